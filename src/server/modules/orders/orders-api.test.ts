import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import {
  cartItems,
  orderItems,
  paymentMethods,
  products,
  voucherUses,
  vouchers,
} from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { getCart, putInCart } from "../cart/cart.service.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createUser,
  createVoucher,
  guestCtx,
  userCtx,
} from "../../../testing/shop-fixtures.ts";
import type { RequestContext } from "../../platform/context.ts";
import { createSession } from "../accounts/sessions.ts";
import { translate } from "../../core/messages.ts";
import { listOrders } from "./order.service.ts";
import { placeOrder } from "./place-order.ts";

let database: TestDatabase;
let server: ApiTestServer;
const COD = 2;

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "orders-api-outbox-")) });
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

let shoppers = 0;

/** A guest with the product in its cart and an address of its own (its own e-mail and phone). */
async function shopper(productId: number, quantity = 1): Promise<RequestContext> {
  const ctx = guestCtx(database.db);
  const n = ++shoppers;
  await saveAddress(ctx, { ...ADDRESS, email: `shopper${n}@example.test`, phone: `+93 700 ${100_000 + n}` });
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

describe("orders API", () => {
  const post = (path: string, body: unknown, language = "en", token?: string) =>
    server
      .fetch(`/api/v1${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          Language: language,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      })
      .then(async (r) => ({ http: r.status, ...(await r.json()) }));

  it("200 concurrent checkouts through the API for 10 units make exactly 10 orders; the rest hear 'out of stock' in their language", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 10 });
    const shoppers: RequestContext[] = [];
    for (let i = 0; i < 200; i++) shoppers.push(await shopper(product.id));
    const languages = ["en", "fr", "ar", "hi", "tr"] as const;
    const answers = await Promise.all(
      shoppers.map((ctx, i) =>
        post(
          "/order/action",
          { user_token: ctx.guestToken, payment_method: COD, idempotency_key: `api-click-${i}-xyz` },
          languages[i % languages.length],
        ).then((answer) => ({ ...answer, lang: languages[i % languages.length] })),
      ),
    );
    expect(answers.filter((a) => a.http >= 500)).toEqual([]);
    const placed = answers.filter((a) => a.status === 200);
    expect(placed).toHaveLength(10);
    expect(placed.filter((a) => a.message !== translate({ key: "shop.order_placed" }, a.lang))).toEqual([]);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.filter((a) => a.message !== translate({ key: "shop.out_of_stock" }, a.lang))).toEqual([]);
    expect(await stockOf(product.id)).toBe(0);
    const lines = await db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(lines).toHaveLength(10);
    expect(new Set(lines.map((l) => l.orderId)).size).toBe(10);
  }, 180_000);

  it("concurrent checkouts never use a voucher past its total limit", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 100, selling: 2000 });
    const voucher = await createVoucher(db, { usageLimit: 3, perCustomerLimit: 1 });
    const shoppers: RequestContext[] = [];
    for (let i = 0; i < 30; i++) shoppers.push(await shopper(product.id));
    const answers = await Promise.all(
      shoppers.map((ctx, i) =>
        post("/order/action", {
          user_token: ctx.guestToken,
          payment_method: COD,
          voucher_code: voucher.code,
          idempotency_key: `voucher-click-${i}-${voucher.id}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.message))).toEqual(
      new Set(["This voucher has reached its usage limit."]),
    );
    const [row] = await db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row?.usedCount).toBe(3);
    expect(await db.select().from(voucherUses).where(eq(voucherUses.voucherId, voucher.id))).toHaveLength(3);
    expect(await stockOf(product.id)).toBe(97);
  }, 120_000);

  it("one customer's concurrent checkouts never use a voucher past the per-customer limit", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 100, selling: 2000 });
    const voucher = await createVoucher(db, { usageLimit: 100, perCustomerLimit: 2 });
    const user = await createUser(db);
    const ctx = userCtx(db, user);
    await saveAddress(ctx, ADDRESS);
    const token = await createSession(db, user.id);
    const rounds: number[] = [];
    for (let round = 0; round < 3; round++) {
      await putInCart(ctx, { productId: product.id, quantity: 1 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(
            "/order/action",
            { payment_method: COD, voucher_code: voucher.code, idempotency_key: `mine-${round}-${i}-xyz` },
            "en",
            token,
          ),
        ),
      );
      expect(answers.filter((a) => a.http >= 500)).toEqual([]);
      rounds.push(answers.filter((a) => a.status === 200).length);
      if (round === 2)
        expect(new Set(answers.map((a) => a.message))).toEqual(
          new Set(["You have already used this voucher."]),
        );
    }
    expect(rounds).toEqual([1, 1, 0]);
    const uses = await db.select().from(voucherUses).where(eq(voucherUses.voucherId, voucher.id));
    expect(uses.map((u) => u.userId)).toEqual([user.id, user.id]);
    expect(await stockOf(product.id)).toBe(98);
  }, 120_000);

  it("many concurrent cart adds by one shopper never put more in the cart than the stock", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 10 });
    const ctx = guestCtx(db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        post("/cart/action", { user_token: ctx.guestToken, product_id: product.id, quantity: 1 }),
      ),
    );
    expect(answers.filter((a) => a.http >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.message))).toEqual(
      new Set(["Product quantity exceeds inventory."]),
    );
    const lines = await db.select().from(cartItems).where(eq(cartItems.productId, product.id));
    expect(lines.map((l) => l.quantity)).toEqual([10]);
    expect((await getCart(ctx)).count).toBe(10);
  }, 120_000);

  it("two identical place-order requests at once (a double click) make one order", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 5 });
    const ctx = await shopper(product.id, 2);
    const body = {
      user_token: ctx.guestToken,
      payment_method: COD,
      idempotency_key: "double-click-0001-api",
    };
    const [a, b] = await Promise.all([post("/order/action", body), post("/order/action", body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.order_id).toBe(b.data.order_id);
    expect((await listOrders(ctx, 1)).total).toBe(1);
    expect(await stockOf(product.id)).toBe(3);
  });

  it("a guest lists, opens, cancels and tracks an order; calls without a token answer 403", async () => {
    const db = database.db;
    const store = await shippingStore();
    const product = await createProduct(db, store.id, { stock: 4 });
    const ctx = await shopper(product.id, 2);
    const token = ctx.guestToken;
    const placed = await post("/order/action", {
      user_token: token,
      payment_method: COD,
      idempotency_key: "guest-click-0001",
    });
    const twice = await post("/order/action", {
      user_token: token,
      payment_method: COD,
      idempotency_key: "guest-click-0001",
    });
    expect(twice.data.order_id).toBe(placed.data.order_id);
    const list = await post("/order/by-user", { user_token: token });
    expect(list.data).toMatchObject({ per_page: 25, total: 1 });
    const one = await post("/order/by-user", { user_token: token, order_id: placed.data.order_id });
    expect(one.data).toMatchObject({ tracking_code: placed.data.tracking_code, delivery_status: 1 });
    const cancel = await post("/cancellation/cancel-order", {
      user_token: token,
      order_id: placed.data.order_id,
      title: "Oops",
      message: "Ordered twice",
    });
    expect(cancel).toMatchObject({ status: 200, data: { cancelled: true } });
    const note = await (
      await server.fetch(`/api/v1/cancellation/find/${placed.data.order_id}?user_token=${token}`)
    ).json();
    expect(note.data).toMatchObject({ title: "Oops", message: "Ordered twice" });
    const tracked = await (
      await server.fetch(`/api/v1/track-order?tracking_code=${placed.data.tracking_code}`)
    ).json();
    expect(tracked.data).toMatchObject({ delivery_status: 1, cancelled: true });
    expect(await stockOf(product.id)).toBe(4);
    expect((await post("/order/by-user", {})).status).toBe(403);
    expect((await post("/order/action", { payment_method: COD })).status).toBe(403);
    const mail = await post(`/order/send-order-email/${placed.data.order_id}`, { user_token: token });
    expect(mail).toMatchObject({ status: 200, data: { sent: true } });
  });

  it("a guest's order list asked with no body is the first page, its paging in whole numbers", async () => {
    const store = await shippingStore();
    const product = await createProduct(database.db, store.id, { stock: 2 });
    const ctx = await shopper(product.id);
    await placeOrder(ctx, { paymentMethod: COD });
    const response = await server.fetch(`/api/v1/order/by-user?user_token=${ctx.guestToken}`, {
      method: "POST",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      current_page: 1,
      last_page: 1,
      per_page: 25,
      total: 1,
      from: 1,
      to: 1,
    });
  });

  it("the cart empties of ordered lines only", async () => {
    const db = database.db;
    const store = await shippingStore();
    const a = await createProduct(db, store.id);
    const b = await createProduct(db, store.id);
    const ctx = await shopper(a.id);
    const keep = await putInCart(ctx, { productId: b.id, quantity: 1 });
    await db.update(cartItems).set({ selected: 2 }).where(eq(cartItems.id, keep));
    await placeOrder(ctx, { paymentMethod: COD });
    expect((await getCart(ctx)).items.map((i) => i.id)).toEqual([keep]);
  });
});
