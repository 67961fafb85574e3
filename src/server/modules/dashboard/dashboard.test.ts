/**
 * The console's dashboard over real orders placed through checkout: each seller sees their own
 * store's lines only, the admin the whole shop, the editor the catalogue's structure.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../platform/db/client.ts";
import { orders, reviews } from "../../platform/db/schema/index.ts";
import { splitDiscount } from "../../../lib/price.ts";
import { createConsoleWorld, type ConsoleRole } from "../../../testing/console-world.ts";
import { freshCategory } from "../../../testing/taxonomy-fixtures.ts";
import {
  ADDRESS,
  COD,
  createLocationRule,
  createProduct,
  createVoucher,
  fillCodShop,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import { useTestWorld, type ApiBody } from "../../../testing/world.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import { cancelOrder } from "../orders/order.service.ts";
import { placeOrder } from "../orders/place-order.ts";

const DAY = 86_400_000;

async function fill(db: Db) {
  await fillCodShop(db);
  const w = await createConsoleWorld(db);
  await createLocationRule(db, w.store.id, [{ country: "AF", price: 300 }]);
  await createLocationRule(db, w.otherStore.id, [{ country: "AF", price: 500 }]);
  const shawl = await createProduct(db, w.store.id, { selling: 1000, stock: 6 });
  const mug = await createProduct(db, w.otherStore.id, { selling: 1500, stock: 30 });
  return { ...w, shawl, mug };
}

const world = useTestWorld({ fill, api: true, outbox: true });

async function as(role: ConsoleRole, lang = "en") {
  const token = world.fx.tokens[role];
  const response = await world.server.fetch("/api/v1/console/dashboard", {
    headers: { Language: lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { http: response.status, body: (await response.json()) as ApiBody };
}

async function order(lines: [productId: number, quantity: number][], voucherCode?: string) {
  const ctx = guestCtx(world.db);
  await saveAddress(ctx, ADDRESS);
  for (const [productId, quantity] of lines) await putInCart(ctx, { productId, quantity });
  const placed = await placeOrder(ctx, { paymentMethod: COD, voucherCode: voucherCode ?? null });
  return { ...placed, ctx };
}

async function placedDaysAgo(id: number, days: number) {
  await world.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(orders.id, id));
}

const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The orders of the test, placed at checkout once for the file. */
let today: { both: number; shawlOnly: number; total: number };

beforeAll(async () => {
  const { shawl, mug } = world.fx;
  const voucher = await createVoucher(world.db, { type: 1, amount: 700 });
  // Today: two shawls and a mug with 7.00 off, one shawl alone, and a cancelled mug.
  const both = await order(
    [
      [shawl.id, 2],
      [mug.id, 1],
    ],
    voucher.code,
  );
  const shawlOnly = await order([[shawl.id, 1]]);
  const cancelled = await order([[mug.id, 4]]);
  await cancelOrder(cancelled.ctx, { orderId: cancelled.id, title: "Changed my mind", message: "Sorry" });
  // Three days ago one shawl; forty days ago (outside the chart) two mugs.
  await placedDaysAgo((await order([[shawl.id, 1]])).id, 3);
  await placedDaysAgo((await order([[mug.id, 2]])).id, 40);
  today = { both: both.total, shawlOnly: shawlOnly.total, total: both.total + shawlOnly.total };
});

describe("GET /console/dashboard", () => {
  it("shows a seller today's orders and 30 days of sales from their own lines only", async () => {
    const { http, body } = await as("seller");
    expect(http).toBe(200);
    const { sales, scope, time_zone, currency } = body.data;
    expect({ scope, time_zone, currency }).toEqual({ scope: "store", time_zone: "UTC", currency: "USD" });
    // Their share of the 7.00 off follows the goods of each store's lines: 20.00 of 35.00 is 4.00.
    expect(splitDiscount(700, [2000, 1500])).toEqual([400, 300]);
    const shawlLines = 2 * 1000 + 300 - 400 + (1000 + 300);
    expect(sales.today).toEqual({ orders: 2, amount: shawlLines });

    expect(sales.days).toHaveLength(30);
    expect(sales.days.at(-1)).toEqual({ date: utcDate(Date.now()), ...sales.today });
    expect(sales.days[0].date).toBe(utcDate(Date.now() - 29 * DAY));
    const threeDaysAgo = sales.days.find((d: { date: string }) => d.date === utcDate(Date.now() - 3 * DAY));
    expect(threeDaysAgo).toMatchObject({ orders: 1, amount: 1300 });
    const quiet = sales.days.filter((d: { orders: number }) => d.orders === 0);
    expect(quiet).toHaveLength(28);
    expect(quiet.every((d: { amount: number }) => d.amount === 0)).toBe(true);
  });

  it("shows the second seller only their mug, never the first seller's sales", async () => {
    const { body } = await as("otherSeller");
    // The cancelled order of four mugs does not count; the one of forty days ago is out of the chart.
    expect(body.data.sales.today).toEqual({ orders: 1, amount: 1500 + 500 - 300 });
    const busyDays = body.data.sales.days.filter((d: { orders: number }) => d.orders > 0);
    expect(busyDays.map((d: { date: string }) => d.date)).toEqual([utcDate(Date.now())]);
    const first = (await as("seller")).body.data.sales.today.amount;
    // Between them the two stores' lines make exactly what the shoppers pay today.
    expect(first + body.data.sales.today.amount).toBe(today.total);
  });

  it("shows the admin the whole shop's sales: what today's orders come to", async () => {
    const { body } = await as("admin");
    expect(body.data.scope).toBe("shop");
    expect(body.data.sales.today).toEqual({ orders: 2, amount: today.total });
    const week = body.data.sales.days.slice(-7);
    expect(week.reduce((n: number, d: { orders: number }) => n + d.orders, 0)).toBe(3);
  });

  it("counts low-stock and submitted products exactly as the product table's filters list them", async () => {
    await world.fx.productIn("submitted");
    for (const role of ["seller", "otherSeller", "admin"] as const) {
      const { body } = await as(role);
      const table = async (query: string) => {
        const response = await world.server.fetch(`/api/v1/console/products?${query}`, {
          headers: { Language: "en", authorization: `Bearer ${world.fx.tokens[role]}` },
        });
        return ((await response.json()) as ApiBody).data.total as number;
      };
      expect(body.data.products).toEqual({
        low_stock: await table("low_stock=true"),
        submitted: await table("status=submitted"),
      });
    }
    // The shawl sold four of its six units (today and three days ago): two left, low on stock.
    expect((await as("seller")).body.data.products).toEqual({ low_stock: 1, submitted: 1 });
    expect((await as("otherSeller")).body.data.products).toEqual({ low_stock: 0, submitted: 0 });
  });

  it("shows the admin the seller applications waiting and the reviews of the week; not to sellers", async () => {
    const before = (await as("admin")).body.data;
    await world.fx.pendingApplication();
    const [someOrder] = await world.db.select({ id: orders.id }).from(orders).limit(1);
    const reviewer = world.fx.people.customer.id;
    await world.db.insert(reviews).values([
      { userId: reviewer, productId: world.fx.shawl.id, orderId: someOrder!.id, rating: 5 },
      {
        userId: reviewer,
        productId: world.fx.mug.id,
        orderId: someOrder!.id,
        rating: 2,
        createdAt: new Date(Date.now() - 10 * DAY),
      },
    ]);
    const after = (await as("admin")).body.data;
    expect(after.seller_applications).toBe(before.seller_applications + 1);
    expect(after.new_reviews).toBe(before.new_reviews + 1);
    const seller = (await as("seller")).body.data;
    expect(seller).toMatchObject({ seller_applications: null, new_reviews: null, catalogue: null });
  });

  it("shows an editor the catalogue's structure and no sales; a customer nothing", async () => {
    const { http, body } = await as("editor", "fr");
    expect(http).toBe(200);
    expect(body.data).toMatchObject({ sales: null, products: null, seller_applications: null });
    // The world's products share one category; it made a size attribute and its variant product another.
    expect(body.data.catalogue).toEqual({
      categories: 1,
      sub_categories: 0,
      brands: 0,
      collections: 0,
      tags: 0,
      attributes: 2,
    });
    await freshCategory(world.db);
    expect((await as("editor")).body.data.catalogue.categories).toBe(2);
    expect((await as("customer", "tr")).http).toBe(403);
    expect((await as("anonymous")).http).toBe(401);
  });
});
