import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { orders, paymentMethods, paymentTransactions, products } from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createUser,
  guestCtx,
  userCtx,
} from "../../../testing/shop-fixtures.ts";
import { paymentsConfig } from "../../platform/payments/config.ts";
import { startFakeStripe, type FakeStripe } from "../../../testing/fakes/payments/stripe.ts";
import { createGateways, type Gateways } from "../../platform/payments/registry.ts";
import { cancelOrder, findOrder } from "./order.service.ts";
import { confirmPayment } from "./payment.service.ts";
import { decideBankTransfer, submitBankTransfer } from "./bank-transfer.service.ts";
import { expireUnpaidOrders } from "./payment-expiry.ts";
import { placeOrder } from "./place-order.ts";
import { keyOf } from "../../../testing/error-key.ts";

let database: TestDatabase;
let stripe: FakeStripe;
let registry: Gateways;
const STRIPE = 3;
const BANK = 7;

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "payments-outbox-")) });
  database = await createTestDatabase();
  await createPlaces(database.db);
  await database.db.insert(paymentMethods).values([
    { id: 2, name: "Cash on delivery", enabled: true },
    { id: 3, name: "Stripe", enabled: true },
    { id: 7, name: "Bank transfer", enabled: true },
  ]);
  stripe = await startFakeStripe();
  registry = createGateways({
    ...paymentsConfig(),
    stripe: {
      secretKey: stripe.secretKey,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      baseUrl: stripe.baseUrl,
    },
  });
});
afterAll(async () => {
  await stripe?.close();
  await database?.close();
});

async function orderWith(method: number, stock = 5) {
  const db = database.db;
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 100 }]);
  const product = await createProduct(db, store.id, { stock, selling: 2500 });
  const ctx = guestCtx(db);
  await saveAddress(ctx, ADDRESS);
  await putInCart(ctx, { productId: product.id, quantity: 2 });
  const placed = await placeOrder(
    ctx,
    { paymentMethod: method, origin: "http://shop.test" },
    { gateways: registry },
  );
  return { ctx, product, placed };
}

async function stockOf(id: number) {
  const [row] = await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock;
}

describe("paying online", () => {
  it("a Stripe order redirects to the gateway; the server confirms it from Stripe's own answer", async () => {
    const { ctx, placed } = await orderWith(STRIPE);
    expect(placed.payment).toMatchObject({ kind: "redirect" });
    const reference = (placed.payment as { reference: string }).reference;
    expect(stripe.sessions.get(reference)?.amount_total).toBe(5100);
    const query = stripe.complete(reference, "paid");
    const settled = await confirmPayment(database.db, STRIPE, { source: "return", query }, registry);
    expect(settled).toMatchObject({ status: "paid", changed: true });
    expect((await findOrder(ctx, placed.id)).payment_status).toBe(1);
  });

  it("cancelling a paid Stripe order refunds it at Stripe and gives the stock back", async () => {
    const { ctx, product, placed } = await orderWith(STRIPE);
    const reference = (placed.payment as { reference: string }).reference;
    const query = stripe.complete(reference, "paid");
    await confirmPayment(database.db, STRIPE, { source: "return", query }, registry);
    const cancelled = await cancelOrder(
      ctx,
      { orderId: placed.id, title: "Changed my mind", message: "Sorry" },
      { gateways: registry },
    );
    expect(cancelled).toMatchObject({ cancelled: true, refund_requested: true, refunded: true });
    expect(stripe.refunds).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(5);
  });

  it("a payment confirmation delivered ten times changes the order once", async () => {
    const { placed } = await orderWith(STRIPE);
    const reference = (placed.payment as { reference: string }).reference;
    stripe.complete(reference, "paid");
    const delivery = stripe.webhook("checkout.session.completed", reference);
    const results = [];
    for (let i = 0; i < 10; i++)
      results.push(await confirmPayment(database.db, STRIPE, { source: "notify", ...delivery }, registry));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(
      await database.db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, placed.id)),
    ).toHaveLength(1);
  });

  it("a failed payment cancels the order and gives the stock back; a forged webhook changes nothing", async () => {
    const { ctx, product, placed } = await orderWith(STRIPE);
    const reference = (placed.payment as { reference: string }).reference;
    expect(await stockOf(product.id)).toBe(3);
    const forged = stripe.webhook("checkout.session.expired", reference, { secret: "whsec_attacker" });
    expect(await keyOf(confirmPayment(database.db, STRIPE, { source: "notify", ...forged }, registry))).toBe(
      "shop.payment_unverified",
    );
    expect((await findOrder(ctx, placed.id)).cancelled).toBe(false);
    stripe.complete(reference, "expired");
    const expired = stripe.webhook("checkout.session.expired", reference);
    expect(
      await confirmPayment(database.db, STRIPE, { source: "notify", ...expired }, registry),
    ).toMatchObject({ status: "failed", changed: true });
    expect((await findOrder(ctx, placed.id)).cancelled).toBe(true);
    expect(await stockOf(product.id)).toBe(5);
  });

  it("an unpaid online order past its payment window releases its stock once", async () => {
    const { product, placed } = await orderWith(STRIPE);
    expect(await stockOf(product.id)).toBe(3);
    const later = new Date(Date.now() + 31 * 60 * 1000);
    expect(await expireUnpaidOrders(database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders(database.db, later)).toBe(0);
    expect(await stockOf(product.id)).toBe(5);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.cancelled).toBe(true);
  });
});

describe("paying offline", () => {
  it("bank transfer: the customer submits the details, the admin confirms, the order is paid", async () => {
    const { ctx, placed } = await orderWith(BANK);
    expect(placed.payment).toEqual({ kind: "offline" });
    const details = {
      transaction_id: "TRX-55120",
      bank_name: "Kabul Bank",
      account_holder_name: "Ayesha Khan",
      account_number: "0012 3456",
      branch_name: "Fayzabad",
    };
    await submitBankTransfer(ctx, placed.id, details);
    const customer = userCtx(database.db, await createUser(database.db));
    expect(await keyOf(decideBankTransfer(customer, placed.id, "paid", registry))).toBe("server.forbidden");
    const visitor = { ...ctx, user: undefined, guestToken: undefined };
    expect(await keyOf(decideBankTransfer(visitor, placed.id, "paid", registry))).toBe(
      "server.unauthenticated",
    );
    const admin = userCtx(database.db, await createUser(database.db, "admin"));
    expect(await decideBankTransfer(admin, placed.id, "paid", registry)).toMatchObject({
      status: "paid",
      changed: true,
    });
    expect((await findOrder(ctx, placed.id)).payment_status).toBe(1);
    expect(await keyOf(submitBankTransfer(ctx, placed.id, details))).toBe(
      "shop.bank_transfer_already_confirmed",
    );
  });

  it("cash on delivery needs nothing online", async () => {
    const { placed } = await orderWith(2);
    expect(placed.payment).toEqual({ kind: "offline" });
  });
});
