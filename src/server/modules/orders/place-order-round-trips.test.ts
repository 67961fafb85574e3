import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenForCatalogChanges } from "../../cache/catalog-listener.ts";
import { sendAfterCommit } from "./order-mail-queue.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { roundTripsOf } from "../../../testing/round-trips.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import {
  ADDRESS,
  COD,
  createLocationRule,
  createProduct,
  createStore,
  createVariantProduct,
  fillCodShop,
} from "../../../testing/shop-fixtures.ts";
import { cartItems, inventories, orderItems, orderParts, products } from "../../platform/db/schema/index.ts";

let database: TestDatabase;
let server: ApiTestServer;
let stopListening: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  await fillCodShop(database.db);
  // As in the shop: memos (the payment methods) are kept until a change notice drops them.
  stopListening = await listenForCatalogChanges(database);
  server = await startApiServer({ db: database.db });
});
afterAll(async () => {
  await server?.close();
  await stopListening?.();
  await database?.close();
});

const post = (path: string, body: unknown) =>
  server
    .fetch(`/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", Language: "en" },
      body: JSON.stringify(body),
    })
    .then(async (r) => ({ http: r.status, ...(await r.json()) }));

let guests = 0;

/** A guest with an address (its own e-mail) and nothing in the cart yet. */
async function guest(): Promise<string> {
  const token = `roundtripguest${++guests}`;
  await post("/user/address/action", { user_token: token, ...ADDRESS, email: `g${guests}@example.test` });
  return token;
}

async function stockOf(productId: number) {
  const [row] = await database.db
    .select({ stock: products.stock, sold: products.soldCount })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

describe("checkout's round trips", () => {
  it("adding to the cart is one round trip; placing an order of three lines from two stores is six (one statement writes it)", async () => {
    const db = database.db;
    const [north, south] = [await createStore(db), await createStore(db)];
    for (const store of [north, south])
      await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
    const scarf = await createProduct(db, north.id, { stock: 5 });
    const shawl = await createProduct(db, south.id, { stock: 5 });
    const dress = await createVariantProduct(db, north.id, [4, 0]);
    // A first order fills the process's memos (payment methods) as the shop's first orders do.
    const first = await guest();
    await post("/cart/action", { user_token: first, product_id: scarf.id, quantity: 1 });
    expect((await post("/order/action", { user_token: first, payment_method: COD })).status).toBe(200);
    await sendAfterCommit(db);

    const token = await guest();
    let added: { status?: number } = {};
    const cart = await roundTripsOf(db, async () => {
      added = await post("/cart/action", { user_token: token, product_id: scarf.id, quantity: 2 });
    });
    expect(added.status).toBe(200);
    expect(cart).toHaveLength(1);
    await post("/cart/action", { user_token: token, product_id: shawl.id, quantity: 1 });
    await post("/cart/action", {
      user_token: token,
      product_id: dress.product.id,
      inventory_id: dress.variants[0].id,
      quantity: 3,
    });
    let placed: { status?: number; data?: { order_id: number } } = {};
    const order = await roundTripsOf(db, async () => {
      placed = await post("/order/action", { user_token: token, payment_method: COD });
    });
    expect(placed.status).toBe(200);
    // Up to the commit: the confirmation mails go after the answer (order-mail-queue.ts), and may
    // or may not have started when it arrives.
    const placing = order.slice(0, order.findIndex((text) => /^\s*commit\s*$/i.test(text)) + 1);
    expect(placing.length, order.join("\n---\n")).toBeGreaterThan(0);
    expect(placing.length, placing.join("\n---\n")).toBeLessThanOrEqual(6);

    // What the statement wrote: stock taken once per line, one part per store, every line.
    expect(await stockOf(scarf.id)).toEqual({ stock: 2, sold: 3 });
    expect(await stockOf(shawl.id)).toEqual({ stock: 4, sold: 1 });
    expect(await stockOf(dress.product.id)).toMatchObject({ sold: 3 });
    const [variant] = await db
      .select({ quantity: inventories.quantity })
      .from(inventories)
      .where(eq(inventories.id, dress.variants[0].id));
    expect(variant?.quantity).toBe(1);
    const orderId = placed.data?.order_id as number;
    const parts = await db.select().from(orderParts).where(eq(orderParts.orderId, orderId));
    expect(parts.map((p) => [p.storeId, p.number]).sort()).toEqual(
      [
        [north.id, 1],
        [south.id, 2],
      ].sort(),
    );
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(
      lines.map((l) => [l.productId, l.quantity, parts.find((p) => p.id === l.partId)?.storeId]),
    ).toEqual([
      [dress.product.id, 3, north.id],
      [shawl.id, 1, south.id],
      [scarf.id, 2, north.id],
    ]);
  });

  it("an order one line of which is out of stock writes nothing: no order, no stock taken, the cart kept", async () => {
    const db = database.db;
    const store = await createStore(db);
    await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
    const plenty = await createProduct(db, store.id, { stock: 9 });
    const scarce = await createProduct(db, store.id, { stock: 2 });
    const token = await guest();
    await post("/cart/action", { user_token: token, product_id: plenty.id, quantity: 3 });
    await post("/cart/action", { user_token: token, product_id: scarce.id, quantity: 2 });
    await db.update(products).set({ stock: 1 }).where(eq(products.id, scarce.id));
    const answer = await post("/order/action", { user_token: token, payment_method: COD });
    expect(answer).toMatchObject({ http: 409, message: "This product is out of stock." });
    expect(await stockOf(plenty.id)).toEqual({ stock: 9, sold: 0 });
    expect(await stockOf(scarce.id)).toEqual({ stock: 1, sold: 0 });
    expect(await db.select().from(orderItems).where(eq(orderItems.productId, plenty.id))).toEqual([]);
    const kept = await db.select().from(cartItems).where(eq(cartItems.guestToken, token));
    expect(kept.map((l) => l.quantity).sort()).toEqual([2, 3]);
  });
});
