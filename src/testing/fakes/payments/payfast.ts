import { fromDecimal } from "../../../server/platform/payments/money.ts";
import {
  payfastApiSignature,
  payfastParamString,
  payfastSignature,
  PAYFAST_FIELD_ORDER,
} from "../../../server/platform/payments/payfast-signature.ts";
import { startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from "./server.ts";

interface Checkout {
  fields: Record<string, string>;
}

/** One refund Payfast made (amount in cents). */
export interface PayfastRefund {
  id: string;
  paymentId: string;
  amount: number;
  reason: string;
  status: "COMPLETE";
  created: string;
}

export interface FakePayfast extends FakeServer {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  checkouts: Map<string, Checkout>;
  /** Every refund Payfast made through its API. */
  refunds: PayfastRefund[];
  /** The ITN Payfast posts to notify_url after the buyer pays (fields in Payfast's order, signed). */
  itn(
    mPaymentId: string,
    outcome: "COMPLETE" | "FAILED" | "CANCELLED",
    options?: { amount?: string; passphrase?: string },
  ): {
    rawBody: string;
    form: Record<string, string>;
    headers: Record<string, string>;
    remoteAddress: string;
  };
}

/**
 * Speaks Payfast's redirect protocol: POST /eng/process checks the MD5 signature; ITNs are signed;
 * /eng/query/validate answers VALID for ITNs it sent. Also its API's refunds (merchant-id, version,
 * timestamp and signature headers): POST /refunds/{pf_payment_id} (cents, partial until the gross
 * is used up) and GET /refunds/{pf_payment_id} listing the refunds made.
 */
export async function startFakePayfast(): Promise<FakePayfast> {
  const merchantId = "10000100";
  const merchantKey = "46f0cd694581a";
  const passphrase = "jt7NOE43FZPn";
  const checkouts = new Map<string, Checkout>();
  const sent = new Set<string>();
  let nextPaymentId = 1_089_250;
  /** pf_payment_id -> gross in cents, for payments whose ITN said COMPLETE. */
  const completed = new Map<string, number>();
  const refunds: PayfastRefund[] = [];
  const failed = (code: number, response: string): FakeResponse => ({
    status: code,
    json: { code, status: "failed", data: { response, message: false } },
  });

  function signedByMerchant(request: FakeRequest): boolean {
    const header = (name: string) => String(request.headers[name] ?? "");
    const fields: Record<string, string> = {
      "merchant-id": header("merchant-id"),
      version: header("version"),
      timestamp: header("timestamp"),
      ...Object.fromEntries(Object.entries(request.body).map(([key, value]) => [key, String(value)])),
    };
    return (
      fields["merchant-id"] === merchantId &&
      fields.version === "v1" &&
      !Number.isNaN(Date.parse(fields.timestamp)) &&
      header("signature") === payfastApiSignature(fields, passphrase)
    );
  }

  function refundApi(request: FakeRequest, paymentId: string): FakeResponse {
    if (!signedByMerchant(request)) return failed(401, "Merchant authorization failed.");
    const gross = completed.get(paymentId);
    if (gross === undefined) return failed(404, "Transaction not found");
    const made = refunds.filter((r) => r.paymentId === paymentId);
    const available = gross - made.reduce((sum, r) => sum + r.amount, 0);
    if (request.method === "GET")
      return {
        json: {
          code: 200,
          status: "success",
          data: { response: { refunds: made, available_balance: available } },
        },
      };
    const { amount, reason } = request.body as { amount?: unknown; reason?: unknown };
    if (!Number.isInteger(amount) || (amount as number) <= 0)
      return failed(400, "Amount must be a whole number of cents");
    if ((amount as number) > available)
      return failed(400, `Refund amount exceeds the available balance of ${available} cents`);
    const refund: PayfastRefund = {
      id: crypto.randomUUID(),
      paymentId,
      amount: amount as number,
      reason: typeof reason === "string" ? reason : "",
      status: "COMPLETE",
      created: new Date().toISOString(),
    };
    refunds.push(refund);
    return { json: { code: 200, status: "success", data: { response: refund } } };
  }

  const server = await startFakeServer((request) => {
    if (request.method === "POST" && request.path === "/eng/process") {
      const pairs = [...new URLSearchParams(request.rawBody).entries()];
      const fields = Object.fromEntries(pairs);
      const ordered = PAYFAST_FIELD_ORDER.filter((key) => fields[key] !== undefined).map(
        (key) => [key, fields[key]] as [string, string],
      );
      const expected = payfastSignature(
        payfastParamString(ordered, { skipEmpty: true, trim: true }),
        passphrase,
      );
      if (fields.merchant_id !== merchantId || fields.merchant_key !== merchantKey)
        return { status: 400, text: "Merchant is invalid" };
      if (fields.signature !== expected)
        return { status: 400, text: "Generated signature does not match submitted signature" };
      checkouts.set(fields.m_payment_id, { fields });
      return { text: "<html>Payfast checkout</html>" };
    }
    if (request.method === "POST" && request.path === "/eng/query/validate")
      return { text: sent.has(request.rawBody) ? "VALID" : "INVALID" };
    const refund = /^\/refunds\/([^/]+)$/.exec(request.path);
    if (refund && (request.method === "GET" || request.method === "POST"))
      return refundApi(request, refund[1]);
    return { status: 404, text: "Not found" };
  });

  return {
    ...server,
    merchantId,
    merchantKey,
    passphrase,
    checkouts,
    refunds,
    itn(mPaymentId, outcome, options = {}) {
      const checkout = checkouts.get(mPaymentId);
      if (!checkout) throw new Error(`no checkout ${mPaymentId}`);
      const gross = options.amount ?? checkout.fields.amount;
      const fee = (Number(gross) * 0.035).toFixed(2);
      const pfPaymentId = String(nextPaymentId++);
      if (outcome === "COMPLETE") completed.set(pfPaymentId, fromDecimal(gross, "ZAR"));
      const pairs: [string, string][] = [
        ["m_payment_id", mPaymentId],
        ["pf_payment_id", pfPaymentId],
        ["payment_status", outcome],
        ["item_name", checkout.fields.item_name ?? ""],
        ["item_description", checkout.fields.item_description ?? ""],
        ["amount_gross", gross],
        ["amount_fee", `-${fee}`],
        ["amount_net", (Number(gross) - Number(fee)).toFixed(2)],
        ["custom_str1", ""],
        ["custom_int1", checkout.fields.custom_int1 ?? ""],
        ["name_first", checkout.fields.name_first ?? ""],
        ["name_last", checkout.fields.name_last ?? ""],
        ["email_address", checkout.fields.email_address ?? ""],
        ["merchant_id", merchantId],
      ];
      const paramString = payfastParamString(pairs, { skipEmpty: false, trim: false });
      sent.add(paramString);
      pairs.push(["signature", payfastSignature(paramString, options.passphrase ?? passphrase)]);
      const rawBody = new URLSearchParams(pairs).toString();
      return {
        rawBody,
        form: Object.fromEntries(pairs),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        remoteAddress: "::ffff:127.0.0.1",
      };
    },
  };
}
