import { randomBytes } from "node:crypto";
import { lookup as dnsLookup } from "node:dns/promises";
import type {
  ConfirmInput,
  PaymentConfirmation,
  PaymentGateway,
  PaymentOrder,
  PaymentStart,
  RefundRequest,
  RefundResult,
} from "./gateway.ts";
import { PAYMENT_METHOD } from "../db/schema/enums.ts";
import { GatewayError, PaymentVerificationError } from "./gateway.ts";
import { callJson, joinUrl, sameSignature } from "./http.ts";
import { fromDecimal, toDecimalString } from "./money.ts";
import { expectedFor, judge } from "./outcome.ts";
import {
  PAYFAST_FIELD_ORDER,
  payfastApiSignature,
  payfastParamString,
  payfastSignature,
} from "./payfast-signature.ts";

export interface PayfastConfig {
  merchantId?: string;
  merchantKey?: string;
  passphrase?: string;
  baseUrl: string;
  /** Host names (or addresses) an ITN may come from; ["*"] turns the check off. */
  validHosts: string[];
  /** Payfast's API (refunds); by default derived from baseUrl, see payfastApi. */
  apiUrl?: string;
  /** Add ?testing=true to API calls (Payfast's sandbox). */
  testing?: boolean;
}

/**
 * Where Payfast's API is: api.payfast.co.za for both the live site and the sandbox (the sandbox adds
 * ?testing=true); a base URL that is not Payfast's (a local stand-in) serves the API itself.
 */
export function payfastApi(config: Pick<PayfastConfig, "baseUrl" | "apiUrl" | "testing">): {
  url: string;
  testing: boolean;
} {
  if (config.apiUrl) return { url: config.apiUrl, testing: config.testing ?? false };
  const host = new URL(config.baseUrl).hostname;
  if (host === "sandbox.payfast.co.za") return { url: "https://api.payfast.co.za", testing: true };
  if (host === "payfast.co.za" || host.endsWith(".payfast.co.za"))
    return { url: "https://api.payfast.co.za", testing: false };
  return { url: config.baseUrl, testing: config.testing ?? false };
}

interface PayfastRefund {
  id: string;
  amount: number;
  reason?: string;
  status: string;
}
interface PayfastAnswer<T> {
  code: number;
  status: string;
  data: { response: T };
}

/** The refund's reason as sent: the caller's reason, then the idempotency key in brackets (how a repeat is recognised). */
function refundReason(request: RefundRequest): string {
  return `${request.reason ? `${request.reason} ` : ""}[${request.idempotencyKey}]`;
}

const STATUS: Record<string, Pick<PaymentConfirmation, "status" | "reason">> = {
  COMPLETE: { status: "paid" },
  FAILED: { status: "failed", reason: "declined" },
  CANCELLED: { status: "failed", reason: "cancelled" },
  PENDING: { status: "pending" },
};

function plainAddress(address: string | undefined): string {
  return (address ?? "").replace(/^::ffff:/, "");
}

/** Fields exactly as posted, in the posted order: Payfast signs the ITN in that order. */
function postedPairs(input: ConfirmInput): [string, string][] {
  if (input.rawBody) return [...new URLSearchParams(input.rawBody).entries()];
  return Object.entries(input.form ?? {});
}

/**
 * Payfast redirect form signed with MD5 (+ passphrase). Payment is confirmed only by the ITN: source host,
 * signature, merchant, Payfast's own validate call, then the amount against the order.
 */
export function payfastGateway(config: PayfastConfig): PaymentGateway {
  const { merchantId = "", merchantKey = "", passphrase } = config;
  const api = payfastApi(config);

  /** A signed call to Payfast's API (headers merchant-id, version, timestamp, signature over them and the body). */
  async function callApi<T>(method: "GET" | "POST", path: string, body?: Record<string, string | number>) {
    const headers = {
      "merchant-id": merchantId,
      version: "v1",
      timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, "+00:00"),
    };
    const signed = Object.fromEntries(
      Object.entries({ ...headers, ...body }).map(([key, value]) => [key, String(value)]),
    );
    const url = joinUrl(api.url, `${path}${api.testing ? "?testing=true" : ""}`);
    return callJson<PayfastAnswer<T>>(url, {
      method,
      headers: {
        ...headers,
        signature: payfastApiSignature(signed, passphrase),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  }

  async function fromValidHost(remoteAddress: string | undefined): Promise<boolean> {
    if (config.validHosts.includes("*")) return true;
    const peer = plainAddress(remoteAddress);
    const resolved = await Promise.all(
      config.validHosts.map((host) =>
        dnsLookup(host, { all: true }).then(
          (list) => list.map((entry) => entry.address),
          () => [] as string[],
        ),
      ),
    );
    return resolved.flat().includes(peer);
  }

  async function validatedByPayfast(paramString: string): Promise<boolean> {
    const response = await fetch(joinUrl(config.baseUrl, "/eng/query/validate"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: paramString,
      signal: AbortSignal.timeout(15_000),
    });
    return response.ok && (await response.text()).trim() === "VALID";
  }

  return {
    method: PAYMENT_METHOD.payfast,
    configured: Boolean(merchantId && merchantKey),
    publicKeys: {},

    async createPayment(order: PaymentOrder): Promise<PaymentStart> {
      const reference = `${order.trackingCode}-${randomBytes(4).toString("hex")}`;
      const [first, ...rest] = order.customer.name.trim().split(/\s+/);
      const values: Record<string, string> = {
        merchant_id: merchantId,
        merchant_key: merchantKey,
        return_url: order.returnUrl,
        cancel_url: order.cancelUrl,
        notify_url: order.notifyUrl,
        name_first: first ?? "",
        name_last: rest.join(" "),
        email_address: order.customer.email,
        m_payment_id: reference,
        amount: toDecimalString(order.amount, "ZAR"),
        item_name: order.description.slice(0, 100),
        custom_int1: String(order.orderId),
      };
      const pairs = PAYFAST_FIELD_ORDER.filter(
        (key) => values[key] !== undefined && values[key].trim() !== "",
      ).map((key) => [key, values[key].trim()] as [string, string]);
      const fields = Object.fromEntries(pairs);
      fields.signature = payfastSignature(
        payfastParamString(pairs, { skipEmpty: true, trim: true }),
        passphrase,
      );
      return { kind: "form", action: joinUrl(config.baseUrl, "/eng/process"), fields, reference };
    },

    async confirm(input, lookup) {
      if (input.source !== "notify")
        throw new PaymentVerificationError(
          "Payfast payments are confirmed by the ITN only; the return page waits for it",
        );
      if (!(await fromValidHost(input.remoteAddress)))
        throw new PaymentVerificationError(
          `ITN from a host that is not Payfast (${plainAddress(input.remoteAddress)})`,
        );
      const pairs = postedPairs(input);
      const data = Object.fromEntries(pairs);
      const paramString = payfastParamString(pairs, { skipEmpty: false, trim: false });
      if (!sameSignature(payfastSignature(paramString, passphrase), data.signature))
        throw new PaymentVerificationError("bad Payfast signature");
      if (data.merchant_id !== merchantId) throw new PaymentVerificationError("ITN for another merchant");
      const expected = await expectedFor(lookup, data.m_payment_id);
      if (!(await validatedByPayfast(paramString)))
        throw new PaymentVerificationError("Payfast did not validate the ITN");
      const outcome = STATUS[data.payment_status ?? ""] ?? { status: "pending" };
      return judge(expected, {
        ...outcome,
        reference: data.m_payment_id as string,
        externalId: data.pf_payment_id ?? (data.m_payment_id as string),
        amount: fromDecimal(data.amount_gross ?? "0", "ZAR"),
        currency: "ZAR",
        raw: data,
      });
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const path = `/refunds/${encodeURIComponent(request.externalId)}`;
      // Payfast documents no refund idempotency: the key rides in the reason, and a refund already
      // made with it is found among the payment's refunds instead of being made again.
      const reason = refundReason(request);
      const earlier = await callApi<{ refunds?: PayfastRefund[] }>("GET", path);
      const made =
        earlier.data.response.refunds?.find((refund) => refund.reason === reason) ??
        (await callApi<PayfastRefund>("POST", path, { amount: request.amount, reason, notify_buyer: 1 })).data
          .response;
      if (made.status === "FAILED") throw new GatewayError(`Payfast refund ${made.id} failed`, 200, made);
      return { status: made.status === "COMPLETE" ? "refunded" : "pending", refundId: made.id };
    },
  };
}
