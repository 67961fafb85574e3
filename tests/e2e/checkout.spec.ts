import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import ar from "../../locales/ar/checkout.json" with { type: "json" };
import arShop from "../../locales/ar/shop.json" with { type: "json" };
import en from "../../locales/en/checkout.json" with { type: "json" };
import shop from "../../locales/en/shop.json" with { type: "json" };
import common from "../../locales/en/common.json" with { type: "json" };
import validation from "../../locales/en/validation.json" with { type: "json" };
import { expectNoSeriousAxeViolations, signIn } from "./console-session.ts";
import { hydrated } from "./hydrated.ts";
import { addNewAddress, closeBanners, fillAddressPopup, tinyPng } from "./shopper.ts";

/** The product page of an in-stock product, with a value chosen for every attribute it shows. */
async function openBuyableProduct(page: Page): Promise<void> {
  const listing = await (await page.request.get("/api/v1/products?page=1")).json();
  const products = listing.data.result.data as { id: number; slug: string; in_stock: boolean }[];
  const found = products.find((p) => p.in_stock);
  expect(found, "a product in stock").toBeTruthy();
  await page.goto(`/${found!.slug}/product/${found!.id}`);
  await hydrated(page);
  // First value of every attribute (the seed's first values are in stock).
  const sets = page.locator("fieldset");
  for (let i = 0; i < (await sets.count()); i++) await sets.nth(i).locator("button").first().click();
}

test("guest in English: add to cart, untick and tick again, new address, cash on delivery, track the order", async ({
  page,
}) => {
  await closeBanners(page);
  page.on("dialog", (dialog) => dialog.accept());

  await openBuyableProduct(page);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog", { name: shop["shop.added_to_cart"] })).toBeVisible();
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");

  await page.goto("/cart");
  // The next page's badge reads the cart the guest's token owns.
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
  await hydrated(page);
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  const total = await page.getByTestId("summary-total").textContent();
  await line.getByTestId("cart-line-select").uncheck();
  await expect(page.getByTestId("summary-total")).toHaveText("$0.00");
  await page.getByTestId("cart-proceed").click();
  await expect(page.getByTestId("toast")).toContainText(shop["shop.select_product"]);
  await line.getByTestId("cart-line-select").check();
  await expect(page.getByTestId("summary-total")).toHaveText(total ?? "");
  await page.getByTestId("cart-proceed").click();

  await expect(page).toHaveURL(/\/shipping$/);
  await hydrated(page);
  await page.getByTestId("address-add").click();
  const popup = page.getByTestId("address-popup");
  await popup.getByLabel(validation["field.phone"]).fill("12");
  await popup.getByTestId("address-save").click();
  await expect(popup).toContainText(validation["validation.phone"]);
  await fillAddressPopup(page, {
    name: "Journey Guest",
    email: "guest-journey@example.com",
    phone: "+93 20 555 0100",
    street: "12 Garden Street",
  });
  await page.getByTestId("shipping-proceed").click();

  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
  await page.getByTestId("payment-method-2").check();
  const ordered = await page.getByTestId("summary-total").textContent();
  // An impatient double click places one order.
  await page.getByTestId("place-order").dblclick();
  await expect(page.getByTestId("order-placed")).toContainText(shop["shop.order_placed"]);
  await expect(page).toHaveURL(/^[^?]*\/order\/[A-Z0-9]+\/thanks$/);
  const code = (await page.getByTestId("tracking-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6,}$/);
  // The confirmation: the one store's part with its line and total, the order's totals, what comes next.
  const part = page.getByTestId("placed-part");
  await expect(part).toHaveCount(1);
  await expect(part).toContainText(`${code}-1`);
  await expect(part.getByTestId("part-total")).toHaveText(ordered ?? "");
  await expect(page.getByTestId("placed-totals").getByTestId("summary-total")).toHaveText(ordered ?? "");
  await expect(page.getByTestId("next-steps")).toContainText(en["checkout.placed.nextCashOnDelivery"]);
  await expect(page.getByTestId("track-order-link")).toHaveAttribute("href", `/track-order?code=${code}`);
  await expectNoSeriousAxeViolations(page, "the order's confirmation");
  await expect(page.getByTestId("cart-count").first()).toHaveText("0");
  const guest = await page.evaluate(() => localStorage.getItem("user_token"));
  const mine = await (
    await page.request.post("/api/v1/order/by-user", { data: { user_token: guest } })
  ).json();
  expect(mine.data.total).toBe(1);

  await page.goto("/track-order");
  await hydrated(page);
  await page.getByLabel(en["checkout.track.code"]).fill(code);
  await page.getByTestId("track-submit").click();
  await expect(page.getByTestId("tracking-result")).toContainText(code);
  await expect(page.getByTestId("tracking-status")).toContainText(shop["shop.status_1"]);
});

interface ProductDetail {
  id: number;
  slug: string;
  title: string;
  in_stock: boolean;
  review_count: number;
  store: { id: number; name: string };
  attributes: { id: number; values: { id: number; title: string }[] }[];
  inventories: { quantity: number; attribute_value_ids: number[] }[];
}

/** Two in-stock products sold by two different stores. */
async function productsFromTwoStores(request: APIRequestContext): Promise<ProductDetail[]> {
  const listing = await (await request.get("/api/v1/products?page=1")).json();
  const picked: ProductDetail[] = [];
  for (const card of listing.data.result.data as { id: number; in_stock: boolean }[]) {
    if (!card.in_stock) continue;
    // Arabic titles: the variant buttons are found by what the Arabic page shows.
    const answer = await request.get(`/api/v1/product/${card.id}`, { headers: { Language: "ar" } });
    const detail = (await answer.json()).data as ProductDetail;
    if (picked.some((p) => p.store.id === detail.store.id)) continue;
    picked.push(detail);
    if (picked.length === 2) return picked;
  }
  throw new Error("no two stores with products in stock");
}

/** Opens the product in Arabic, picks the values of an in-stock variant and adds it to the cart. */
async function addInArabic(page: Page, product: ProductDetail): Promise<void> {
  await page.goto(`/ar/${product.slug}/product/${product.id}`);
  await hydrated(page);
  const variant = product.inventories.find((inventory) => inventory.quantity > 0);
  const sets = page.locator("fieldset");
  for (const [index, attribute] of product.attributes.entries()) {
    const value = attribute.values.find((v) => variant?.attribute_value_ids.includes(v.id));
    if (value) await sets.nth(index).getByRole("button", { name: value.title, exact: true }).click();
  }
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog", { name: arShop["shop.added_to_cart"] })).toBeVisible();
}

test("signed in, in Arabic: two stores, untick and tick again, voucher, cash on delivery, delivered, review with a picture, tracked as delivered", async ({
  page,
  request,
}) => {
  await closeBanners(page);
  page.on("dialog", (dialog) => dialog.accept());
  const signedIn = await page.request.post("/api/v1/user/signin", {
    data: { email: "customer@modest.local", password: "demo1234" },
  });
  expect((await signedIn.json()).status).toBe(200);

  const products = await productsFromTwoStores(request);
  for (const product of products) await addInArabic(page, product);

  await page.goto("/ar/cart");
  await hydrated(page);
  const lines = page.getByTestId("cart-line");
  await expect(lines).not.toHaveCount(0);
  const total = await page.getByTestId("summary-total").textContent();
  await lines.first().getByTestId("cart-line-select").uncheck();
  await expect(page.getByTestId("summary-total")).not.toHaveText(total ?? "");
  await lines.first().getByTestId("cart-line-select").check();
  await expect(page.getByTestId("summary-total")).toHaveText(total ?? "");
  await page.getByTestId("cart-proceed").click();

  await expect(page).toHaveURL(/\/ar\/shipping$/);
  await hydrated(page);
  // The account's default (or last used) address is chosen for the shopper.
  await expect(page.locator("[data-testid=address-choice]:checked")).toHaveCount(1);
  await page.getByTestId("shipping-proceed").click();

  await expect(page).toHaveURL(/\/ar\/checkout$/);
  await hydrated(page);
  await page.getByLabel(ar["checkout.pay.voucher"]).fill("MODEST15");
  await page.getByRole("button", { name: ar["checkout.pay.apply"] }).click();
  await expect(page.getByTestId("summary-discount")).toBeVisible();
  await page.getByTestId("payment-method-2").check();
  const ordered = await page.getByTestId("summary-total").textContent();
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("order-placed")).toContainText(arShop["shop.order_placed"]);
  await expect(page).toHaveURL(/\/ar\/order\/[A-Z0-9]+\/thanks$/);
  const code = (await page.getByTestId("tracking-code").textContent())?.trim() ?? "";
  // One part per store, each with its store's name and its product; the order's totals with the voucher.
  for (const product of products) {
    const part = page.getByTestId("placed-part").filter({ hasText: product.title });
    await expect(part).toHaveCount(1);
    await expect(part).toContainText(product.store.name);
  }
  const totals = page.getByTestId("placed-totals");
  await expect(totals.getByTestId("summary-discount")).toBeVisible();
  await expect(totals.getByTestId("summary-total")).toHaveText(ordered ?? "");
  await expect(page.getByTestId("track-order-link")).toHaveAttribute("href", `/ar/track-order?code=${code}`);

  await page.getByTestId("view-order").click();
  await hydrated(page);
  await expect(page.getByTestId("status-steps").locator("[aria-current=step]")).toContainText(
    arShop["shop.status_1"],
  );

  const admin = await request.post("/api/v1/user/signin", {
    data: { email: "admin@modest.local", password: "demo1234" },
  });
  const token = (await admin.json()).data.token as string;
  for (const status of [2, 3, 4, 5]) {
    const moved = await request.post("/api/v1/order/change-status", {
      headers: { Authorization: `Bearer ${token}` },
      data: { tracking_code: code, status },
    });
    expect((await moved.json()).status).toBe(200);
  }

  const reviewed = products[0];
  await page.reload();
  await hydrated(page);
  await page.getByTestId("order-rate").first().click();
  const popup = page.getByTestId("rating-popup");
  await popup.locator("label[for=star-5]").click();
  await popup.getByLabel(ar["checkout.order.comment"]).fill("جميل جدًا");
  await popup
    .getByLabel(ar["checkout.order.images"])
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: tinyPng() });
  await popup.getByRole("button", { name: ar["checkout.order.submitReview"] }).click();
  await expect(page.getByTestId("toast")).toContainText(arShop["shop.review_saved"]);
  const counts = await Promise.all(
    products.map(
      async (p) =>
        ((await (await request.get(`/api/v1/product/${p.id}`)).json()).data as ProductDetail).review_count,
    ),
  );
  expect(
    counts.some((count, i) => count === products[i].review_count + 1),
    `a review more for ${reviewed.id}`,
  ).toBe(true);

  await page.goto(`/ar/track-order?code=${code}`);
  await hydrated(page);
  await expect(page.getByTestId("tracking-status")).toContainText(arShop["shop.status_5"]);
});

/** A guest buys one product and places the order by bank transfer: answers the total shown. */
async function placeByBankTransfer(page: Page, guest: { name: string; email: string }): Promise<string> {
  await closeBanners(page);
  await openBuyableProduct(page);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
  await page.goto("/shipping");
  await hydrated(page);
  await addNewAddress(page, { ...guest, phone: "+93 20 555 0101", street: "7 River Road" });
  await page.getByTestId("shipping-proceed").click();

  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
  await page.getByTestId("payment-method-7").check();
  const total = (await page.getByTestId("summary-total").textContent()) ?? "";
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("order-placed")).toContainText(shop["shop.order_placed"]);
  return total;
}

test("the confirmation has its own address: a reload shows the code, totals and bank details again; another browser finds nothing", async ({
  page,
  browser,
}, testInfo) => {
  const total = await placeByBankTransfer(page, {
    name: "Reload Guest",
    email: "reload-journey@example.com",
  });
  await expect(page).toHaveURL(/\/order\/[A-Z0-9]+\/thanks$/);
  const code = (await page.getByTestId("tracking-code").textContent())?.trim() ?? "";
  expect(page.url()).toContain(`/order/${code}/thanks`);

  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.headers()["cache-control"]).toBe("private, no-store");
  await hydrated(page);
  await expect(page.getByTestId("tracking-code")).toHaveText(code);
  await expect(page.getByTestId("placed-total")).toContainText(total);
  await expect(page.getByTestId("placed-totals").getByTestId("summary-total")).toHaveText(total);
  await expect(page.getByTestId("next-steps")).toContainText(en["checkout.placed.nextBankTransfer"]);
  await expect(page.getByTestId("shop-bank-account")).toContainText("Azizi Bank");
  await expect(page.getByTestId("shop-bank-account")).toContainText("AF36 0020 0000 0012 3456 789");
  await expect(page.getByTestId("bank-transfer-form")).toBeVisible();

  // Another browser (no guest token, nobody signed in) and a signed-in stranger: the not-found page.
  const stranger = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const other = await stranger.newPage();
  const answer = await other.goto(`/order/${code}/thanks`);
  expect(answer?.status()).toBe(404);
  await expect(other.getByRole("heading", { name: common["error.notFound"] })).toBeVisible();
  await expect(other.getByText(code)).toHaveCount(0);
  await signIn(other, "customer@modest.local");
  expect((await other.goto(`/ar/order/${code}/thanks`))?.status()).toBe(404);
  await stranger.close();
});

test("guest pays by bank transfer: the confirmation shows the shop's bank account and the form, the order page takes a correction", async ({
  page,
}) => {
  await placeByBankTransfer(page, { name: "Transfer Guest", email: "transfer-journey@example.com" });
  await expect(page.getByTestId("next-steps")).toContainText(en["checkout.placed.nextBankTransfer"]);
  await expect(page.getByTestId("placed-part")).toHaveCount(1);
  const account = page.getByTestId("shop-bank-account");
  await expect(account).toContainText(en["checkout.bank.shopAccount"]);
  await expect(account).toContainText("Azizi Bank");
  await expect(account).toContainText("AF36 0020 0000 0012 3456 789");

  const form = page.getByTestId("bank-transfer-form");
  await form.getByLabel(en["checkout.bank.transactionId"]).fill("TRX-E2E-1");
  await form.getByLabel(en["checkout.bank.bankName"]).fill("Kabul Bank");
  await form.getByLabel(en["checkout.bank.accountHolder"]).fill("Transfer Guest");
  await form.getByLabel(en["checkout.bank.accountNumber"]).fill("0012 3456");
  await form.getByLabel(en["checkout.bank.branchName"]).fill("Wrong branch");
  await form.getByRole("button", { name: en["checkout.bank.submit"] }).click();
  await expect(page.getByTestId("toast")).toContainText(shop["shop.bank_transfer_saved"]);
  await expect(page.getByTestId("bank-transfer-status")).toHaveText(en["checkout.bank.status.submitted"]);

  await page.getByTestId("view-order").click();
  await expect(page).toHaveURL(/\/user\/order\/\d+$/);
  await hydrated(page);
  await expect(page.getByTestId("shop-bank-account")).toContainText("Azizi Bank");
  await expect(page.getByTestId("bank-transfer-status")).toHaveText(en["checkout.bank.status.submitted"]);
  const branch = page.getByTestId("bank-transfer-form").getByLabel(en["checkout.bank.branchName"]);
  await expect(branch).toHaveValue("Wrong branch");
  await branch.fill("Fayzabad");
  await page.getByRole("button", { name: en["checkout.bank.correct"] }).click();
  await expect(page.getByTestId("toast")).toContainText(shop["shop.bank_transfer_saved"]);

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("bank-transfer-form").getByLabel(en["checkout.bank.branchName"])).toHaveValue(
    "Fayzabad",
  );
  const orderId = Number(page.url().split("/").pop());
  const guest = await page.evaluate(() => localStorage.getItem("user_token"));
  const mine = await (
    await page.request.post("/api/v1/order/by-user", { data: { user_token: guest, order_id: orderId } })
  ).json();
  expect(mine.data).toMatchObject({
    payment_status: 0,
    bank_transfer: {
      submitted: { transaction_id: "TRX-E2E-1", branch_name: "Fayzabad", status: "submitted" },
    },
  });
});

test("an address in the United Arab Emirates needs no postcode: the form drops the field and the shop saves it", async ({
  page,
}) => {
  await closeBanners(page);
  await signIn(page, "customer@modest.local");
  await page.goto("/user/addresses");
  await hydrated(page);
  await page.getByTestId("address-add").click();
  const popup = page.getByTestId("address-popup");
  const postcode = popup.getByLabel(validation["field.zipCode"]);
  await expect(postcode).toBeVisible();
  await popup.getByLabel(validation["field.name"]).fill("Mariam Al Falasi");
  await popup.getByLabel(validation["field.email"]).fill("mariam@example.com");
  await popup.getByLabel(validation["field.phone"]).fill("+971 4 555 0101");
  const postcodeJustBeforeTown = async () => {
    const names = await popup
      .locator("input[name], select[name]")
      .evaluateAll((all) => all.map((e) => e.getAttribute("name")));
    return names.indexOf("zipCode") === names.indexOf("city") - 1;
  };
  // A new address starts in the shop's country (the demo shop's setting: Afghanistan, by provinces).
  const country = popup.getByLabel(validation["field.country"]);
  await expect(country).toHaveValue("AF");
  await expect(popup.getByLabel(en["checkout.address.division.province"])).toBeVisible();
  expect(await postcodeJustBeforeTown()).toBe(false);
  // In France the postcode comes before the town, as French addresses write it.
  await country.selectOption({ label: "France" });
  await expect.poll(postcodeJustBeforeTown).toBe(true);
  await country.selectOption({ label: "United Arab Emirates" });
  await expect(postcode).toHaveCount(0);
  await popup.getByLabel(en["checkout.address.division.emirate"]).selectOption({ label: "Dubai" });
  await popup.getByLabel(en["checkout.address.city"]).fill("Dubai");
  await popup.getByLabel(en["checkout.address.address"], { exact: true }).fill("Villa 12, Al Wasl Road");
  await popup.getByTestId("address-save").click();
  await expect(page.getByTestId("toast")).toContainText(shop["shop.address_saved"]);
  // The newest address comes first (an earlier run against the same data may have saved one too).
  await expect(page.getByTestId("address-card").filter({ hasText: "Al Wasl Road" }).first()).toContainText(
    "United Arab Emirates",
  );
});
