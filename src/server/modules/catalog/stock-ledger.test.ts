import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { inventories, paymentMethods, products, stockMovements } from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createVariantProduct,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import { moveStock } from "./stock-ledger.ts";
import type { RequestContext } from "../../platform/context.ts";

let database: TestDatabase;
let server: ApiTestServer;

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "stock-ledger-outbox-")) });
  database = await createTestDatabase();
  await createPlaces(database.db);
  await database.db.insert(paymentMethods).values({ id: 2, name: "Cash on delivery", enabled: true });
  server = await startApiServer({ db: database.db });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const post = (path: string, body: unknown, token?: string) =>
  server
    .fetch(`/api/v1${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        Language: "en",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
    .then(async (r) => ({ http: r.status, ...((await r.json()) as { status: number; data: unknown }) }));

/** Each stock figure (product's own or a variant's) and the sum of its movements. */
async function figures(productIds: number[]) {
  const db = database.db;
  const own = await db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(sql`${products.id} in ${productIds}`);
  const variants = await db
    .select({ id: inventories.id, stock: inventories.quantity })
    .from(inventories)
    .where(sql`${inventories.productId} in ${productIds}`);
  const sums = await db
    .select({
      productId: stockMovements.productId,
      inventoryId: stockMovements.inventoryId,
      total: sql<number>`sum(${stockMovements.delta})::int`,
    })
    .from(stockMovements)
    .groupBy(stockMovements.productId, stockMovements.inventoryId);
  const sumOf = (productId: number | null, inventoryId: number | null) =>
    sums.find((s) =>
      inventoryId === null
        ? s.productId === productId && s.inventoryId === null
        : s.inventoryId === inventoryId,
    )?.total ?? 0;
  return {
    own: new Map(own.map((p) => [p.id, { stock: p.stock, moved: sumOf(p.id, null) }])),
    variants: new Map(variants.map((v) => [v.id, { stock: v.stock, moved: sumOf(null, v.id) }])),
  };
}

describe("stock ledger", () => {
  it("after concurrent checkouts and cancellations, each variant's and product's movements add up to its stock change", async () => {
    const db = database.db;
    const store = await createStore(db);
    await createLocationRule(db, store.id, [{ country: "AF", price: 100 }]);
    const plain = await createProduct(db, store.id, { stock: 8 });
    const { product: dressed, variants } = await createVariantProduct(db, store.id, [5, 4]);
    const before = await figures([plain.id, dressed.id]);
    const shoppers: RequestContext[] = [];
    for (let i = 0; i < 24; i++) {
      const ctx = guestCtx(db);
      await saveAddress(ctx, ADDRESS);
      await putInCart(ctx, { productId: plain.id, quantity: 1 });
      await putInCart(ctx, { productId: dressed.id, inventoryId: variants[i % 2]!.id, quantity: 1 });
      shoppers.push(ctx);
    }
    const answers = await Promise.all(
      shoppers.map((ctx, i) =>
        post("/order/action", {
          user_token: ctx.guestToken,
          payment_method: 2,
          idempotency_key: `ledger-${i}-abcdef`,
        }),
      ),
    );
    expect(answers.filter((a) => a.http >= 500)).toEqual([]);
    const placed = answers.map((a, i) => ({ a, ctx: shoppers[i]! })).filter(({ a }) => a.status === 200);
    expect(placed.length).toBeGreaterThan(0);
    // Two of the orders are cancelled: their units come back through the ledger too.
    for (const { a, ctx } of placed.slice(0, 2)) {
      const orderId = (a.data as { order_id: number }).order_id;
      const cancelled = await post("/cancellation/cancel-order", {
        user_token: ctx.guestToken,
        order_id: orderId,
        title: "Changed my mind",
        message: "Cancel please",
      });
      expect(cancelled.status).toBe(200);
    }
    const after = await figures([plain.id, dressed.id]);
    for (const [id, figure] of after.own) {
      const start = before.own.get(id)!;
      expect(figure.stock - start.stock).toBe(figure.moved - start.moved);
    }
    for (const [id, figure] of after.variants) {
      const start = before.variants.get(id)!;
      expect(figure.stock - start.stock).toBe(figure.moved - start.moved);
    }
    expect(after.own.get(plain.id)!.stock).toBe(8 - placed.length + 2);
    const reasons = await db
      .selectDistinct({ reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.productId, plain.id));
    expect(reasons.map((r) => r.reason).sort()).toEqual(["cancel", "order"]);
  }, 180_000);

  it("a move that would take a figure below zero changes nothing and writes no movement", async () => {
    const db = database.db;
    const store = await createStore(db);
    const product = await createProduct(db, store.id, { stock: 2 });
    expect(
      await moveStock(db, { productId: product.id, inventoryId: null, delta: -3, reason: "manual" }),
    ).toBeNull();
    const [row] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.stock).toBe(2);
    const rows = await db.select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(rows).toEqual([]);
  });
});
