import { expect, test, type Locator, type Page } from "@playwright/test";
import en from "../../locales/en/shop.json" with { type: "json" };
import { hydrated } from "./hydrated.ts";
import { closeBanners } from "./shopper.ts";

/** On a phone the floating chat button never covers a page's total or its buying buttons. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface ProductDetail {
  id: number;
  slug: string;
  attributes: { values: { id: number; title: string }[] }[];
  inventories: { quantity: number; attribute_value_ids: number[] }[];
}

/** A product of the first listing page with a unit in stock, and the variant that has it (if any). */
async function productInStock(page: Page) {
  const listing = await (await page.request.get("/api/v1/products?page=1")).json();
  for (const card of listing.data.result.data as { id: number; in_stock: boolean }[]) {
    if (!card.in_stock) continue;
    const product = (await (await page.request.get(`/api/v1/product/${card.id}`)).json())
      .data as ProductDetail;
    const variant = product.inventories.find((inventory) => inventory.quantity > 0);
    if (product.inventories.length === 0 || variant) return { product, variant };
  }
  throw new Error("no product in stock on the first listing page");
}

/** Whether two elements' boxes overlap on the screen (a hidden element overlaps nothing). */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
}

test("on a phone the product and cart pages keep a sticky bar the chat button stays clear of", async ({
  page,
}) => {
  await closeBanners(page);
  const found = await productInStock(page);
  await page.goto(`/${found.product.slug}/product/${found.product.id}`);
  await hydrated(page);
  const chat = page.getByTestId("chat-link");
  await expect(chat, "the demo shop has a chat number").toBeVisible();

  // Product page: price and add to cart in a bar at the foot of the screen, the chat button above it.
  const bar = page.getByTestId("sticky-buy-bar");
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("button")).toBeInViewport();
  await expect.poll(() => overlap(chat, bar)).toBe(false);
  const sets = page.locator("main fieldset");
  for (const [index, attribute] of found.product.attributes.entries()) {
    const value = attribute.values.find((v) => found.variant?.attribute_value_ids.includes(v.id));
    if (value) await sets.nth(index).getByRole("button", { name: value.title, exact: true }).click();
  }
  await bar.getByRole("button").click();
  const drawer = page.getByRole("dialog", { name: en["shop.added_to_cart"] });
  await expect(drawer).toBeVisible();
  await expect(drawer).toBeInViewport({ ratio: 0.99 });

  // Cart: the total and the checkout button stay in view; no chat button over them.
  await page.goto("/cart");
  await hydrated(page);
  const cartBar = page.getByTestId("cart-sticky-bar");
  await expect(cartBar).toBeVisible();
  await expect(cartBar).toContainText(/\$\d/);
  const proceed = page.getByTestId("cart-sticky-proceed");
  await expect(proceed).toBeInViewport();
  for (const button of [proceed, page.getByTestId("cart-proceed")]) {
    await button.scrollIntoViewIfNeeded();
    expect(await overlap(chat, button)).toBe(false);
  }
  await proceed.click();
  await expect(page).toHaveURL(/\/shipping$/);
});
