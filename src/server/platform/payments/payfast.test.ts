import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePayfast, type FakePayfast } from "../../../testing/fakes/payments/payfast.ts";
import { PaymentVerificationError, type PaymentGateway } from "./gateway.ts";
import { payfastApi, payfastGateway } from "./payfast.ts";
import { payfastParamString, payfastSignature } from "./payfast-signature.ts";
import { memoryLookup, sampleOrder } from "../../../testing/payment-gateways.ts";
import { itRefundsPartsOnce } from "../../../testing/payment-refunds.ts";

let fake: FakePayfast;
let gateway: PaymentGateway;
const orders = memoryLookup();

beforeAll(async () => {
  fake = await startFakePayfast();
  gateway = payfastGateway({
    merchantId: fake.merchantId,
    merchantKey: fake.merchantKey,
    passphrase: fake.passphrase,
    baseUrl: fake.baseUrl,
    apiUrl: fake.baseUrl,
    validHosts: ["localhost", "127.0.0.1"],
  });
});
afterAll(() => fake.close());

/** Starts a payment and posts the form to Payfast as the browser does. */
async function start(amount = 89_950) {
  const started = await gateway.createPayment(
    sampleOrder({ amount, currency: "ZAR", description: "Order MM-7Q2K9X: abaya & hijab (2)" }),
  );
  if (started.kind !== "form") throw new Error("Payfast is a form post");
  orders.remember(started.reference, { amount, currency: "ZAR" });
  const response = await fetch(started.action, { method: "POST", body: new URLSearchParams(started.fields) });
  return { started, response };
}

describe("Payfast", () => {
  it("builds a signed form Payfast accepts, with the amount in rand", async () => {
    const { started, response } = await start();
    expect(response.status).toBe(200);
    expect(started.action).toBe(`${fake.baseUrl}/eng/process`);
    expect(started.fields).toMatchObject({
      merchant_id: fake.merchantId,
      amount: "899.50",
      m_payment_id: started.reference,
      notify_url: "http://shop.test/api/v1/payment/notify",
    });
    expect(Object.values(started.fields).join(" ")).not.toContain(fake.passphrase);
  });

  it("a form whose amount was changed in the browser is refused by Payfast", async () => {
    const { started } = await start();
    const response = await fetch(started.action, {
      method: "POST",
      body: new URLSearchParams({ ...started.fields, amount: "1.00" }),
    });
    expect(response.status).toBe(400);
  });

  it("a genuine COMPLETE ITN confirms the payment paid", async () => {
    const { started } = await start();
    const itn = fake.itn(started.reference, "COMPLETE");
    const result = await gateway.confirm({ source: "notify", ...itn }, orders.lookup);
    expect(result).toMatchObject({
      status: "paid",
      reference: started.reference,
      externalId: itn.form.pf_payment_id,
      amount: 89_950,
      currency: "ZAR",
    });
  });

  it("FAILED and CANCELLED ITNs are reported failed", async () => {
    const { started } = await start();
    expect(
      await gateway.confirm({ source: "notify", ...fake.itn(started.reference, "FAILED") }, orders.lookup),
    ).toMatchObject({ status: "failed", reason: "declined" });
    expect(
      await gateway.confirm({ source: "notify", ...fake.itn(started.reference, "CANCELLED") }, orders.lookup),
    ).toMatchObject({ status: "failed", reason: "cancelled" });
  });

  it("an ITN for a different amount is not accepted as paid", async () => {
    const { started } = await start();
    const itn = fake.itn(started.reference, "COMPLETE", { amount: "1.00" });
    expect(await gateway.confirm({ source: "notify", ...itn }, orders.lookup)).toMatchObject({
      status: "failed",
      reason: "amount_mismatch",
    });
  });

  it("an ITN with a bad signature, from another host, or that Payfast did not send is refused", async () => {
    const { started } = await start();
    const forged = fake.itn(started.reference, "COMPLETE", { passphrase: "guess" });
    await expect(gateway.confirm({ source: "notify", ...forged }, orders.lookup)).rejects.toBeInstanceOf(
      PaymentVerificationError,
    );
    const genuine = fake.itn(started.reference, "COMPLETE");
    await expect(
      gateway.confirm({ source: "notify", ...genuine, remoteAddress: "203.0.113.9" }, orders.lookup),
    ).rejects.toThrow(/not Payfast/);
    // Correctly signed (the passphrase leaked) but never sent by Payfast: its validate call says INVALID.
    const pairs = [...new URLSearchParams(genuine.rawBody).entries()]
      .filter(([k]) => k !== "signature")
      .map(([k, v]) => [k, k === "pf_payment_id" ? "999" : v] as [string, string]);
    pairs.push([
      "signature",
      payfastSignature(payfastParamString(pairs, { skipEmpty: false, trim: false }), fake.passphrase),
    ]);
    await expect(
      gateway.confirm(
        { source: "notify", rawBody: new URLSearchParams(pairs).toString(), remoteAddress: "127.0.0.1" },
        orders.lookup,
      ),
    ).rejects.toThrow(/did not validate/);
  });

  it("the same ITN delivered ten times names the same payment", async () => {
    const { started } = await start();
    const itn = fake.itn(started.reference, "COMPLETE");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => gateway.confirm({ source: "notify", ...itn }, orders.lookup)),
    );
    expect(new Set(results.map((r) => `${r.status}:${r.externalId}`))).toEqual(
      new Set([`paid:${itn.form.pf_payment_id}`]),
    );
  });

  it("the browser's return is never taken as a confirmation", async () => {
    const { started } = await start();
    await expect(
      gateway.confirm({ source: "return", query: { m_payment_id: started.reference } }, orders.lookup),
    ).rejects.toBeInstanceOf(PaymentVerificationError);
  });

  it("the source-host check can be switched off for a trusted proxy", async () => {
    const open = payfastGateway({
      merchantId: fake.merchantId,
      merchantKey: fake.merchantKey,
      passphrase: fake.passphrase,
      baseUrl: fake.baseUrl,
      validHosts: ["*"],
    });
    const { started } = await start();
    const itn = fake.itn(started.reference, "COMPLETE");
    expect(
      (await open.confirm({ source: "notify", ...itn, remoteAddress: "10.0.0.5" }, orders.lookup)).status,
    ).toBe("paid");
  });

  describe("refunds (Payfast API)", () => {
    /** A Payfast payment the ITN confirmed: its pf_payment_id is what refunds name. */
    async function paid(amount: number) {
      const { started } = await start(amount);
      const itn = fake.itn(started.reference, "COMPLETE");
      const confirmed = await gateway.confirm({ source: "notify", ...itn }, orders.lookup);
      return { externalId: confirmed.externalId, reference: started.reference, currency: "ZAR" };
    }

    itRefundsPartsOnce({
      gateway: () => gateway,
      captured: 89_950,
      pay: paid,
      refundsAt: (payment) =>
        fake.refunds
          .filter((r) => r.paymentId === payment.externalId)
          .map((r) => ({ amount: r.amount, key: /\[(.+)\]$/.exec(r.reason)?.[1] ?? "" })),
    });

    it("posts the amount in cents and the reason, signed with the merchant id, version and timestamp headers", async () => {
      const payment = await paid(89_950);
      await gateway.refund({
        ...payment,
        amount: 10_000,
        idempotencyKey: "refund-8",
        reason: "Hijab returned",
      });
      const sent = fake.requests.at(-1);
      expect(sent?.method).toBe("POST");
      expect(sent?.path).toBe(`/refunds/${payment.externalId}`);
      expect(sent?.body).toEqual({ amount: 10_000, reason: "Hijab returned [refund-8]", notify_buyer: 1 });
      expect(sent?.headers).toMatchObject({ "merchant-id": fake.merchantId, version: "v1" });
    });

    it("a call signed without the right passphrase is refused by Payfast", async () => {
      const payment = await paid(89_950);
      const wrong = payfastGateway({
        merchantId: fake.merchantId,
        merchantKey: fake.merchantKey,
        passphrase: "guess",
        baseUrl: fake.baseUrl,
        apiUrl: fake.baseUrl,
        validHosts: ["*"],
      });
      await expect(
        wrong.refund({ ...payment, amount: 100, idempotencyKey: "refund-9" }),
      ).rejects.toMatchObject({
        status: 401,
      });
      expect(fake.refunds.filter((r) => r.paymentId === payment.externalId)).toEqual([]);
    });

    it("the sandbox and the live site both use api.payfast.co.za, the sandbox with ?testing=true", () => {
      expect(payfastApi({ baseUrl: "https://sandbox.payfast.co.za" })).toEqual({
        url: "https://api.payfast.co.za",
        testing: true,
      });
      expect(payfastApi({ baseUrl: "https://www.payfast.co.za" })).toEqual({
        url: "https://api.payfast.co.za",
        testing: false,
      });
      expect(payfastApi({ baseUrl: fake.baseUrl })).toEqual({ url: fake.baseUrl, testing: false });
    });

    it("in testing mode the call carries ?testing=true and still reaches the refund", async () => {
      const payment = await paid(89_950);
      const sandbox = payfastGateway({
        merchantId: fake.merchantId,
        merchantKey: fake.merchantKey,
        passphrase: fake.passphrase,
        baseUrl: fake.baseUrl,
        apiUrl: fake.baseUrl,
        testing: true,
        validHosts: ["*"],
      });
      expect((await sandbox.refund({ ...payment, amount: 500, idempotencyKey: "refund-10" })).status).toBe(
        "refunded",
      );
      expect(fake.requests.at(-1)?.query.get("testing")).toBe("true");
    });
  });
});
