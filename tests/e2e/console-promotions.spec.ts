import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import en from "../../src/console/i18n/en.ts";
import ar from "../../src/console/i18n/ar.ts";
import enShop from "../../locales/en/shop.json" with { type: "json" };
import enProduct from "../../locales/en/product.json" with { type: "json" };
import { PASSWORD, expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";

/**
 * Promotions in the built shop: an admin schedules a flash sale in the console (5 units at the
 * flash price), 20 guests order the product at the same moment through the API, exactly 5 get the
 * flash price and the others are refused until they accept the regular price, and the console then
 * shows 5 sold. An editor sees no Promotions and the API refuses them.
 */

const COD = 2;
const CROWD = 20;
const ALLOTMENT = 5;

async function tokenOf(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const answer = await request.post("/api/v1/user/signin", { data: { email, password: PASSWORD } });
  return { Authorization: `Bearer ${(await answer.json()).data.token as string}` };
}

/**
 * A published product of the demo seller's store without variants (a variant's own price comes
 * before a flash price), stocked for the crowd, made for this run through the console API.
 */
async function saleableProduct(request: APIRequestContext, admin: Record<string, string>, stamp: string) {
  const seller = await tokenOf(request, "seller@modest.local");
  const store = (await (await request.get("/api/v1/console/me", { headers: seller })).json()).data.store as {
    id: number;
  };
  const title = `Flash scarf ${stamp}`;
  const created = await request.post("/api/v1/console/products", {
    headers: admin,
    data: {
      store_id: store.id,
      category_id: 1,
      translations: { en: { title, slug: `flash-scarf-${stamp}` } },
      selling: 2400,
      stock: 2 * CROWD,
    },
  });
  const body = await created.json();
  expect(body.status, `product created: ${body.message}`).toBe(200);
  const id = body.data.id as number;
  const published = await request.post(`/api/v1/console/products/${id}/publish`, { headers: admin });
  expect((await published.json()).status, "product published").toBe(200);
  return { id, title, price: 2400 };
}

/** A guest with its own cart and an address in Kabul, holding one unit of the product. */
async function guest(baseURL: string, productId: number, n: number, stamp: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  const user_token = `flash${stamp}g${n}x`.slice(0, 40);
  const address = await context.post("/api/v1/user/address/action", {
    data: {
      user_token,
      name: `Flash Guest ${n}`,
      email: `flash-${stamp}-${n}@example.com`,
      phone: `+93 20 555 ${String(1000 + n)}`,
      country: "AF",
      state: "BDS",
      city: "Fayzabad",
      zipCode: "1001",
      address: `${n} Garden Street`,
    },
  });
  expect((await address.json()).status, "address saved").toBe(200);
  const cart = await context.post("/api/v1/cart/action", {
    data: { user_token, product_id: productId, quantity: 1 },
  });
  expect((await cart.json()).status, "added to the cart").toBe(200);
  const shown = async () =>
    (await (await context.get(`/api/v1/cart/by-user?user_token=${user_token}`)).json()).data as {
      items: { product: { price: number } }[];
      summary: { total: number };
    };
  const order = async (expected: number) => {
    const answer = await context.post("/api/v1/order/action", {
      data: { user_token, payment_method: COD, expected_total: expected },
    });
    const body = (await answer.json()) as { status: number; message: string; data: { total: number } };
    return { http: answer.status(), ...body };
  };
  return { context, shown, order };
}

test("an admin's flash sale of 5 units sells exactly 5 at the flash price to 20 guests at once, the rest pay the regular price, and the console shows 5 sold", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = runStamp("console-promotions");
  const admin = await tokenOf(request, "admin@modest.local");
  const product = await saleableProduct(request, admin, stamp);
  const flashPrice = Math.floor(product.price / 2);
  const title = `Midnight ${stamp}`;

  await signIn(page, "admin@modest.local");
  await page.goto("/console");
  await page.getByRole("link", { name: en["nav.promotions"] }).click();
  await expect(page.getByRole("heading", { level: 1, name: en["promo.flashSales"] })).toBeVisible();
  await page.getByRole("button", { name: en["promo.newSale"] }).click();
  const form = page.getByRole("form", { name: en["promo.newSale"] });
  await form.getByLabel(`${en["promo.saleTitle"]} (English)`).fill(title);
  // The preview counts down to the default end, as the sale page will.
  await expect(form.getByTestId("flash-preview")).toContainText(en["promo.preview.endsIn"]);
  await form.getByLabel(en["promo.findProduct"]).fill(product.title);
  await form
    .getByRole("button", {
      name: new RegExp(`^${en["promo.add"].replace("{{name}}", escape(product.title))}`),
    })
    .click();
  const name = (key: "promo.flashPrice" | "promo.allotment") => en[key].replace("{{name}}", product.title);
  // Bad input first: a flash price at the regular price is refused by the server, nothing saved.
  await form.getByLabel(name("promo.flashPrice")).fill((product.price / 100).toFixed(2));
  await form.getByLabel(name("promo.allotment")).fill("0");
  await form.getByRole("button", { name: en["taxonomy.save"] }).click();
  await expect(form.getByRole("alert")).toHaveText(en["promo.error.check"]);
  await form.getByLabel(name("promo.allotment")).fill(String(ALLOTMENT));
  await form.getByRole("button", { name: en["taxonomy.save"] }).click();
  await expect(form.getByRole("alert")).toContainText("must be below its regular price");
  await form.getByLabel(name("promo.flashPrice")).fill((flashPrice / 100).toFixed(2));
  await form.getByRole("button", { name: en["taxonomy.save"] }).click();
  await expect(page.getByRole("status").filter({ hasText: en["taxonomy.saved"] })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText(en["promo.state.live"]);
  await expectNoSeriousAxeViolations(page, "flash sales in English");

  // Twenty guests, each with its own cart, see the flash price and order at the same moment.
  const crowd = await Promise.all(
    Array.from({ length: CROWD }, (_, n) => guest(baseURL!, product.id, n, stamp)),
  );
  const carts = await Promise.all(crowd.map((g) => g.shown()));
  expect(carts.map((c) => c.items[0]?.product.price)).toEqual(Array(CROWD).fill(flashPrice));
  const first = await Promise.all(crowd.map((g, i) => g.order(carts[i]!.summary.total)));
  const placed = first.filter((a) => a.status === 200);
  const refused = crowd.filter((_, i) => first[i]!.status !== 200);
  expect(placed).toHaveLength(ALLOTMENT);
  expect(first.filter((a) => a.status !== 200).map((a) => [a.http, a.message])).toEqual(
    Array(CROWD - ALLOTMENT).fill([409, enShop["shop.flash_sold_out"]]),
  );
  const flashTotal = carts[0]!.summary.total;
  expect(placed.map((a) => a.data.total)).toEqual(Array(ALLOTMENT).fill(flashTotal));

  // The others now see the regular price and pay it.
  const again = await Promise.all(refused.map((g) => g.shown()));
  expect(again.map((c) => c.items[0]?.product.price)).toEqual(Array(CROWD - ALLOTMENT).fill(product.price));
  const second = await Promise.all(refused.map((g, i) => g.order(again[i]!.summary.total)));
  // Each pays what its cart now shows at the regular price (shipping may follow the goods' value).
  expect(second.map((a) => [a.status, a.data.total])).toEqual(again.map((c) => [200, c.summary.total]));
  expect(again.every((c) => c.summary.total > flashTotal)).toBe(true);
  await Promise.all(crowd.map((g) => g.context.dispose()));

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText(
    en["promo.soldCount"].replace("{{sold}}", String(ALLOTMENT)).replace("{{allotted}}", String(ALLOTMENT)),
  );

  // Right to left in Arabic, and the vouchers screen, axe clean.
  await page.getByTestId("console-language").selectOption("ar");
  await expect(page.getByTestId("console-app")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: ar["promo.flashSales"] })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "flash sales in Arabic");
  await page.getByTestId("console-language").selectOption("en");
  await page.getByRole("link", { name: en["promo.vouchers"] }).click();
  await expect(page.getByRole("heading", { level: 1, name: en["promo.vouchers"] })).toBeVisible();
  await page.getByRole("button", { name: en["promo.newVoucher"] }).click();
  await expectNoSeriousAxeViolations(page, "vouchers with the form open");

  // The product's seller finds the sale among its promotions, with its units sold, and may edit its entry.
  await signIn(page, "seller@modest.local");
  await page.goto("/console/promotions/flash-sales");
  const own = page.getByRole("row").filter({ hasText: title });
  await expect(own).toContainText(
    en["promo.soldCount"].replace("{{sold}}", String(ALLOTMENT)).replace("{{allotted}}", String(ALLOTMENT)),
  );
  await expect(page.getByRole("link", { name: en["promo.vouchers"] })).toHaveCount(0);
  await own.getByRole("button", { name: en["promo.myProducts"].replace("{{name}}", title) }).click();
  await expect(page.getByLabel(name("promo.allotment"))).toHaveValue(String(ALLOTMENT));
  await expectNoSeriousAxeViolations(page, "a seller's flash sale entries");
});

test("an admin switches a product's bundle deal off in Promotions and the product page no longer shows it", async ({
  page,
  request,
}) => {
  const stamp = runStamp("console-bundle-deals");
  const admin = await tokenOf(request, "admin@modest.local");
  const seller = await tokenOf(request, "seller@modest.local");
  const store = (await (await request.get("/api/v1/console/me", { headers: seller })).json()).data.store as {
    id: number;
  };
  const title = `Bundle socks ${stamp}`;
  const slug = `bundle-socks-${stamp}`;
  const created = await request.post("/api/v1/console/products", {
    headers: seller,
    data: {
      store_id: store.id,
      category_id: 1,
      translations: { en: { title, slug } },
      selling: 900,
      stock: 30,
      bundle: { buy: 2, free: 1 },
    },
  });
  const body = await created.json();
  expect(body.status, `product created: ${body.message}`).toBe(200);
  const id = body.data.id as number;
  expect(
    (await (await request.post(`/api/v1/console/products/${id}/publish`, { headers: admin })).json()).status,
  ).toBe(200);
  const dealText = `${enProduct["product.bundleTitle"]}: ${enProduct["product.bundle"].replace("{{buy}}", "2").replace("{{free}}", "1")}`;
  await page.goto(`/${slug}/product/${id}`);
  await expect(page.getByText(dealText)).toBeVisible();

  await signIn(page, "admin@modest.local");
  await page.goto("/console/promotions/flash-sales");
  await page.getByRole("link", { name: en["promo.bundleDeals"] }).click();
  await expect(page.getByRole("heading", { level: 1, name: en["promo.bundleDeals"] })).toBeVisible();
  await page.getByRole("searchbox", { name: en["promo.bundle.search"] }).fill(title);
  await page.getByRole("searchbox", { name: en["promo.bundle.search"] }).press("Enter");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(row).toContainText(
    en["promo.bundle.dealValue"].replace("{{buy}}", "2").replace("{{free}}", "1"),
  );
  const toggle = row.getByRole("switch", { name: en["promo.bundle.switch"].replace("{{name}}", title) });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expectNoSeriousAxeViolations(page, "bundle deals");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(toggle).toHaveText(en["promo.bundle.off"]);
  await expect(
    page.getByRole("status").filter({ hasText: en["promo.bundle.switchedOff"].replace("{{name}}", title) }),
  ).toBeVisible();
  await expect(
    row.getByRole("link", { name: en["promo.bundle.editQuantities"].replace("{{name}}", title) }),
  ).toHaveAttribute("href", `/console/products/${id}`);

  // The product page drops its cached copy and shows no deal; a seller's console refuses the list.
  await expect
    .poll(
      async () => {
        await page.goto(`/${slug}/product/${id}`);
        return page.getByText(dealText).count();
      },
      { timeout: 10_000 },
    )
    .toBe(0);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect((await request.get("/api/v1/console/bundle-deals", { headers: seller })).status()).toBe(403);
});

test("an editor sees no Promotions in the console and the API refuses them", async ({ page }) => {
  await signIn(page, "editor@modest.local");
  await page.goto("/console");
  const nav = page.getByRole("navigation", { name: en["app.nav"] });
  await expect(nav.getByRole("link").first()).toBeVisible();
  await expect(nav.getByRole("link", { name: en["nav.promotions"] })).toHaveCount(0);
  for (const path of [
    "/api/v1/console/flash-sales",
    "/api/v1/console/vouchers",
    "/api/v1/console/bundle-deals",
  ])
    expect((await page.request.get(path)).status(), path).toBe(403);
  await page.goto("/console/promotions/flash-sales");
  await expect(page.getByRole("heading", { level: 1, name: en["app.notFound"] })).toBeVisible();
});

/** The text as a literal inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
