import { expect, test, type Page } from "@playwright/test";
import { focusRing, isFocused, tabTo } from "./tab-to.ts";
import en from "../../locales/en/checkout.json" with { type: "json" };
import shop from "../../locales/en/shop.json" with { type: "json" };
import validation from "../../locales/en/validation.json" with { type: "json" };
import { hydrated } from "./hydrated.ts";
import { closeBanners } from "./shopper.ts";

/**
 * A guest buys with the keyboard only: no mouse, no .click(). Every element the Tab key stops on
 * on the way must show a focus ring (an outline or a box-shadow).
 */

interface Product {
  id: number;
  slug: string;
  title: string;
  attributes: { values: { id: number; title: string }[] }[];
  inventories: { quantity: number; attribute_value_ids: number[] }[];
}

/** An in-stock product with the values of its first in-stock variant. */
async function buyableProduct(page: Page): Promise<{ product: Product; values: string[] }> {
  const listing = await (await page.request.get("/api/v1/products?page=1")).json();
  for (const card of listing.data.result.data as { id: number; in_stock: boolean }[]) {
    if (!card.in_stock) continue;
    const product = (await (await page.request.get(`/api/v1/product/${card.id}`)).json()).data as Product;
    const variant = product.inventories.find((inventory) => inventory.quantity > 0);
    if (!variant) continue;
    const values = product.attributes.map(
      (attribute) => attribute.values.find((v) => variant.attribute_value_ids.includes(v.id))!.title,
    );
    return { product, values };
  }
  throw new Error("no product in stock");
}

test("a guest finds a product, picks a variant and buys with cash on delivery using the keyboard only", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await closeBanners(page);
  const { product, values } = await buyableProduct(page);

  // Home → search by the product's name.
  await page.goto("/");
  await hydrated(page);
  await tabTo(page, page.getByRole("searchbox").first());
  await page.keyboard.type(product.title);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
  await hydrated(page);

  // The search result → the product page.
  await tabTo(page, page.locator(`main a[href$="/product/${product.id}"]`).first());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
  await hydrated(page);

  // One value per attribute: Tab reaches the group, the arrow keys the value, Space presses it.
  const sets = page.locator("main fieldset");
  for (const [index, value] of values.entries()) {
    const button = sets.nth(index).getByRole("button", { name: value, exact: true });
    await tabTo(page, sets.nth(index).getByRole("button").first());
    for (let step = 0; step < 30 && !(await isFocused(button)); step++)
      await page.keyboard.press("ArrowRight");
    expect(await isFocused(button), `arrow keys reach ${value}`).toBe(true);
    expect((await focusRing(page)).ring, `focus ring on ${value}`).toBe(true);
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
  await tabTo(page, page.getByTestId("add-to-cart"));
  await page.keyboard.press("Enter");
  // The cart drawer opens; Escape closes it and the focus comes back to the button.
  const drawer = page.getByRole("dialog", { name: shop["shop.added_to_cart"] });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  expect(await isFocused(page.getByTestId("add-to-cart")), "focus back on add to cart").toBe(true);

  // Back up to the header's cart link.
  await tabTo(page, page.getByTestId("cart-link").first(), true);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/cart$/);
  await hydrated(page);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await tabTo(page, page.getByTestId("cart-proceed"));
  await page.keyboard.press("Enter");

  // Shipping: the popup opens on Enter, Escape closes it and the focus comes back to its button.
  await expect(page).toHaveURL(/\/shipping$/);
  await hydrated(page);
  const add = page.getByTestId("address-add");
  const popup = page.getByTestId("address-popup");
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  await expect(popup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  expect(await isFocused(add), "focus back on the add-address button").toBe(true);

  await page.keyboard.press("Enter");
  await expect(popup).toBeVisible();
  const fields: [string, string, boolean?][] = [
    [validation["field.name"], "Keyboard Guest"],
    [validation["field.email"], "keyboard-journey@example.com"],
    [validation["field.phone"], "+93 20 555 0101"],
    [en["checkout.address.city"], "Kabul"],
    [validation["field.zipCode"], "1001"],
    [en["checkout.address.address"], "7 Keyboard Lane", true],
  ];
  for (const [label, text, exact] of fields) {
    const input = popup.getByLabel(label, { exact });
    await tabTo(page, input);
    expect(await isFocused(input)).toBe(true);
    await page.keyboard.type(text);
  }
  // The focus stays inside the open popup: a full round of Tab never leaves it.
  for (let stop = 0; stop < 15; stop++) {
    await page.keyboard.press("Tab");
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await tabTo(page, popup.getByTestId("address-save"));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("toast")).toContainText(shop["shop.address_saved"]);
  await expect(popup).toBeHidden();
  await expect(page.getByTestId("address-choice")).toBeChecked();
  await tabTo(page, page.getByTestId("shipping-proceed"));
  await page.keyboard.press("Enter");

  // Checkout: arrow keys move within the payment methods, Enter places the order.
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
  const methods = page.locator("input[name=payment-method]");
  const checked = page.locator("input[name=payment-method]:checked");
  await tabTo(page, (await checked.count()) > 0 ? checked : methods.first());
  const cash = page.getByTestId("payment-method-2");
  for (let step = 0; step < 10 && !(await cash.isChecked()); step++) await page.keyboard.press("ArrowDown");
  await expect(cash).toBeChecked();
  await tabTo(page, page.getByTestId("place-order"));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("order-placed")).toContainText(shop["shop.order_placed"]);
});

test("the home popup banner takes the focus, keeps Tab inside and closes with Escape", async ({ page }) => {
  await page.addInitScript(() => {
    document.cookie = "cookieBannerClosed=1; Path=/";
  });
  await page.goto("/");
  const popup = page.getByTestId("popup-banner").getByRole("dialog");
  await expect(popup).toBeVisible();
  await expect(popup.getByRole("button")).toBeFocused();
  for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement)), key).toBe(true);
    expect((await focusRing(page)).ring, `focus ring after ${key}`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
});

test("in Arabic the arrow keys among a product's values follow the reading direction", async ({ page }) => {
  await closeBanners(page);
  const { product } = await buyableProduct(page);
  const titles = (
    (await (await page.request.get(`/api/v1/product/${product.id}`, { headers: { Language: "ar" } })).json())
      .data as Product
  ).attributes[0]?.values.map((value) => value.title);
  expect(titles?.length, "a product with two values or more").toBeGreaterThanOrEqual(2);
  await page.goto(`/ar/${product.slug}/product/${product.id}`);
  await hydrated(page);
  const group = page.locator("main fieldset").first();
  const focusedValue = () => group.locator("button:focus").textContent();
  await tabTo(page, group.getByRole("button").first());
  await page.keyboard.press("ArrowLeft");
  expect(await focusedValue()).toBe(titles![1]);
  await page.keyboard.press("ArrowRight");
  expect(await focusedValue()).toBe(titles![0]);
  await page.keyboard.press("End");
  expect(await focusedValue()).toBe(titles!.at(-1));
  await page.keyboard.press("Home");
  expect(await focusedValue()).toBe(titles![0]);
});
