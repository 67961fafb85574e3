import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeRazorpay, type FakeRazorpay } from "../../../testing/fakes/payments/razorpay.ts";
import { PaymentVerificationError, type PaymentGateway } from "./gateway.ts";
import { razorpayGateway } from "./razorpay.ts";
import { memoryLookup, sampleOrder } from "../../../testing/payment-gateways.ts";
import { itRefundsPartsOnce } from "../../../testing/payment-refunds.ts";

let fake: FakeRazorpay;
let gateway: PaymentGateway;
const orders = memoryLookup();

beforeAll(async () => {
  fake = await startFakeRazorpay();
  gateway = razorpayGateway({
    keyId: fake.keyId,
    keySecret: fake.keySecret,
    webhookSecret: fake.webhookSecret,
    baseUrl: fake.baseUrl,
  });
});
afterAll(() => fake.close());

async function start(amount = 259_900) {
  const started = await gateway.createPayment(sampleOrder({ amount }));
  if (started.kind !== "client") throw new Error("Razorpay starts in the browser");
  orders.remember(started.reference, { amount, currency: "INR" });
  return started;
}

describe("Razorpay", () => {
  it("creates a Razorpay order in paise and hands Checkout only the public key", async () => {
    const started = await start();
    expect(fake.orders.get(started.reference)).toMatchObject({
      amount: 259_900,
      currency: "INR",
      receipt: "MM-7Q2K9X",
    });
    expect(started.data).toMatchObject({ key: fake.keyId, orderId: started.reference, amount: 259_900 });
    expect(JSON.stringify(started.data)).not.toContain(fake.keySecret);
  });

  it("a signed callback for a captured payment confirms it paid", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "captured");
    const result = await gateway.confirm({ source: "return", form }, orders.lookup);
    expect(result).toMatchObject({
      status: "paid",
      reference: started.reference,
      externalId: form.razorpay_payment_id,
      amount: 259_900,
      currency: "INR",
    });
  });

  it("a callback with a forged signature is refused and changes nothing", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "captured");
    await expect(
      gateway.confirm(
        { source: "return", form: { ...form, razorpay_signature: "0".repeat(64) } },
        orders.lookup,
      ),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
  });

  it("a declined payment is reported failed from Razorpay's own record", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "failed");
    const result = await gateway.confirm({ source: "return", form }, orders.lookup);
    expect(result).toMatchObject({ status: "failed", reason: "declined", reference: started.reference });
  });

  it("a payment for less than the order is not accepted as paid", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "captured", { amount: 100 });
    const result = await gateway.confirm({ source: "return", form }, orders.lookup);
    expect(result).toMatchObject({ status: "failed", reason: "amount_mismatch" });
  });

  it("the same webhook delivered ten times names the same payment every time", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "captured");
    const delivery = fake.webhook("payment.captured", form.razorpay_payment_id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => gateway.confirm({ source: "notify", ...delivery }, orders.lookup)),
    );
    expect(new Set(results.map((r) => `${r.status}:${r.externalId}`))).toEqual(
      new Set([`paid:${form.razorpay_payment_id}`]),
    );
  });

  it("a webhook whose body was altered after signing is refused", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "failed");
    const delivery = fake.webhook("payment.failed", JSON.parse(form["error[metadata]"]).payment_id);
    const tampered = delivery.rawBody.replace('"failed"', '"captured"');
    await expect(
      gateway.confirm({ source: "notify", headers: delivery.headers, rawBody: tampered }, orders.lookup),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
  });

  it("a callback for an order the shop never created is refused", async () => {
    await expect(
      gateway.confirm(
        {
          source: "return",
          form: { razorpay_order_id: "order_unknown", razorpay_payment_id: "pay_x", razorpay_signature: "x" },
        },
        orders.lookup,
      ),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
  });

  it("wrong API keys are rejected by the gateway", async () => {
    const wrong = razorpayGateway({ keyId: fake.keyId, keySecret: "nope", baseUrl: fake.baseUrl });
    await expect(wrong.createPayment(sampleOrder())).rejects.toMatchObject({ status: 401 });
  });

  describe("refunds", () => {
    itRefundsPartsOnce({
      gateway: () => gateway,
      captured: 259_900,
      async pay(amount) {
        const started = await start(amount);
        const form = fake.pay(started.reference, "captured");
        return { externalId: form.razorpay_payment_id, reference: started.reference, currency: "INR" };
      },
      refundsAt: (payment) =>
        fake.refunds
          .filter((r) => r.payment_id === payment.externalId)
          .map(({ amount, key }) => ({ amount, key: key ?? "" })),
    });

    it("sends amount, speed and the key as receipt; a key too short for Razorpay's header is hashed, still once per key", async () => {
      const started = await start();
      const form = fake.pay(started.reference, "captured");
      const request = {
        externalId: form.razorpay_payment_id,
        reference: started.reference,
        amount: 259_900,
        currency: "INR",
        idempotencyKey: "order-9",
      };
      const first = await gateway.refund(request);
      expect(await gateway.refund(request)).toEqual(first);
      expect(fake.refunds.filter((r) => r.payment_id === form.razorpay_payment_id)).toMatchObject([
        { amount: 259_900, receipt: "order-9", speed_requested: "normal" },
      ]);
      expect(fake.requests.at(-1)?.headers["x-refund-idempotency"]).toMatch(/^[0-9a-f]{40}$/);
      expect(fake.payments.get(form.razorpay_payment_id)).toMatchObject({
        status: "refunded",
        amount_refunded: 259_900,
        refund_status: "full",
      });
    });
  });
});
