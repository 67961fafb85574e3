import { createServer, type AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { startTestSmtp, textOf, type TestSmtp } from "../../../testing/test-smtp.ts";
import { orderMailQueue, orders, paymentMethods, products } from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import { paymentsConfig } from "../../platform/payments/config.ts";
import { startFakeStripe, type FakeStripe } from "../../../testing/fakes/payments/stripe.ts";
import { createGateways, type Gateways } from "../../platform/payments/registry.ts";
import { cancelOrder, findOrder } from "./order.service.ts";
import { sendAfterCommit, sweepOrderMailQueue } from "./order-mail-queue.ts";
import { confirmPayment, PAYMENT_WINDOW_MS } from "./payment.service.ts";
import { expireUnpaidOrders, startPaymentExpiry } from "./payment-expiry.ts";
import { placeOrder } from "./place-order.ts";

// Changes the shop makes by itself (payment window over, gateway's answer, refund) mail the customer
// like a seller's status step: queued in the change's transaction, sent after commit, swept if not.

let database: TestDatabase;
let smtp: TestSmtp;
let stripe: FakeStripe;
let registry: Gateways;
let productId: number;
const STRIPE = 3;
const SMTP_DOWN = "smtp://127.0.0.1:1";

function stripeGateways(baseUrl: string): Gateways {
  return createGateways({
    ...paymentsConfig(),
    stripe: {
      secretKey: stripe.secretKey,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      baseUrl,
    },
  });
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  configureMail({ smtpUrl: smtp.url });
  database = await createTestDatabase();
  const db = database.db;
  await createPlaces(db);
  await db.insert(paymentMethods).values({ id: STRIPE, name: "Stripe", enabled: true });
  stripe = await startFakeStripe();
  registry = stripeGateways(stripe.baseUrl);
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 100 }]);
  productId = (await createProduct(db, store.id, { stock: 100, selling: 2500 })).id;
});
afterAll(async () => {
  await sendAfterCommit(database.db);
  await stripe?.close();
  await database?.close();
  await smtp?.close();
});

/** A Stripe order by `email` in `lang`, whose confirmation has reached the customer. */
async function stripeOrder(email: string, lang = "en") {
  configureMail({ smtpUrl: smtp.url });
  const ctx = { ...guestCtx(database.db), lang, dir: lang === "ar" ? "rtl" : "ltr" } as ReturnType<
    typeof guestCtx
  >;
  await saveAddress(ctx, { ...ADDRESS, email });
  await putInCart(ctx, { productId, quantity: 1 });
  const placed = await placeOrder(
    ctx,
    { paymentMethod: STRIPE, origin: "http://shop.test" },
    { gateways: registry },
  );
  await smtp.next(email);
  await sendAfterCommit(database.db);
  return { ...placed, ctx, reference: (placed.payment as { reference: string }).reference };
}

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const queuedFor = (orderId: number) =>
  database.db.select().from(orderMailQueue).where(eq(orderMailQueue.orderId, orderId));
/** The order's payment window closed a minute ago. */
const windowOver = (orderId: number) =>
  database.db
    .update(orders)
    .set({ paymentExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(orders.id, orderId));
/** An address nothing listens on: the gateway cannot be reached. */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe("an unpaid online order whose payment window passes", () => {
  it("is cancelled and the customer gets one mail saying so in the order's language; a second pass sends nothing", async () => {
    const placed = await stripeOrder("expired-fr@example.test", "fr");
    await windowOver(placed.id);
    expect(await expireUnpaidOrders(database.db)).toBe(1);
    const mail = await smtp.next("expired-fr@example.test");
    expect(mail.subject).toBe(`Votre commande ${placed.trackingCode} : Annulée`);
    const text = textOf(mail);
    expect(text).toContain("Le paiement n'a pas été effectué à temps : la commande a été annulée.");
    expect(text).toContain("Statut : Annulée");
    expect(text).toContain("Paiement : Non payée");
    await sendAfterCommit(database.db);
    expect(await queuedFor(placed.id)).toEqual([]);

    expect(await expireUnpaidOrders(database.db)).toBe(0);
    await sendAfterCommit(database.db);
    expect(mailsTo("expired-fr@example.test")).toHaveLength(2); // the confirmation and the cancellation
    expect((await findOrder(placed.ctx, placed.id)).cancelled).toBe(true);
  });

  it("with the mail server down the order is still cancelled, and the sweep mails it once the server is back", async () => {
    const placed = await stripeOrder("expired-down@example.test");
    await windowOver(placed.id);
    configureMail({ smtpUrl: SMTP_DOWN });
    expect(await expireUnpaidOrders(database.db)).toBe(1);
    await sendAfterCommit(database.db);
    expect((await findOrder(placed.ctx, placed.id)).cancelled).toBe(true);
    expect(await queuedFor(placed.id)).toMatchObject([{ kind: "status" }]);

    configureMail({ smtpUrl: smtp.url });
    await database.db
      .update(orderMailQueue)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(orderMailQueue.orderId, placed.id));
    expect(await sweepOrderMailQueue(database.db)).toBe(1);
    const mail = await smtp.next("expired-down@example.test");
    expect(mail.subject).toBe(`Your order ${placed.trackingCode}: Cancelled`);
    expect(textOf(mail)).toContain("The payment was not completed in time, so the order was cancelled.");
    expect(await queuedFor(placed.id)).toEqual([]);
  });

  it("a cancellation the database rolls back half-way mails nothing and leaves the order as it was", async () => {
    const placed = await stripeOrder("expired-rollback@example.test");
    await windowOver(placed.id);
    // Giving the stock back fails after the order was marked cancelled and its mail queued.
    await database.db.execute(
      sql.raw(`create function refuse_restock() returns trigger language plpgsql as $$
        begin raise exception 'stock is being counted'; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger refuse_restock before update of stock on products
        for each row when (new.id = ${productId}) execute function refuse_restock()`),
    );
    try {
      await expect(expireUnpaidOrders(database.db)).rejects.toThrow();
    } finally {
      await database.db.execute(sql`drop trigger refuse_restock on products`);
      await database.db.execute(sql`drop function refuse_restock()`);
    }
    await sendAfterCommit(database.db);
    expect((await findOrder(placed.ctx, placed.id)).cancelled).toBe(false);
    expect(await queuedFor(placed.id)).toEqual([]);
    expect(mailsTo("expired-rollback@example.test")).toHaveLength(1); // the confirmation only

    // The next pass cancels it, once, with its mail.
    expect(await expireUnpaidOrders(database.db)).toBe(1);
    expect((await smtp.next("expired-rollback@example.test")).subject).toBe(
      `Your order ${placed.trackingCode}: Cancelled`,
    );
  });
});

describe("the gateway's answer", () => {
  it("a failed payment cancels the order and the customer is told", async () => {
    const placed = await stripeOrder("failed@example.test");
    stripe.complete(placed.reference, "expired");
    const expired = stripe.webhook("checkout.session.expired", placed.reference);
    expect(
      await confirmPayment(database.db, STRIPE, { source: "notify", ...expired }, registry),
    ).toMatchObject({
      status: "failed",
      changed: true,
    });
    const mail = await smtp.next("failed@example.test");
    expect(mail.subject).toBe(`Your order ${placed.trackingCode}: Cancelled`);
    expect(textOf(mail)).toContain("The payment did not go through and the order was cancelled.");
    // The same failure delivered again changes nothing and mails nothing.
    await confirmPayment(database.db, STRIPE, { source: "notify", ...expired }, registry);
    await sendAfterCommit(database.db);
    expect(mailsTo("failed@example.test")).toHaveLength(2);
    expect(await queuedFor(placed.id)).toEqual([]);
  });

  it("a payment received is mailed once, saying it is paid", async () => {
    const placed = await stripeOrder("paid@example.test");
    const query = stripe.complete(placed.reference, "paid");
    await confirmPayment(database.db, STRIPE, { source: "return", query }, registry);
    const mail = await smtp.next("paid@example.test");
    expect(mail.subject).toBe(`Your order ${placed.trackingCode}: Paid`);
    expect(textOf(mail)).toContain("Your payment has been received.");
    expect(textOf(mail)).toContain("Status: Pending");
    expect(textOf(mail)).toContain("Payment: Paid");
    const delivery = stripe.webhook("checkout.session.completed", placed.reference);
    await confirmPayment(database.db, STRIPE, { source: "notify", ...delivery }, registry);
    await sendAfterCommit(database.db);
    expect(mailsTo("paid@example.test")).toHaveLength(2);
  });

  it("a paid order the customer cancels and the gateway refunds gives one mail telling both", async () => {
    const placed = await stripeOrder("refunded@example.test");
    const query = stripe.complete(placed.reference, "paid");
    await confirmPayment(database.db, STRIPE, { source: "return", query }, registry);
    await smtp.next("refunded@example.test");
    await sendAfterCommit(database.db);
    const cancelled = await cancelOrder(
      placed.ctx,
      { orderId: placed.id, title: "Changed my mind", message: "Sorry" },
      { gateways: registry },
    );
    expect(cancelled).toMatchObject({ cancelled: true, refunded: true });
    const mail = await smtp.next("refunded@example.test");
    expect(mail.subject).toBe(`Your order ${placed.trackingCode}: Cancelled`);
    expect(textOf(mail)).toContain("Your payment has been refunded.");
    expect(textOf(mail)).toContain("Status: Cancelled");
    expect(textOf(mail)).toContain("Payment: Refunded");
    await sendAfterCommit(database.db);
    expect(mailsTo("refunded@example.test")).toHaveLength(3); // placed, paid, cancelled and refunded
    expect(await queuedFor(placed.id)).toEqual([]);
  });
});

describe("a payment the gateway could not even start", () => {
  it("gives the order up without a confirmation or a cancellation mail: the shopper saw the error", async () => {
    const db = database.db;
    const ctx = guestCtx(db);
    await saveAddress(ctx, { ...ADDRESS, email: "unstarted@example.test" });
    await putInCart(ctx, { productId, quantity: 1 });
    const [before] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    await expect(
      placeOrder(
        ctx,
        { paymentMethod: STRIPE, origin: "http://shop.test" },
        { gateways: stripeGateways(await closedAddress()) },
      ),
    ).rejects.toMatchObject({ messages: [{ key: "shop.payment_gateway_error" }] });
    await sendAfterCommit(db);
    const [order] = await db.select().from(orders).where(eq(orders.email, "unstarted@example.test"));
    expect(order).toMatchObject({ cancelled: true });
    expect(await queuedFor(order?.id as number)).toEqual([]);
    const [after] = await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(after?.stock).toBe(before?.stock);
    // Nothing left for a sweep either.
    await db.update(orderMailQueue).set({ dueAt: new Date(Date.now() - 1000) });
    await sweepOrderMailQueue(db);
    expect(mailsTo("unstarted@example.test")).toEqual([]);
  });
});

describe("each server process's expiry timer", () => {
  it("cancels an order whose payment window passed and mails its customer, with nobody checking out", async () => {
    const placed = await stripeOrder("expired-quiet@example.test");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + PAYMENT_WINDOW_MS + 60_000);
    const stop = startPaymentExpiry(database.db);
    try {
      const mail = await smtp.next("expired-quiet@example.test");
      expect(mail.subject).toBe(`Your order ${placed.trackingCode}: Cancelled`);
      expect((await findOrder(placed.ctx, placed.id)).cancelled).toBe(true);
    } finally {
      await stop();
      vi.useRealTimers();
    }
  });
});
