import {
  payfastParamString,
  payfastSignature,
  PAYFAST_FIELD_ORDER,
} from "../../../server/platform/payments/payfast-signature.ts";
import { startFakeServer, type FakeServer } from "./server.ts";

interface Checkout {
  fields: Record<string, string>;
}

export interface FakePayfast extends FakeServer {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  checkouts: Map<string, Checkout>;
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

/** Speaks Payfast's redirect protocol: POST /eng/process checks the MD5 signature; ITNs are signed; /eng/query/validate answers VALID for ITNs it sent. */
export async function startFakePayfast(): Promise<FakePayfast> {
  const merchantId = "10000100";
  const merchantKey = "46f0cd694581a";
  const passphrase = "jt7NOE43FZPn";
  const checkouts = new Map<string, Checkout>();
  const sent = new Set<string>();
  let nextPaymentId = 1_089_250;

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
    return { status: 404, text: "Not found" };
  });

  return {
    ...server,
    merchantId,
    merchantKey,
    passphrase,
    checkouts,
    itn(mPaymentId, outcome, options = {}) {
      const checkout = checkouts.get(mPaymentId);
      if (!checkout) throw new Error(`no checkout ${mPaymentId}`);
      const gross = options.amount ?? checkout.fields.amount;
      const fee = (Number(gross) * 0.035).toFixed(2);
      const pairs: [string, string][] = [
        ["m_payment_id", mPaymentId],
        ["pf_payment_id", String(nextPaymentId++)],
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
