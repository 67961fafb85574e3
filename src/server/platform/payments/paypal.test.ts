import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePayPal, type FakePayPal } from "../../../testing/fakes/payments/paypal.ts";
import { PaymentVerificationError, type PaymentGateway } from "./gateway.ts";
import { paypalGateway } from "./paypal.ts";
import { memoryLookup, sampleOrder } from "../../../testing/payment-gateways.ts";
import { itRefundsPartsOnce } from "../../../testing/payment-refunds.ts";

let fake: FakePayPal;
let gateway: PaymentGateway;
const orders = memoryLookup();

beforeAll(async () => {
  fake = await startFakePayPal();
  gateway = paypalGateway({
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    baseUrl: fake.baseUrl,
  });
});
afterAll(() => fake.close());

let nextOrder = 1;
async function start(amount = 12_345) {
  const started = await gateway.createPayment(sampleOrder({ orderId: nextOrder++, amount, currency: "EUR" }));
  if (started.kind !== "redirect") throw new Error("PayPal approval is a redirect");
  orders.remember(started.reference, { amount, currency: "EUR" });
  return started;
}

describe("PayPal Orders v2", () => {
  it("creates an order with the amount as a decimal string and sends the buyer to approve it", async () => {
    const started = await start();
    expect(fake.orders.get(started.reference)?.purchase_units[0]).toMatchObject({
      reference_id: "MM-7Q2K9X",
      amount: { currency_code: "EUR", value: "123.45" },
    });
    expect(started.url).toBe(`${fake.baseUrl}/checkoutnow?token=${started.reference}`);
  });

  it("reuses one OAuth2 access token across calls", async () => {
    const before = fake.tokensIssued;
    await start();
    await start();
    expect(fake.tokensIssued - before).toBe(0);
  });

  it("an approved order is captured on return and confirmed paid", async () => {
    const started = await start();
    const query = fake.approve(started.reference, "approve");
    const result = await gateway.confirm({ source: "return", query }, orders.lookup);
    expect(result).toMatchObject({
      status: "paid",
      reference: started.reference,
      externalId: started.reference,
      amount: 12_345,
      currency: "EUR",
    });
  });

  it("a declined card is reported failed", async () => {
    const started = await start();
    const query = fake.approve(started.reference, "decline");
    expect(await gateway.confirm({ source: "return", query }, orders.lookup)).toMatchObject({
      status: "failed",
      reason: "declined",
    });
  });

  it("coming back through the cancel link captures nothing and leaves the order payable", async () => {
    const started = await start();
    const result = await gateway.confirm(
      { source: "return", query: { token: started.reference } },
      orders.lookup,
    );
    expect(result).toMatchObject({ status: "pending", reason: "cancelled" });
    expect(fake.orders.get(started.reference)?.status).toBe("PAYER_ACTION_REQUIRED");
  });

  it("the return and webhooks delivered ten times all name the same payment", async () => {
    const started = await start();
    const query = fake.approve(started.reference, "approve");
    const returns = await Promise.all(
      Array.from({ length: 10 }, () => gateway.confirm({ source: "return", query }, orders.lookup)),
    );
    const delivery = fake.webhook("PAYMENT.CAPTURE.COMPLETED", started.reference);
    const hooks = await Promise.all(
      Array.from({ length: 10 }, () => gateway.confirm({ source: "notify", ...delivery }, orders.lookup)),
    );
    expect(new Set([...returns, ...hooks].map((r) => `${r.status}:${r.externalId}`))).toEqual(
      new Set([`paid:${started.reference}`]),
    );
    expect(fake.orders.get(started.reference)?.purchase_units[0].payments?.captures).toHaveLength(1);
  });

  it("a forged webhook naming an unknown order is refused", async () => {
    const rawBody = JSON.stringify({
      resource_type: "checkout-order",
      resource: { id: "FORGED123", status: "COMPLETED" },
    });
    await expect(gateway.confirm({ source: "notify", rawBody }, orders.lookup)).rejects.toBeInstanceOf(
      PaymentVerificationError,
    );
  });

  it("a capture for a different amount than the order is not accepted", async () => {
    const started = await start();
    const query = fake.approve(started.reference, "approve", { capturedValue: "1.00" });
    expect(await gateway.confirm({ source: "return", query }, orders.lookup)).toMatchObject({
      status: "failed",
      reason: "amount_mismatch",
    });
  });

  it("wrong client credentials are refused by PayPal", async () => {
    const wrong = paypalGateway({ clientId: fake.clientId, clientSecret: "nope", baseUrl: fake.baseUrl });
    await expect(wrong.createPayment(sampleOrder())).rejects.toMatchObject({ status: 401 });
  });

  describe("refunds", () => {
    itRefundsPartsOnce({
      gateway: () => gateway,
      captured: 12_345,
      async pay(amount) {
        const started = await start(amount);
        await gateway.confirm(
          { source: "return", query: fake.approve(started.reference, "approve") },
          orders.lookup,
        );
        return { externalId: started.reference, reference: started.reference, currency: "EUR" };
      },
      refundsAt(payment) {
        const capture = fake.orders.get(payment.externalId)?.purchase_units[0].payments?.captures[0];
        return fake.refunds
          .filter((r) => r.capture === capture?.id)
          .map(({ amount, key }) => ({ amount, key: key ?? "" }));
      },
    });

    it("refunds the capture's amount in euros with the caller's key as PayPal-Request-Id", async () => {
      const started = await start();
      await gateway.confirm(
        { source: "return", query: fake.approve(started.reference, "approve") },
        orders.lookup,
      );
      const refund = await gateway.refund({
        externalId: started.reference,
        reference: started.reference,
        amount: 12_345,
        currency: "EUR",
        idempotencyKey: "order-4",
        reason: "Order cancelled",
      });
      expect(refund.status).toBe("refunded");
      const sent = fake.requests.at(-1);
      expect(sent?.headers["paypal-request-id"]).toBe("order-4");
      expect(sent?.body).toEqual({
        amount: { value: "123.45", currency_code: "EUR" },
        note_to_payer: "Order cancelled",
      });
      expect(fake.orders.get(started.reference)?.purchase_units[0].payments?.captures[0].status).toBe(
        "REFUNDED",
      );
    });
  });
});
