import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../../../testing/fakes/payments/stripe.ts";
import { PaymentVerificationError, type PaymentGateway } from "./gateway.ts";
import { stripeGateway } from "./stripe.ts";
import { memoryLookup, sampleOrder } from "../../../testing/payment-gateways.ts";
import { itRefundsPartsOnce } from "../../../testing/payment-refunds.ts";

let fake: FakeStripe;
let gateway: PaymentGateway;
const orders = memoryLookup();

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = stripeGateway({
    secretKey: fake.secretKey,
    publishableKey: fake.publishableKey,
    webhookSecret: fake.webhookSecret,
    baseUrl: fake.baseUrl,
  });
});
afterAll(() => fake.close());

let nextOrder = 1;
async function start(amount = 4_999) {
  const orderId = nextOrder++;
  const started = await gateway.createPayment(sampleOrder({ orderId, amount, currency: "USD" }));
  if (started.kind !== "redirect") throw new Error("Stripe Checkout is a redirect");
  orders.remember(started.reference, { amount, currency: "USD" });
  return started;
}

describe("Stripe Checkout", () => {
  it("creates a Checkout Session in cents and sends the customer to Stripe's page", async () => {
    const started = await start();
    const session = fake.sessions.get(started.reference);
    expect(session).toMatchObject({ amount_total: 4_999, currency: "usd", client_reference_id: "MM-7Q2K9X" });
    expect(session?.success_url).toBe("http://shop.test/payment/return?session_id={CHECKOUT_SESSION_ID}");
    expect(started.url).toBe(session?.url);
    expect(gateway.publicKeys).toEqual({ publishableKey: fake.publishableKey });
  });

  it("placing the same order twice reuses the session (Idempotency-Key)", async () => {
    const order = sampleOrder({ orderId: 999, amount: 1_000, currency: "USD" });
    const [a, b] = [await gateway.createPayment(order), await gateway.createPayment(order)];
    expect(a).toEqual(b);
  });

  it("coming back from a paid session confirms it from the retrieved session", async () => {
    const started = await start();
    const query = fake.complete(started.reference, "paid");
    const result = await gateway.confirm({ source: "return", query }, orders.lookup);
    expect(result).toMatchObject({
      status: "paid",
      externalId: started.reference,
      amount: 4_999,
      currency: "USD",
    });
  });

  it("coming back before the money arrived stays pending", async () => {
    const started = await start();
    const result = await gateway.confirm(
      { source: "return", query: { session_id: started.reference } },
      orders.lookup,
    );
    expect(result.status).toBe("pending");
  });

  it("an expired session and a failed asynchronous payment are reported failed", async () => {
    const expired = await start();
    fake.complete(expired.reference, "expired");
    expect(
      await gateway.confirm(
        { source: "notify", ...fake.webhook("checkout.session.expired", expired.reference) },
        orders.lookup,
      ),
    ).toMatchObject({ status: "failed", reason: "expired" });
    const declined = await start();
    fake.complete(declined.reference, "unpaid");
    expect(
      await gateway.confirm(
        { source: "notify", ...fake.webhook("checkout.session.async_payment_failed", declined.reference) },
        orders.lookup,
      ),
    ).toMatchObject({ status: "failed", reason: "declined" });
  });

  it("a signed checkout.session.completed delivered ten times names the same payment", async () => {
    const started = await start();
    fake.complete(started.reference, "paid");
    const delivery = fake.webhook("checkout.session.completed", started.reference);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => gateway.confirm({ source: "notify", ...delivery }, orders.lookup)),
    );
    expect(new Set(results.map((r) => `${r.status}:${r.externalId}`))).toEqual(
      new Set([`paid:${started.reference}`]),
    );
  });

  it("webhooks signed with another secret, altered, or replayed too late are refused", async () => {
    const started = await start();
    fake.complete(started.reference, "paid");
    const forged = fake.webhook("checkout.session.completed", started.reference, {
      secret: "whsec_attacker",
    });
    await expect(gateway.confirm({ source: "notify", ...forged }, orders.lookup)).rejects.toBeInstanceOf(
      PaymentVerificationError,
    );
    const genuine = fake.webhook("checkout.session.completed", started.reference);
    await expect(
      gateway.confirm(
        { source: "notify", headers: genuine.headers, rawBody: genuine.rawBody.replace("4999", "1") },
        orders.lookup,
      ),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
    const old = fake.webhook("checkout.session.completed", started.reference, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await expect(gateway.confirm({ source: "notify", ...old }, orders.lookup)).rejects.toBeInstanceOf(
      PaymentVerificationError,
    );
  });

  it("a session paid for a different amount than the order is not accepted", async () => {
    const started = await start();
    fake.complete(started.reference, "paid", { amount: 1 });
    const result = await gateway.confirm(
      { source: "return", query: { session_id: started.reference } },
      orders.lookup,
    );
    expect(result).toMatchObject({ status: "failed", reason: "amount_mismatch" });
  });

  describe("refunds", () => {
    itRefundsPartsOnce({
      gateway: () => gateway,
      captured: 4_999,
      async pay(amount) {
        const started = await start(amount);
        fake.complete(started.reference, "paid");
        return { externalId: started.reference, reference: started.reference, currency: "USD" };
      },
      refundsAt(payment) {
        const intent = fake.sessions.get(payment.externalId)?.payment_intent;
        return fake.refunds
          .filter((r) => r.payment_intent === intent)
          .map(({ amount, key }) => ({ amount, key: key ?? "" }));
      },
    });

    it("sends the payment intent, the amount and the caller's key as Idempotency-Key", async () => {
      const started = await start();
      fake.complete(started.reference, "paid");
      await gateway.refund({
        externalId: started.reference,
        reference: started.reference,
        amount: 1_000,
        currency: "USD",
        idempotencyKey: "refund-77",
      });
      const sent = fake.requests.at(-1);
      expect(sent?.headers["idempotency-key"]).toBe("refund-77");
      expect(sent?.body).toMatchObject({
        payment_intent: fake.sessions.get(started.reference)?.payment_intent,
        amount: "1000",
      });
    });
  });
});
