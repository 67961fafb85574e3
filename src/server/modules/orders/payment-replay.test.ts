/**
 * Every way a payment is confirmed (return page → order/payment-done, webhook / ITN → payment/notify,
 * the shop's bank-transfer decision) through the real API: a genuine confirmation delivered ten times
 * at once, a contrary one after it, one after the payment window expired, and forged ones. The order
 * changes once, stock moves once, a forged message changes nothing.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import {
  orderStatusHistory,
  orders,
  paymentMethods,
  paymentTransactions,
  products,
  settings,
} from "../../platform/db/schema/index.ts";
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
} from "../../../testing/shop-fixtures.ts";
import { createSession } from "../accounts/sessions.ts";
import { paymentsConfig } from "../../platform/payments/config.ts";
import { createGateways } from "../../platform/payments/registry.ts";
import type { PaymentStart } from "../../platform/payments/gateway.ts";
import { startFakeRazorpay, type FakeRazorpay } from "../../../testing/fakes/payments/razorpay.ts";
import { startFakeStripe, type FakeStripe } from "../../../testing/fakes/payments/stripe.ts";
import { startFakePayPal, type FakePayPal } from "../../../testing/fakes/payments/paypal.ts";
import { startFakeFlutterwave, type FakeFlutterwave } from "../../../testing/fakes/payments/flutterwave.ts";
import { startFakeIyzico, type FakeIyzico } from "../../../testing/fakes/payments/iyzico.ts";
import { startFakePayfast, type FakePayfast } from "../../../testing/fakes/payments/payfast.ts";
import { expireUnpaidOrders } from "./payment-expiry.ts";
import {
  json,
  type ConfirmationPath,
  type Delivery,
  type PlacedOnline,
} from "../../../testing/payment-confirmation.ts";

let database: TestDatabase;
let server: ApiTestServer;
let razorpay: FakeRazorpay;
let stripe: FakeStripe;
let paypal: FakePayPal;
let flutterwave: FakeFlutterwave;
let iyzico: FakeIyzico;
let payfast: FakePayfast;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "replay-outbox-")) });
  database = await createTestDatabase();
  const db = database.db;
  await createPlaces(db);
  await db
    .insert(paymentMethods)
    .values([1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, name: `Method ${id}`, enabled: true })));
  [razorpay, stripe, paypal, flutterwave, iyzico, payfast] = await Promise.all([
    startFakeRazorpay(),
    startFakeStripe(),
    startFakePayPal(),
    startFakeFlutterwave(),
    startFakeIyzico(),
    startFakePayfast(),
  ]);
  const gateways = createGateways({
    ...paymentsConfig(),
    razorpay: { ...razorpay, baseUrl: razorpay.baseUrl },
    stripe: { ...stripe, baseUrl: stripe.baseUrl },
    paypal: { ...paypal, baseUrl: paypal.baseUrl },
    flutterwave: { ...flutterwave, baseUrl: flutterwave.baseUrl },
    iyzico: { ...iyzico, baseUrl: iyzico.baseUrl },
    payfast: { ...payfast, baseUrl: payfast.baseUrl, validHosts: ["127.0.0.1"] },
  });
  server = await startApiServer({ db, gateways });
  adminToken = await createSession(db, (await createUser(db, "admin")).id);
  customerToken = await createSession(db, (await createUser(db)).id);
});
afterAll(async () => {
  await server?.close();
  await Promise.all([razorpay, stripe, paypal, flutterwave, iyzico, payfast].map((fake) => fake?.close()));
  await database?.close();
});

const PATHS: ConfirmationPath[] = [
  {
    method: 1,
    name: "Razorpay (callback form + webhook)",
    currency: "INR",
    async paid({ reference }) {
      const form = razorpay.pay(reference, "captured");
      const hook = razorpay.webhook("payment.captured", form.razorpay_payment_id as string);
      return [
        { kind: "return", form },
        { kind: "notify", ...hook },
      ];
    },
    async failed({ reference }) {
      return { kind: "return", form: razorpay.pay(reference, "failed") };
    },
    async forged({ reference }) {
      const form = razorpay.pay(reference, "captured");
      return { kind: "return", form: { ...form, razorpay_signature: "0".repeat(64) } };
    },
  },
  {
    method: 3,
    name: "Stripe (return + webhook)",
    async paid({ reference }) {
      const query = stripe.complete(reference, "paid");
      return [
        { kind: "return", query },
        { kind: "notify", ...stripe.webhook("checkout.session.completed", reference) },
      ];
    },
    async failed({ reference }) {
      return { kind: "notify", ...stripe.webhook("checkout.session.expired", reference) };
    },
    async forged({ reference }) {
      const hook = stripe.webhook("checkout.session.completed", reference, { secret: "whsec_attacker" });
      return { kind: "notify", ...hook };
    },
  },
  {
    method: 4,
    name: "PayPal (return capture + webhook)",
    async paid({ reference }) {
      const query = paypal.approve(reference, "approve");
      return [
        { kind: "return", query },
        { kind: "notify", ...paypal.webhook("CHECKOUT.ORDER.APPROVED", reference) },
      ];
    },
    async failed({ reference }) {
      return { kind: "return", query: { token: reference } };
    },
    async forged() {
      return { kind: "return", query: { token: "5O190127TN364715T", PayerID: "FAKEPAYER123" } };
    },
  },
  {
    method: 5,
    name: "Flutterwave (return + webhook)",
    currency: "NGN",
    async paid({ reference }) {
      const query = flutterwave.pay(reference, "successful");
      return [
        { kind: "return", query },
        { kind: "notify", ...flutterwave.webhook(Number(query.transaction_id)) },
      ];
    },
    async failed({ reference }) {
      return { kind: "return", query: flutterwave.pay(reference, "failed") };
    },
    async forged({ reference }) {
      return {
        kind: "return",
        query: { status: "successful", tx_ref: reference, transaction_id: "987654321" },
      };
    },
  },
  {
    method: 6,
    name: "Iyzico (callback form)",
    currency: "TRY",
    async paid({ reference }) {
      return [{ kind: "return", form: iyzico.pay(reference, "SUCCESS") }];
    },
    async failed({ reference }) {
      return { kind: "return", form: iyzico.pay(reference, "FAILURE") };
    },
    async forged({ reference }) {
      iyzico.corruptSignature(reference);
      return { kind: "return", form: { token: reference } };
    },
  },
  {
    method: 8,
    name: "Payfast (ITN)",
    currency: "ZAR",
    async paid({ reference }) {
      const itn = payfast.itn(reference, "COMPLETE");
      return [{ kind: "notify", headers: itn.headers, rawBody: itn.rawBody, from: itn.remoteAddress }];
    },
    async failed({ reference }) {
      const itn = payfast.itn(reference, "FAILED");
      return { kind: "notify", headers: itn.headers, rawBody: itn.rawBody, from: itn.remoteAddress };
    },
    async forged({ reference }) {
      const itn = payfast.itn(reference, "COMPLETE", { passphrase: "not-the-passphrase" });
      return { kind: "notify", headers: itn.headers, rawBody: itn.rawBody, from: itn.remoteAddress };
    },
  },
  {
    method: 7,
    name: "bank transfer (the admin's decision)",
    async paid({ orderId, token }) {
      const submitted = await post("/order/transaction", {
        user_token: token,
        order_id: orderId,
        transaction_id: `TRX-${orderId}`,
        bank_name: "Kabul Bank",
        account_holder_name: "Ayesha Khan",
        account_number: "0012 3456",
        branch_name: "Fayzabad",
      });
      expect(submitted.status).toBe(200);
      return [{ kind: "decide", decision: "paid", token: adminToken }];
    },
    async failed() {
      return { kind: "decide", decision: "rejected", token: adminToken };
    },
    async forged() {
      return { kind: "decide", decision: "paid", token: customerToken };
    },
  },
];

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await server.fetch(`/api/v1${path}`, {
    method: "POST",
    headers: json(headers),
    body: JSON.stringify(body),
  });
  return { http: response.status, ...((await response.json()) as { status: number; message: string }) };
}

function deliver(path: ConfirmationPath, order: PlacedOnline, delivery: Delivery) {
  if (delivery.kind === "decide")
    return post(
      "/order/bank-transfer/decide",
      { order_id: order.orderId, decision: delivery.decision },
      { authorization: `Bearer ${delivery.token}` },
    );
  if (delivery.kind === "return")
    return post("/order/payment-done", { method: path.method, query: delivery.query, form: delivery.form });
  return server
    .fetch(`/api/v1/payment/notify/${path.method}`, {
      method: "POST",
      headers: { ...delivery.headers, ...(delivery.from ? { "x-forwarded-for": delivery.from } : {}) },
      body: delivery.rawBody,
    })
    .then(async (r) => ({ http: r.status, ...((await r.json()) as { status: number; message: string }) }));
}

const STOCK = 5;
const UNITS = 2;

async function placeOnline(path: ConfirmationPath) {
  const db = database.db;
  await db
    .insert(settings)
    .values({ id: 1, currency: path.currency ?? "USD" })
    .onConflictDoUpdate({ target: settings.id, set: { currency: path.currency ?? "USD" } });
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 100 }]);
  const product = await createProduct(db, store.id, { stock: STOCK, selling: 2500 });
  const ctx = guestCtx(db);
  await saveAddress(ctx, ADDRESS);
  await putInCart(ctx, { productId: product.id, quantity: UNITS });
  const placed = await post("/order/action", {
    user_token: ctx.guestToken,
    payment_method: path.method,
    idempotency_key: `replay-${path.method}-${product.id}`,
  });
  expect(placed.status, placed.message).toBe(200);
  const data = (placed as unknown as { data: { order_id: number; payment: PaymentStart } }).data;
  // A form payment (Payfast): the browser posts the signed fields to the gateway.
  if (data.payment.kind === "form")
    await fetch(data.payment.action, { method: "POST", body: new URLSearchParams(data.payment.fields) });
  const [row] = await db.select().from(orders).where(eq(orders.id, data.order_id));
  const order: PlacedOnline = {
    orderId: data.order_id,
    reference: row?.paymentReference as string,
    token: ctx.guestToken as string,
  };
  return { order, productId: product.id };
}

/** What a person would look at: payment state, cancellation, refund flag, stock, and the order's history. */
async function stateOf(orderId: number, productId: number) {
  const db = database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  const payments = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.status, "succeeded")));
  return {
    paid: order?.paymentStatus === 1,
    cancelled: order?.cancelled,
    refundRequested: order?.refundRequestedAt !== null,
    stock: product?.stock,
    events: history.map((h) => h.event).sort(),
    succeededPayments: payments.length,
  };
}

async function deliverTenTimes(path: ConfirmationPath, order: PlacedOnline, genuine: Delivery[]) {
  return Promise.all(
    Array.from({ length: 10 }, (_, i) => deliver(path, order, genuine[i % genuine.length] as Delivery)),
  );
}

async function expectRefused(path: ConfirmationPath, order: PlacedOnline) {
  const answer = await deliver(path, order, await path.forged(order));
  if (path.method === 7)
    expect(answer).toMatchObject({ http: 403, message: "You are not allowed to do this." });
  else expect(answer).toMatchObject({ http: 422, status: 201, message: "Unable to verify the payment" });
}

describe.each(PATHS)("$name", (path) => {
  it("a forged message changes nothing; the genuine one ten times at once pays once; a later failure changes nothing", async () => {
    const { order, productId } = await placeOnline(path);
    const waiting = { paid: false, cancelled: false, stock: STOCK - UNITS, succeededPayments: 0 };
    expect(await stateOf(order.orderId, productId)).toMatchObject(waiting);

    await expectRefused(path, order);
    expect(await stateOf(order.orderId, productId)).toMatchObject({ ...waiting, events: ["placed"] });

    const answers = await deliverTenTimes(path, order, await path.paid(order));
    expect(answers.map((a) => `${a.http} ${a.message}`)).toEqual(
      answers.map(() => expect.stringMatching(/^200 /)),
    );
    const paid = {
      paid: true,
      cancelled: false,
      refundRequested: false,
      stock: STOCK - UNITS,
      events: ["paid", "placed"],
      succeededPayments: 1,
    };
    expect(await stateOf(order.orderId, productId)).toEqual(paid);

    const late = await deliver(path, order, await path.failed(order));
    expect(late.http).toBeLessThan(500);
    await expectRefused(path, order);
    expect(await stateOf(order.orderId, productId)).toEqual(paid);
  });
});

const ONLINE = PATHS.filter((path) => path.method !== 7);

describe.each(ONLINE)("$name after expiry", (path) => {
  it("a payment that arrives after the payment window expired is recorded once, for refund; stock came back once", async () => {
    const { order, productId } = await placeOnline(path);
    const genuine = await path.paid(order);
    await expireUnpaidOrders(database.db, new Date(Date.now() + 31 * 60 * 1000));
    const expired = await stateOf(order.orderId, productId);
    expect(expired).toMatchObject({ paid: false, cancelled: true, stock: STOCK });

    const answers = await deliverTenTimes(path, order, genuine);
    expect(answers.map((a) => `${a.http} ${a.message}`)).toEqual(
      answers.map(() => expect.stringMatching(/^200 /)),
    );
    expect(await stateOf(order.orderId, productId)).toEqual({
      paid: true,
      cancelled: true,
      refundRequested: true,
      stock: STOCK,
      events: ["paid", "payment_expired", "placed"],
      succeededPayments: 1,
    });
  });
});
