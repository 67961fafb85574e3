import { expect, test } from "@playwright/test";
import enShop from "../../locales/en/shop.json" with { type: "json" };
import en from "../../src/console/i18n/en.ts";
import { E2E_PORT } from "../../scripts/chromium.ts";
import { startFakeStripe, type FakeStripe } from "../../src/testing/fakes/payments/stripe.ts";
import { signIn } from "./console-session.ts";
import { hydrated } from "./hydrated.ts";
import { payCartWithFakeStripe } from "./stripe-checkout.ts";
import { closeBanners } from "./shopper.ts";

/**
 * Issue 18's return journey: a shopper pays two units with (fake) Stripe, the part is delivered,
 * one unit comes back from the order page; the seller approves, receives it into stock and presses
 * refund twice; Stripe made one refund of one unit, and stock and the order page agree.
 */
let stripe: FakeStripe;
test.beforeAll(async () => {
  stripe = await startFakeStripe({ port: E2E_PORT + 1 });
});
test.afterAll(() => stripe?.close());

interface ProductRow {
  id: number;
  price: number;
  stock: number;
  variants: number;
  status: string;
}

test("a Stripe shopper returns one of two units; the seller refunds it once however often refund is pressed", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await closeBanners(page);
  await signIn(page, "seller@modest.local");
  const listed = await page.request.get("/api/v1/console/products?per_page=100");
  const rows = ((await listed.json()).data.data as ProductRow[]).filter((p) => p.status === "published");
  /** The product's figure the order takes from: its own stock, or its first variant with 3 units. */
  async function figureOf(productId: number): Promise<{ inventoryId: number | null; stock: number } | null> {
    const detail = (await (await page.request.get(`/api/v1/console/products/${productId}`)).json()).data as {
      stock: number;
      variants: { id: number; stock: number }[];
    };
    if (detail.variants.length === 0)
      return detail.stock >= 3 ? { inventoryId: null, stock: detail.stock } : null;
    const variant = detail.variants.find((v) => v.stock >= 3);
    return variant ? { inventoryId: variant.id, stock: variant.stock } : null;
  }
  let product: ProductRow | undefined;
  let figure: { inventoryId: number | null; stock: number } | null = null;
  for (const row of rows) {
    figure = await figureOf(row.id);
    if (figure) {
      product = row;
      break;
    }
  }
  expect(product, "a published product of the seller with 3 units").toBeDefined();

  await signIn(page, "customer@modest.local");
  const cart = (await (await page.request.get("/api/v1/cart/by-user")).json()).data as {
    items: { id: number }[];
  };
  for (const line of cart.items) await page.request.delete(`/api/v1/cart/delete/${line.id}`);
  const added = await page.request.post("/api/v1/cart/action", {
    data: { product_id: product!.id, inventory_id: figure!.inventoryId, quantity: 2 },
  });
  expect((await added.json()).status).toBe(200);
  const { orderId, sessionId } = await payCartWithFakeStripe(page, stripe);
  const order = (
    await (await page.request.post("/api/v1/order/by-user", { data: { order_id: orderId } })).json()
  ).data as {
    tracking_code: string;
    parts: { id: number; total: number }[];
    items: { unit_price: number; discount: number; quantity: number; free_quantity: number }[];
  };
  const [line] = order.items;
  // What the two units cost: a bundle deal on the product may have made one of them free.
  const net = line!.unit_price * (line!.quantity - line!.free_quantity) - line!.discount;

  await signIn(page, "admin@modest.local");
  const moved = await page.request.post("/api/v1/order/change-status", {
    data: { tracking_code: order.tracking_code, status: 5 },
  });
  expect((await moved.json()).status).toBe(200);

  await signIn(page, "customer@modest.local");
  await page.goto(`/user/order/${orderId}`);
  await hydrated(page);
  await page.getByTestId(`return-items-${order.parts[0]!.id}`).click();
  const dialog = page.getByTestId("return-dialog");
  await dialog.getByRole("spinbutton").fill("1");
  await dialog.getByLabel("Reason").fill("Too small");
  await dialog.getByRole("button", { name: enShop["shop.return_send"] }).click();
  await expect(page.getByTestId("toast")).toContainText(enShop["shop.return_requested"]);
  await expect(page.getByTestId("order-returns")).toContainText(enShop["shop.return_status_requested"]);

  await signIn(page, "seller@modest.local");
  await page.goto("/console/returns");
  await page
    .getByRole("link", { name: new RegExp(order.tracking_code) })
    .first()
    .click();
  await page.getByRole("button", { name: en["returns.approve"] }).click();
  await expect(page.getByRole("status").filter({ hasText: en["returns.approved"] })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: en["returns.restock"] })).toBeChecked();
  await page.getByRole("button", { name: en["returns.receive"] }).click();
  await expect(page.getByRole("status").filter({ hasText: en["returns.receivedDone"] })).toBeVisible();
  await page.getByRole("button", { name: /^Refund / }).click();
  await page.getByRole("button", { name: en["returns.refundConfirm"], exact: true }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: en["returns.refunded"] })).toBeVisible();

  const atStripe = stripe.refunds.filter(
    (r) => r.payment_intent === stripe.sessions.get(sessionId)!.payment_intent,
  );
  expect(atStripe.map((r) => r.amount)).toEqual([Math.floor(net / 2)]);
  const stock = (await figureOf(product!.id))?.stock;
  expect(stock).toBe(figure!.stock - 1);

  // The store's ledger agrees, newest first: the refund taken back less the share of the 10 %
  // commission the shop gives back on it (half up), then the part's sale less that commission.
  const paid = order.parts[0]!.total;
  const commission = Math.floor((net * 10 + 50) / 100);
  const refunded = atStripe[0]!.amount;
  const back = Math.floor((2 * commission * refunded + paid) / (2 * paid));
  const dollars = (minor: number) => `${minor < 0 ? "-" : ""}$${(Math.abs(minor) / 100).toFixed(2)}`;
  await page.goto("/console/money");
  const entries = page.getByRole("row").filter({ hasText: `${order.tracking_code}-1` });
  await expect(entries.locator("td:last-child")).toHaveText([
    dollars(-(refunded - back)),
    dollars(paid - commission),
  ]);

  await signIn(page, "customer@modest.local");
  await page.goto(`/user/order/${orderId}`);
  await hydrated(page);
  await expect(page.getByTestId("order-returns")).toContainText(enShop["shop.return_status_refunded"]);
});
