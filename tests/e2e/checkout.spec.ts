import { expect, test, type Page } from "@playwright/test";
import en from "../../locales/en/checkout.json" with { type: "json" };
import shop from "../../locales/en/shop.json" with { type: "json" };
import validation from "../../locales/en/validation.json" with { type: "json" };

/** Islands answer clicks only once hydrated (Astro drops the ssr attribute then). */
async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator("astro-island[client='load'][ssr]")).toHaveCount(0);
}

/** The product page of an in-stock product, with a value chosen for every attribute it shows. */
async function openBuyableProduct(page: Page): Promise<void> {
  const listing = await (await page.request.get("/api/v1/products?page=1")).json();
  const products = listing.data.result.data as { id: number; slug: string; in_stock: boolean }[];
  const found = products.find((p) => p.in_stock);
  expect(found, "a product in stock").toBeTruthy();
  await page.goto(`/${found!.slug}/product/${found!.id}`);
  await islandsReady(page);
  // First value of every attribute (the seed's first values are in stock).
  const sets = page.locator("fieldset");
  for (let i = 0; i < (await sets.count()); i++) await sets.nth(i).locator("button").first().click();
}

test("guest in English: add to cart, untick and tick again, new address, cash on delivery, track the order", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem("popupBannerClosed", "1");
    localStorage.setItem("cookieBannerClosed", "1");
  });
  page.on("dialog", (dialog) => dialog.accept());

  await openBuyableProduct(page);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText(shop["shop.added_to_cart"]);
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");

  await page.goto("/cart");
  await islandsReady(page);
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
  await islandsReady(page);
  await page.getByTestId("address-add").click();
  const popup = page.getByTestId("address-popup");
  await popup.getByLabel(validation["field.phone"]).fill("12");
  await popup.getByTestId("address-save").click();
  await expect(popup).toContainText(validation["validation.phone"]);
  await popup.getByLabel(validation["field.name"]).fill("Journey Guest");
  await popup.getByLabel(validation["field.email"]).fill("guest-journey@example.com");
  await popup.getByLabel(validation["field.phone"]).fill("+93 20 555 0100");
  await popup.getByLabel(en["checkout.address.city"]).fill("Kabul");
  await popup.getByLabel(validation["field.zipCode"]).fill("1001");
  await popup.getByLabel(en["checkout.address.address"], { exact: true }).fill("12 Garden Street");
  await popup.getByTestId("address-save").click();
  await expect(page.getByTestId("toast")).toContainText(shop["shop.address_saved"]);
  await expect(page.getByTestId("address-choice")).toBeChecked();
  await page.getByTestId("shipping-proceed").click();

  await expect(page).toHaveURL(/\/checkout$/);
  await islandsReady(page);
  await page.getByTestId("payment-method-2").check();
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("order-placed")).toContainText(shop["shop.order_placed"]);
  const code = (await page.getByTestId("tracking-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6,}$/);
  await expect(page.getByTestId("cart-count").first()).toHaveText("0");

  await page.goto("/track-order");
  await islandsReady(page);
  await page.getByLabel(en["checkout.track.code"]).fill(code);
  await page.getByTestId("track-submit").click();
  await expect(page.getByTestId("tracking-result")).toContainText(code);
  await expect(page.getByTestId("tracking-status")).toContainText(shop["shop.status_1"]);
});
