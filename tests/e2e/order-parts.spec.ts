import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import ar from "../../locales/ar/checkout.json" with { type: "json" };
import arShop from "../../locales/ar/shop.json" with { type: "json" };
import en from "../../locales/en/checkout.json" with { type: "json" };
import shop from "../../locales/en/shop.json" with { type: "json" };
import { expectNoSeriousAxeViolations, PASSWORD } from "./console-session.ts";
import { hydrated } from "./hydrated.ts";
import { closeBanners } from "./shopper.ts";

/**
 * An order from two stores is shown as two parts: on the shopper's order page (one card per store,
 * each with its steps and timeline), in English and in Arabic (right to left), on the tracking page
 * and in the orders list.
 */

interface OrderAnswer {
  id: number;
  tracking_code: string;
  address: { address: string };
  parts: { code: string; store: { name: string; slug: string } | null }[];
}

/** An API call that must succeed: GET without data, else POST (or `method`); answers its data. */
async function api<T>(
  request: APIRequestContext,
  path: string,
  data?: unknown,
  token?: string,
  method: "post" | "delete" = "post",
): Promise<T> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const response =
    data === undefined
      ? await request.get(path)
      : method === "delete"
        ? await request.delete(path, { headers })
        : await request.post(path, { data, headers });
  const body = await response.json();
  expect(body.status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data as T;
}

/** The demo customer's cart holds, selected, one in-stock product of each of two stores, nothing else. */
async function cartFromTwoStores(request: APIRequestContext): Promise<void> {
  const cart = await api<{ items?: { id: number }[] }>(request, "/api/v1/cart/by-user");
  for (const line of cart.items ?? [])
    await api(request, `/api/v1/cart/delete/${line.id}`, null, undefined, "delete");
  const listing = await api<{ result: { data: { id: number; in_stock: boolean }[] } }>(
    request,
    "/api/v1/products?page=1",
  );
  const stores = new Set<number>();
  for (const card of listing.result.data.filter((p) => p.in_stock)) {
    const detail = await api<{ store: { id: number }; inventories: { id: number; quantity: number }[] }>(
      request,
      `/api/v1/product/${card.id}`,
    );
    if (stores.has(detail.store.id)) continue;
    const variant = detail.inventories.find((inventory) => inventory.quantity > 0);
    const added = await request.post("/api/v1/cart/action", {
      data: { product_id: card.id, inventory_id: variant?.id ?? null, quantity: 1 },
    });
    if ((await added.json()).status !== 200) continue;
    stores.add(detail.store.id);
    if (stores.size === 2) return;
  }
  throw new Error("no two stores with products in stock");
}

/** Cart → shipping (the account's address) → cash on delivery; answers the order's tracking code. */
async function placeCashOrder(page: Page): Promise<string> {
  await page.goto("/cart");
  await hydrated(page);
  await page.getByTestId("cart-proceed").click();
  await expect(page).toHaveURL(/\/shipping$/);
  await hydrated(page);
  await page.getByTestId("shipping-proceed").click();
  await expect(page).toHaveURL(/\/checkout$/);
  await hydrated(page);
  await page.getByTestId("payment-method-2").check();
  await page.getByTestId("place-order").click();
  await expect(page.getByTestId("order-placed")).toContainText(shop["shop.order_placed"]);
  return (await page.getByTestId("tracking-code").textContent())?.trim() ?? "";
}

/** Each part card's active step, in card order. */
const activeSteps = (page: Page) =>
  page.getByTestId("order-part").getByTestId("part-steps").locator("[aria-current=step]");

test("an order from two stores: two part cards with their stores and steps, in English and Arabic, tracked and listed", async ({
  page,
  request,
}) => {
  // Two whole-page axe runs: each takes many seconds on a busy machine.
  test.setTimeout(120_000);
  await closeBanners(page);
  const signedIn = await page.request.post("/api/v1/user/signin", {
    data: { email: "customer@modest.local", password: PASSWORD },
  });
  expect((await signedIn.json()).status).toBe(200);
  await cartFromTwoStores(page.request);
  const code = await placeCashOrder(page);

  await page.getByTestId("view-order").click();
  await hydrated(page);
  const orders = await api<{ data: OrderAnswer[] }>(page.request, "/api/v1/order/by-user", { page: 1 });
  const order = orders.data.find((o) => o.tracking_code === code)!;
  const storeNames = order.parts.map((part) => part.store?.name ?? "");
  expect(storeNames).toHaveLength(2);

  const cards = page.getByTestId("order-part");
  await expect(cards).toHaveCount(2);
  await expect(cards.getByTestId("part-store")).toHaveText(storeNames);
  await expect(cards.getByTestId("part-code")).toHaveText([`${code}-1`, `${code}-2`]);
  await expect(activeSteps(page)).toHaveText(
    [shop["shop.status_1"], shop["shop.status_1"]].map((s) => new RegExp(s)),
  );
  await expect(cards.getByTestId("part-payment")).toHaveText([
    en["checkout.orders.unpaid"],
    en["checkout.orders.unpaid"],
  ]);
  await expect(page.getByTestId("status-steps").locator("[aria-current=step]")).toContainText(
    shop["shop.status_1"],
  );

  // The admin moves the whole order: both parts reach the step, each timeline says so.
  const admin = await api<{ token: string }>(request, "/api/v1/user/signin", {
    email: "admin@modest.local",
    password: PASSWORD,
  });
  for (const status of [2, 3])
    await api(request, "/api/v1/order/change-status", { tracking_code: code, status }, admin.token);

  await page.goto(`/ar/user/order/${order.id}`);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(cards.first()).toContainText(ar["checkout.part.code"].replace("{{code}}", "").trim());
  await expect(cards.getByTestId("part-store")).toHaveText(storeNames);
  await expect(activeSteps(page)).toHaveText(
    [arShop["shop.status_3"], arShop["shop.status_3"]].map((s) => new RegExp(s)),
  );
  for (const card of await cards.all())
    await expect(card.getByTestId("part-timeline")).toContainText(arShop["shop.status_2"]);
  await expectNoSeriousAxeViolations(page, "order page with two parts, in Arabic");
  // The store's name leads to its page, from the keyboard.
  const storeLink = cards.first().getByTestId("part-store").getByRole("link");
  await storeLink.focus();
  await expect(storeLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/ar/shop/${order.parts[0]!.store!.slug}$`));

  await page.goto(`/ar/track-order?code=${code}`);
  await hydrated(page);
  const tracked = page.getByTestId("tracking-result");
  await expect(tracked.getByTestId("order-part").getByTestId("part-store")).toHaveText(storeNames);
  await expect(tracked.getByTestId("part-steps").locator("[aria-current=step]")).toHaveCount(2);
  await expect(tracked.getByTestId("tracking-history")).toContainText(arShop["shop.status_1"]);
  await expect(tracked).not.toContainText(order.address.address);
  await expect(tracked.getByTestId("part-timeline").first()).toContainText(arShop["shop.status_3"]);
  await expectNoSeriousAxeViolations(page, "tracking page with two parts, in Arabic");

  await page.goto("/user/orders");
  await hydrated(page);
  const row = page.getByTestId("order-row").filter({ hasText: code });
  for (const name of storeNames)
    await expect(row.getByTestId("order-row-parts")).toContainText(`${name}: ${shop["shop.status_3"]}`);
});
