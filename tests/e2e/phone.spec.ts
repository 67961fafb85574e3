import { expect, test, type Locator } from "@playwright/test";
import en from "../../locales/en/shop.json" with { type: "json" };
import { hydrated } from "./hydrated.ts";
import { closeBanners } from "./shopper.ts";

/** On a phone the floating chat button never covers a page's total or its buying buttons. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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
  const listing = await (await page.request.get("/api/v1/products?page=1")).json();
  const found = (listing.data.result.data as { id: number; slug: string; in_stock: boolean }[]).find(
    (p) => p.in_stock,
  );
  expect(found, "a product in stock").toBeTruthy();
  await page.goto(`/${found!.slug}/product/${found!.id}`);
  await hydrated(page);
  const chat = page.getByTestId("chat-link");
  await expect(chat, "the demo shop has a chat number").toBeVisible();

  // Product page: price and add to cart in a bar at the foot of the screen, the chat button above it.
  const bar = page.getByTestId("sticky-buy-bar");
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("button")).toBeInViewport();
  await expect.poll(() => overlap(chat, bar)).toBe(false);
  const sets = page.locator("main fieldset");
  for (let i = 0; i < (await sets.count()); i++) await sets.nth(i).locator("button").first().click();
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
