import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeIyzico, type FakeIyzico } from "../../../testing/fakes/payments/iyzico.ts";
import { PaymentVerificationError, type PaymentGateway } from "./gateway.ts";
import { iyzicoGateway } from "./iyzico.ts";
import { fromDecimal } from "./money.ts";
import { memoryLookup, sampleOrder } from "../../../testing/payment-gateways.ts";
import { itRefundsPartsOnce } from "../../../testing/payment-refunds.ts";

let fake: FakeIyzico;
let gateway: PaymentGateway;
const orders = memoryLookup();

beforeAll(async () => {
  fake = await startFakeIyzico();
  gateway = iyzicoGateway({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.baseUrl });
});
afterAll(() => fake.close());

async function start(amount = 150_000) {
  const started = await gateway.createPayment(sampleOrder({ amount, currency: "TRY", lang: "tr" }));
  if (started.kind !== "redirect") throw new Error("Iyzico checkout form is a redirect");
  orders.remember(started.reference, { amount, currency: "TRY" });
  return started;
}

describe("Iyzico checkout form", () => {
  it("initializes the form with IYZWSv2 auth and a decimal price, and sends the buyer to Iyzico's page", async () => {
    const started = await start();
    expect(fake.forms.get(started.reference)).toMatchObject({
      price: 1500,
      paidPrice: 1500,
      currency: "TRY",
      basketId: "MM-7Q2K9X",
    });
    expect(started.url).toContain(`token=${started.reference}`);
    expect(JSON.parse(fake.requests.at(-1)?.rawBody ?? "{}")).toMatchObject({
      price: "1500.0",
      paidPrice: "1500.0",
    });
  });

  it("the callback token is retrieved on the server and confirmed paid", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "SUCCESS");
    const result = await gateway.confirm({ source: "return", form }, orders.lookup);
    expect(result).toMatchObject({
      status: "paid",
      reference: started.reference,
      amount: 150_000,
      currency: "TRY",
    });
    expect(result.externalId).toBe(fake.forms.get(started.reference)?.paymentId);
  });

  it("a refused card is reported failed", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "FAILURE");
    expect(await gateway.confirm({ source: "return", form }, orders.lookup)).toMatchObject({
      status: "failed",
      reason: "declined",
    });
  });

  it("a result whose signature does not match is refused", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "SUCCESS");
    fake.corruptSignature(started.reference);
    await expect(gateway.confirm({ source: "return", form }, orders.lookup)).rejects.toBeInstanceOf(
      PaymentVerificationError,
    );
  });

  it("a token the shop never issued is refused", async () => {
    await expect(
      gateway.confirm({ source: "return", form: { token: "made-up" } }, orders.lookup),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
  });

  it("a payment for another price is not accepted", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "SUCCESS", { price: 1 });
    expect(await gateway.confirm({ source: "return", form }, orders.lookup)).toMatchObject({
      status: "failed",
      reason: "amount_mismatch",
    });
  });

  it("the callback delivered ten times names the same payment", async () => {
    const started = await start();
    const form = fake.pay(started.reference, "SUCCESS");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => gateway.confirm({ source: "return", form }, orders.lookup)),
    );
    expect(new Set(results.map((r) => `${r.status}:${r.externalId}`)).size).toBe(1);
    expect(results[0].status).toBe("paid");
  });

  it("wrong keys are refused by Iyzico", async () => {
    const wrong = iyzicoGateway({ apiKey: fake.apiKey, secretKey: "nope", baseUrl: fake.baseUrl });
    await expect(wrong.createPayment(sampleOrder({ currency: "TRY" }))).rejects.toThrow(/Invalid signature/);
  });

  describe("refunds", () => {
    itRefundsPartsOnce({
      gateway: () => gateway,
      captured: 150_000,
      async pay(amount) {
        const started = await start(amount);
        await gateway.confirm(
          { source: "return", form: fake.pay(started.reference, "SUCCESS") },
          orders.lookup,
        );
        const paymentId = fake.forms.get(started.reference)?.paymentId as string;
        return { externalId: paymentId, reference: started.reference, currency: "TRY" };
      },
      refundsAt: (payment) =>
        fake.refunds
          .filter((r) => r.paymentId === payment.externalId)
          .map((r) => ({ amount: fromDecimal(r.price, "TRY"), key: r.refundConversationId })),
    });

    it("refunds by paymentId with the price in lira and the key as conversationId", async () => {
      const started = await start();
      await gateway.confirm(
        { source: "return", form: fake.pay(started.reference, "SUCCESS") },
        orders.lookup,
      );
      const paymentId = fake.forms.get(started.reference)?.paymentId as string;
      const refund = await gateway.refund({
        externalId: paymentId,
        reference: started.reference,
        amount: 150_000,
        currency: "TRY",
        idempotencyKey: "order-6",
      });
      expect(refund.status).toBe("refunded");
      expect(JSON.parse(fake.requests.at(-1)?.rawBody ?? "{}")).toMatchObject({
        paymentId,
        price: "1500.0",
        currency: "TRY",
        conversationId: "order-6",
      });
    });
  });
});
