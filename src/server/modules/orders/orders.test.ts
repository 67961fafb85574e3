import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import {
  flashSaleProducts,
  flashSales,
  inventories,
  orderItems,
  orderMailQueue,
  orders,
  paymentMethods,
  products,
  vouchers,
} from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { getCart, putInCart } from "../cart/cart.service.ts";
import {
  ADDRESS,
  createBundle,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createUser,
  createVariantProduct,
  createVoucher,
  guestCtx,
  userCtx,
} from "../../../testing/shop-fixtures.ts";
import type { RequestContext } from "../../platform/context.ts";
import { runAdminCommand } from "../../cli/admin-cli.ts";
import {
  cancelOrder,
  changeOrderStatus,
  findOrder,
  findOwnOrderByCode,
  listOrders,
  trackOrder,
} from "./order.service.ts";
import { placeOrder } from "./place-order.ts";
import { restoreStock } from "./stock.ts";
import { keyOf } from "../../../testing/error-key.ts";

let database: TestDatabase;
let server: ApiTestServer;
const COD = 2;

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "orders-outbox-")) });
  database = await createTestDatabase();
  await createPlaces(database.db);
  await database.db.insert(paymentMethods).values([
    { id: 2, name: "Cash on delivery", enabled: true },
    { id: 7, name: "Bank transfer", enabled: false },
  ]);
  server = await startApiServer({ db: database.db });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function shopper(productId: number, quantity = 1): Promise<RequestContext> {
  const ctx = guestCtx(database.db);
  await saveAddress(ctx, ADDRESS);
  await putInCart(ctx, { productId, quantity });
  return ctx;
}

async function stockOf(productId: number): Promise<number> {
  const [row] = await database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? -1;
}

async function shippingStore() {
  const store = await createStore(database.db, { commission: 12.5 });
  await createLocationRule(database.db, store.id, [{ country: "AF", price: 300 }]);
  return store;
}

describe("placing an order", () => {
  it("one checkout makes one order whose lines keep store, price, units, shipping, discount and commission", async () => {
    const db = database.db;
    const storeA = await shippingStore();
    const storeB = await shippingStore();
    const scarf = await createProduct(db, storeA.id, { selling: 1000, stock: 10 });
    await createBundle(db, scarf.id, 3, 1);
    const dress = await createProduct(db, storeB.id, { selling: 5000, offered: 4000, stock: 5 });
    const ctx = await shopper(scarf.id, 3);
    await putInCart(ctx, { productId: dress.id, quantity: 1 });
    const voucher = await createVoucher(db, { type: 1, amount: 600 });
    const placed = await placeOrder(ctx, { paymentMethod: COD, voucherCode: voucher.code });
    expect(placed.trackingCode).toMatch(/^[A-Z0-9]{10}$/);
    const order = await findOrder(ctx, placed.id);
    expect(order).toMatchObject({
      subtotal: 2000 + 4000,
      shipping_cost: 600,
      bundle_savings: 1000,
      discount: 600,
    });
    expect(order.total).toBe(6000);
    const line = order.items.find((i) => i.product_id === scarf.id);
    expect(line).toMatchObject({
      unit_price: 1000,
      quantity: 3,
      free_quantity: 1,
      shipping_cost: 300,
      store: { id: storeA.id },
    });
    expect(order.items.reduce((s, i) => s + i.discount, 0)).toBe(600);
    const [stored] = await db.select().from(orderItems).where(eq(orderItems.productId, scarf.id));
    expect(stored?.commissionPercent).toBe(12.5);
    expect(await stockOf(scarf.id)).toBe(7);
    expect(await stockOf(dress.id)).toBe(4);
    expect((await getCart(ctx)).items).toHaveLength(0);
    const [used] = await db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(used?.usedCount).toBe(1);
  });

  it("refuses without an address, without a selected product, with a disabled method, and when stock ran out (nothing kept)", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 2 });
    const noAddress = guestCtx(db);
    await putInCart(noAddress, { productId: product.id, quantity: 1 });
    expect(await keyOf(placeOrder(noAddress, { paymentMethod: COD }))).toBe("shop.address_required");
    const empty = guestCtx(db);
    await saveAddress(empty, ADDRESS);
    expect(await keyOf(placeOrder(empty, { paymentMethod: COD }))).toBe("shop.select_product");
    const ctx = await shopper(product.id, 2);
    expect(await keyOf(placeOrder(ctx, { paymentMethod: 7 }))).toBe("shop.payment_method_unavailable");
    await db.update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    expect(await keyOf(placeOrder(ctx, { paymentMethod: COD }))).toBe("shop.out_of_stock");
    expect(await stockOf(product.id)).toBe(1);
    expect((await getCart(ctx)).items).toHaveLength(1);
    expect((await listOrders(ctx, 1)).total).toBe(0);
  });

  it("a line that cannot ship to the address blocks the order with the spec's message", async () => {
    const db = database.db;
    const store = await createStore(db);
    await createLocationRule(db, store.id, [{ country: "FR", price: 100 }]);
    const product = await createProduct(db, store.id);
    const ctx = await shopper(product.id);
    expect(await keyOf(placeOrder(ctx, { paymentMethod: COD }))).toBe("shop.cannot_ship");
  });

  it("variant stock is reserved on the variant", async () => {
    const db = database.db;
    const store = await shippingStore();
    const { product, variants } = await createVariantProduct(db, store.id, [2, 0]);
    const ctx = guestCtx(db);
    await saveAddress(ctx, ADDRESS);
    await putInCart(ctx, { productId: product.id, inventoryId: variants[0]?.id, quantity: 2 });
    await placeOrder(ctx, { paymentMethod: COD });
    const [variant] = await db
      .select()
      .from(inventories)
      .where(eq(inventories.id, variants[0]?.id as number));
    expect(variant?.quantity).toBe(0);
  });

  it("a voucher with one use left is used once under concurrent checkouts", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 100, selling: 2000 });
    const voucher = await createVoucher(db, { usageLimit: 1 });
    const shoppers: RequestContext[] = [];
    for (let i = 0; i < 8; i++) shoppers.push(await shopper(product.id));
    const results = await Promise.allSettled(
      shoppers.map((ctx) => placeOrder(ctx, { paymentMethod: COD, voucherCode: voucher.code })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [row] = await db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row?.usedCount).toBe(1);
    expect(await stockOf(product.id)).toBe(99);
  }, 60_000);

  it("a double-submitted order with the same idempotency key makes one order", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 10 });
    const ctx = await shopper(product.id, 2);
    const key = "click-7f3a9c2e-0001";
    const [a, b] = await Promise.all([
      placeOrder(ctx, { paymentMethod: COD, idempotencyKey: key }),
      placeOrder(ctx, { paymentMethod: COD, idempotencyKey: key }),
    ]);
    expect(a.id).toBe(b.id);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    const again = await placeOrder(ctx, { paymentMethod: COD, idempotencyKey: key });
    expect(again).toMatchObject({ id: a.id, created: false });
    expect(await db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(8);
  });
});

describe("after the order", () => {
  it("a cancelled order gives its stock back exactly once and keeps the title and message", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 5 });
    const ctx = await shopper(product.id, 3);
    const voucher = await createVoucher(db, { usageLimit: 1 });
    const placed = await placeOrder(ctx, { paymentMethod: COD, voucherCode: voucher.code });
    expect(await stockOf(product.id)).toBe(2);
    const cancelled = await cancelOrder(ctx, {
      orderId: placed.id,
      title: "Wrong size",
      message: "I ordered the wrong size.",
    });
    expect(cancelled).toMatchObject({
      cancelled: true,
      cancellation: { title: "Wrong size", message: "I ordered the wrong size." },
    });
    expect(await stockOf(product.id)).toBe(5);
    expect(await keyOf(cancelOrder(ctx, { orderId: placed.id, title: "Again", message: "Again" }))).toBe(
      "shop.order_not_cancellable",
    );
    expect(await db.transaction((tx) => restoreStock(tx, placed.id))).toBe(false);
    expect(await stockOf(product.id)).toBe(5);
    const [row] = await db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row?.usedCount).toBe(0);
  });

  it("a paid online order that is cancelled is marked for refund", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 5 });
    const ctx = await shopper(product.id);
    const placed = await placeOrder(ctx, { paymentMethod: COD });
    await db.update(orders).set({ paymentStatus: 1 }).where(eq(orders.id, placed.id));
    expect(
      (await cancelOrder(ctx, { orderId: placed.id, title: "Changed my mind", message: "Sorry" }))
        .refund_requested,
    ).toBe(true);
  });

  it("the admin or the order's seller moves the status; cash on delivery is paid when delivered; tracking shows it", async () => {
    const db = database.db;
    const store = await shippingStore();
    const stranger = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 5 });
    const ctx = await shopper(product.id);
    const placed = await placeOrder(ctx, { paymentMethod: COD });
    expect(await keyOf(changeOrderStatus(userCtx(db, stranger.owner), placed.trackingCode, 2))).toBe(
      "server.forbidden",
    );
    expect(await keyOf(changeOrderStatus(userCtx(db, await createUser(db)), placed.trackingCode, 2))).toBe(
      "server.forbidden",
    );
    await changeOrderStatus(userCtx(db, store.owner), placed.trackingCode, 2);
    const admin = userCtx(db, await createUser(db, "admin"));
    expect(await keyOf(changeOrderStatus(admin, placed.trackingCode, 1))).toBe("shop.order_status_invalid");
    const delivered = await changeOrderStatus(admin, placed.trackingCode, 5);
    expect(delivered).toMatchObject({ delivery_status: 5, payment_status: 1 });
    expect(delivered.steps.filter((s) => s.done).map((s) => s.status)).toEqual([1, 2, 3, 4]);
    const tracking = await trackOrder(guestCtx(db), placed.trackingCode.toLowerCase());
    expect(tracking.delivery_status).toBe(5);
    expect(tracking.history.map((h) => h.event)).toEqual(["placed"]);
    expect(tracking.parts).toHaveLength(1);
    expect(tracking.parts[0]).toMatchObject({ code: `${placed.trackingCode}-1`, delivery_status: 5 });
    expect(tracking.parts[0]?.history.map((h) => [h.status, h.event])).toEqual([
      [2, null],
      [5, null],
      [5, "paid"],
    ]);
    expect(delivered.parts[0]).toMatchObject({ payment_status: 1, total: delivered.total });
    expect(await keyOf(cancelOrder(ctx, { orderId: placed.id, title: "Late", message: "Too late" }))).toBe(
      "shop.order_not_cancellable",
    );
  });

  it("units bought during a live flash sale count as sold in it, and come back when the order is cancelled", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 10 });
    const now = Date.now();
    const [sale] = await db
      .insert(flashSales)
      .values({ startTime: new Date(now - 3_600_000), endTime: new Date(now + 3_600_000) })
      .returning();
    await db
      .insert(flashSaleProducts)
      .values({ flashSaleId: sale.id, productId: product.id, price: 500, quantity: 8 });
    const soldInSale = async () =>
      (await db.select().from(flashSaleProducts).where(eq(flashSaleProducts.productId, product.id)))[0].sold;
    const ctx = await shopper(product.id, 3);
    const placed = await placeOrder(ctx, { paymentMethod: COD });
    expect(await soldInSale()).toBe(3);
    await cancelOrder(ctx, { orderId: placed.id, title: "Changed my mind", message: "Sorry" });
    expect(await soldInSale()).toBe(0);
  });

  /** A cash-on-delivery order placed by a shopper, and an admin account to run the command line. */
  async function orderForAdmin() {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 5 });
    const placed = await placeOrder(await shopper(product.id), { paymentMethod: COD });
    await createUser(db, "admin");
    return { db, placed };
  }

  it("the admin command line moves an order by its tracking code and says what it did", async () => {
    const { db, placed } = await orderForAdmin();
    const lines: string[] = [];
    expect(await runAdminCommand(db, ["order-status", placed.trackingCode, "4"], (l) => lines.push(l))).toBe(
      0,
    );
    expect(lines.at(-1)).toBe(`Order ${placed.trackingCode} is now onWay; the customer has been e-mailed.`);
    // The command's process ends next: its mails went before it answered, none is left queued.
    expect(await db.select().from(orderMailQueue).where(eq(orderMailQueue.orderId, placed.id))).toEqual([]);
    expect((await trackOrder(guestCtx(db), placed.trackingCode)).delivery_status).toBe(4);
    expect(await runAdminCommand(db, ["order-status", placed.trackingCode, "2"], (l) => lines.push(l))).toBe(
      1,
    );
    expect(lines.at(-1)).toMatch(new RegExp(`^Order ${placed.trackingCode} was not changed: .+`));
    expect((await trackOrder(guestCtx(db), placed.trackingCode)).delivery_status).toBe(4);
  });

  it("with the mail server down the admin command line says the e-mail is queued for retry, not sent", async () => {
    const { db, placed } = await orderForAdmin();
    const lines: string[] = [];
    configureMail({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      expect(
        await runAdminCommand(db, ["order-status", placed.trackingCode, "2"], (l) => lines.push(l)),
      ).toBe(0);
    } finally {
      configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "orders-outbox-")) });
    }
    expect(lines.at(-1)).toBe(
      `Order ${placed.trackingCode} is now confirmed; the e-mail to the customer could not be sent: it is queued and the running shop will retry it.`,
    );
    expect(
      await db
        .select({ kind: orderMailQueue.kind })
        .from(orderMailQueue)
        .where(eq(orderMailQueue.orderId, placed.id)),
    ).toContainEqual({ kind: "status" });
    expect((await trackOrder(guestCtx(db), placed.trackingCode)).delivery_status).toBe(2);
  });

  it("orders belong to their owner: another guest sees none of them", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id);
    const ctx = await shopper(product.id);
    const placed = await placeOrder(ctx, { paymentMethod: COD });
    expect((await listOrders(ctx, 1)).data.map((o) => o.id)).toEqual([placed.id]);
    const other = guestCtx(db);
    expect((await listOrders(other, 1)).total).toBe(0);
    expect(await keyOf(findOrder(other, placed.id))).toBe("server.not_found");
  });

  it("the confirmation page's order by its code: the guest who placed it or the signed-in owner, nobody else", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id);
    const ctx = await shopper(product.id);
    const placed = await placeOrder(ctx, { paymentMethod: COD });
    const seen = await findOwnOrderByCode(ctx, placed.trackingCode.toLowerCase());
    expect(seen).toMatchObject({ id: placed.id, tracking_code: placed.trackingCode, total: placed.total });
    expect(seen.parts).toHaveLength(1);

    const customer = await createUser(db);
    const customerCtx = userCtx(db, customer);
    await saveAddress(customerCtx, ADDRESS);
    await putInCart(customerCtx, { productId: product.id, quantity: 1 });
    const own = await placeOrder(customerCtx, { paymentMethod: COD });
    expect((await findOwnOrderByCode(customerCtx, own.trackingCode)).id).toBe(own.id);

    const strangers = [
      { lang: "en" as const, dir: "ltr" as const, db },
      guestCtx(db),
      userCtx(db, await createUser(db)),
      // A signed-in customer never sees a guest's order, even from the browser that placed it.
      { ...customerCtx, guestToken: ctx.guestToken },
    ];
    for (const stranger of strangers)
      expect(await keyOf(findOwnOrderByCode(stranger, placed.trackingCode))).toBe("server.not_found");
    expect(await keyOf(findOwnOrderByCode(ctx, own.trackingCode))).toBe("server.not_found");
  });
});
