import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeFlutterwave, type FakeFlutterwave } from "../../../testing/fakes/payments/flutterwave.ts";
import { flutterwaveGateway } from "./flutterwave.ts";
import { PaymentVerificationError, type PaymentGateway } from "./gateway.ts";
import { fromDecimal } from "./money.ts";
import { memoryLookup, sampleOrder } from "../../../testing/payment-gateways.ts";
import { itRefundsPartsOnce } from "../../../testing/payment-refunds.ts";

let fake: FakeFlutterwave;
let gateway: PaymentGateway;
const orders = memoryLookup();

beforeAll(async () => {
  fake = await startFakeFlutterwave();
  gateway = flutterwaveGateway({
    publicKey: fake.publicKey,
    secretKey: fake.secretKey,
    baseUrl: fake.baseUrl,
  });
});
afterAll(() => fake.close());

async function start(amount = 1_250_050) {
  const started = await gateway.createPayment(sampleOrder({ amount, currency: "NGN" }));
  if (started.kind !== "redirect") throw new Error("Flutterwave Standard is a redirect");
  orders.remember(started.reference, { amount, currency: "NGN" });
  return started;
}

describe("Flutterwave", () => {
  it("asks for a hosted payment link with the amount in naira and a fresh tx_ref per attempt", async () => {
    const first = await start();
    const second = await start();
    expect(first.reference).not.toBe(second.reference);
    expect(fake.payments.get(first.reference)).toMatchObject({
      amount: 12_500.5,
      currency: "NGN",
      redirect_url: "http://shop.test/payment/return",
    });
    expect(first.url).toContain("/v3/hosted/pay/");
  });

  it("a successful payment is confirmed paid by the verify endpoint", async () => {
    const started = await start();
    const query = fake.pay(started.reference, "successful");
    expect(await gateway.confirm({ source: "return", query }, orders.lookup)).toMatchObject({
      status: "paid",
      externalId: query.transaction_id,
      amount: 1_250_050,
      currency: "NGN",
    });
  });

  it("a browser claiming success for a failed transaction still gets failed", async () => {
    const started = await start();
    const query = fake.pay(started.reference, "failed");
    expect(
      await gateway.confirm({ source: "return", query: { ...query, status: "successful" } }, orders.lookup),
    ).toMatchObject({ status: "failed", reason: "declined" });
  });

  it("cancelling on the hosted page leaves the order waiting, marked cancelled", async () => {
    const started = await start();
    const query = fake.pay(started.reference, "cancelled");
    expect(await gateway.confirm({ source: "return", query }, orders.lookup)).toMatchObject({
      status: "pending",
      reason: "cancelled",
    });
  });

  it("a transaction id that belongs to another payment is refused", async () => {
    const mine = await start();
    const other = await start();
    const query = fake.pay(other.reference, "successful");
    await expect(
      gateway.confirm({ source: "return", query: { ...query, tx_ref: mine.reference } }, orders.lookup),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
  });

  it("a payment of a smaller amount is not accepted", async () => {
    const started = await start();
    const query = fake.pay(started.reference, "successful", { amount: 10 });
    expect(await gateway.confirm({ source: "return", query }, orders.lookup)).toMatchObject({
      status: "failed",
      reason: "amount_mismatch",
    });
  });

  it("return and webhook delivered ten times all name the same transaction", async () => {
    const started = await start();
    const query = fake.pay(started.reference, "successful");
    const delivery = fake.webhook(Number(query.transaction_id));
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => gateway.confirm({ source: "return", query }, orders.lookup)),
      ...Array.from({ length: 10 }, () => gateway.confirm({ source: "notify", ...delivery }, orders.lookup)),
    ]);
    expect(new Set(results.map((r) => `${r.status}:${r.externalId}`))).toEqual(
      new Set([`paid:${query.transaction_id}`]),
    );
  });

  describe("refunds", () => {
    itRefundsPartsOnce({
      gateway: () => gateway,
      captured: 1_250_050,
      async pay(amount) {
        const started = await start(amount);
        const query = fake.pay(started.reference, "successful");
        return { externalId: query.transaction_id, reference: started.reference, currency: "NGN" };
      },
      refundsAt: (payment) =>
        fake.refunds
          .filter((r) => String(r.tx_id) === payment.externalId)
          .map((r) => ({
            amount: fromDecimal(r.amount_refunded, "NGN"),
            key: /\[(.+)\]$/.exec(r.comments)?.[1] ?? "",
          })),
    });

    it("sends the amount in naira and the reason with the key as comments", async () => {
      const started = await start();
      const query = fake.pay(started.reference, "successful");
      await gateway.refund({
        externalId: query.transaction_id,
        reference: started.reference,
        amount: 250_050,
        currency: "NGN",
        idempotencyKey: "refund-31",
        reason: "Returned: abaya",
      });
      expect(fake.requests.at(-1)?.body).toEqual({
        amount: 2_500.5,
        comments: "Returned: abaya [refund-31]",
      });
    });
  });

  it("a wrong secret key is refused", async () => {
    const wrong = flutterwaveGateway({ publicKey: fake.publicKey, secretKey: "nope", baseUrl: fake.baseUrl });
    await expect(wrong.createPayment(sampleOrder())).rejects.toMatchObject({ status: 401 });
  });
});
