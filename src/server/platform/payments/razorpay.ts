import { createHash } from "node:crypto";
import type {
  ConfirmInput,
  ExpectedLookup,
  PaymentConfirmation,
  PaymentGateway,
  PaymentOrder,
  PaymentStart,
  RefundRequest,
  RefundResult,
} from "./gateway.ts";
import { PAYMENT_METHOD } from "../db/schema/enums.ts";
import { GatewayError, PaymentVerificationError } from "./gateway.ts";
import { basicAuth, callJson, header, hmacHex, joinUrl, sameSignature } from "./http.ts";
import { expectedFor, judge } from "./outcome.ts";

export interface RazorpayConfig {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  baseUrl: string;
}

interface RazorpayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
}

const STATUS: Record<RazorpayPayment["status"], PaymentConfirmation["status"]> = {
  created: "pending",
  authorized: "pending",
  captured: "paid",
  refunded: "paid",
  failed: "failed",
};

/**
 * Razorpay's X-Refund-Idempotency takes at least 10 of [A-Za-z0-9_-]; any other key is hashed into
 * one, the same key always into the same header.
 */
function refundIdempotencyKey(key: string): string {
  return /^[A-Za-z0-9_-]{10,}$/.test(key) ? key : createHash("sha256").update(key).digest("hex").slice(0, 40);
}

/** Razorpay Orders API + Checkout: callback signature HMAC-SHA256(order_id|payment_id, key secret), webhooks signed over the raw body. */
export function razorpayGateway(config: RazorpayConfig): PaymentGateway {
  const { keyId = "", keySecret = "", webhookSecret } = config;
  const api = (path: string, init: RequestInit = {}) =>
    callJson<Record<string, unknown>>(joinUrl(config.baseUrl, path), {
      ...init,
      headers: {
        authorization: basicAuth(keyId, keySecret),
        "content-type": "application/json",
        ...init.headers,
      },
    });

  async function fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return (await api(`/v1/payments/${encodeURIComponent(paymentId)}`)) as unknown as RazorpayPayment;
  }

  function confirmation(payment: RazorpayPayment): PaymentConfirmation {
    const status = STATUS[payment.status] ?? "pending";
    return {
      status,
      reference: payment.order_id,
      externalId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      ...(status === "failed" ? { reason: "declined" as const } : {}),
      raw: payment,
    };
  }

  async function fromCallback(
    form: Record<string, string>,
    lookup: ExpectedLookup,
  ): Promise<PaymentConfirmation> {
    const signature = form.razorpay_signature;
    if (!signature) {
      // Failed checkout: Razorpay posts error[...] fields; believe only what the API says about that payment.
      const metadata = JSON.parse(form["error[metadata]"] ?? "{}") as {
        payment_id?: string;
        order_id?: string;
      };
      if (!metadata.payment_id)
        throw new PaymentVerificationError("callback without signature or payment id");
      const expected = await expectedFor(lookup, metadata.order_id);
      const payment = await fetchPayment(metadata.payment_id);
      if (payment.order_id !== metadata.order_id)
        throw new PaymentVerificationError("payment belongs to another order");
      return judge(expected, confirmation(payment));
    }
    const orderId = form.razorpay_order_id;
    const paymentId = form.razorpay_payment_id ?? "";
    const expected = await expectedFor(lookup, orderId);
    if (!sameSignature(hmacHex("sha256", keySecret, `${orderId}|${paymentId}`), signature))
      throw new PaymentVerificationError("bad Razorpay signature");
    const payment = await fetchPayment(paymentId);
    if (payment.order_id !== orderId) throw new PaymentVerificationError("payment belongs to another order");
    return judge(expected, confirmation(payment));
  }

  async function fromWebhook(input: ConfirmInput, lookup: ExpectedLookup): Promise<PaymentConfirmation> {
    const rawBody = input.rawBody ?? "";
    if (!webhookSecret) throw new PaymentVerificationError("RAZORPAY_WEBHOOK_SECRET is not set");
    if (
      !sameSignature(hmacHex("sha256", webhookSecret, rawBody), header(input.headers, "x-razorpay-signature"))
    )
      throw new PaymentVerificationError("bad Razorpay webhook signature");
    const event = JSON.parse(rawBody) as {
      event: string;
      payload?: { payment?: { entity?: RazorpayPayment } };
    };
    const payment = event.payload?.payment?.entity;
    if (!payment) throw new PaymentVerificationError(`Razorpay event ${event.event} carries no payment`);
    const expected = await expectedFor(lookup, payment.order_id);
    return judge(expected, { ...confirmation(payment), raw: event });
  }

  return {
    method: PAYMENT_METHOD.razorpay,
    configured: Boolean(keyId && keySecret),
    publicKeys: keyId ? { keyId } : {},

    async createPayment(order: PaymentOrder): Promise<PaymentStart> {
      const created = await api("/v1/orders", {
        method: "POST",
        body: JSON.stringify({
          amount: order.amount,
          currency: order.currency.toUpperCase(),
          receipt: order.trackingCode,
          notes: { order_id: String(order.orderId), tracking_code: order.trackingCode },
        }),
      });
      const reference = String(created.id);
      return {
        kind: "client",
        reference,
        // The browser opens Razorpay Checkout with these; it posts the signed result to callbackUrl.
        data: {
          key: keyId,
          orderId: reference,
          amount: order.amount,
          currency: order.currency.toUpperCase(),
          description: order.description,
          callbackUrl: order.returnUrl,
          cancelUrl: order.cancelUrl,
          prefill: {
            name: order.customer.name,
            email: order.customer.email,
            contact: order.customer.phone ?? "",
          },
        },
      };
    },

    confirm(input, lookup) {
      if (input.source === "notify") return fromWebhook(input, lookup);
      return fromCallback({ ...input.query, ...input.form }, lookup);
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const refund = await api(`/v1/payments/${encodeURIComponent(request.externalId)}/refund`, {
        method: "POST",
        headers: { "x-refund-idempotency": refundIdempotencyKey(request.idempotencyKey) },
        body: JSON.stringify({
          amount: request.amount,
          speed: "normal",
          receipt: request.idempotencyKey.slice(0, 40),
          ...(request.reason ? { notes: { reason: request.reason.slice(0, 256) } } : {}),
        }),
      });
      if (refund.status === "failed")
        throw new GatewayError(`Razorpay refund ${String(refund.id)} failed`, 200, refund);
      return { status: refund.status === "processed" ? "refunded" : "pending", refundId: String(refund.id) };
    },
  };
}
