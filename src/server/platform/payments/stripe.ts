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
import { callJson, header, hmacHex, joinUrl, sameSignature } from "./http.ts";
import { expectedFor, judge } from "./outcome.ts";

export interface StripeConfig {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  baseUrl: string;
  /** Seconds a webhook timestamp may be old (Stripe's libraries use 300). */
  toleranceSeconds?: number;
  now?: () => number;
}

interface CheckoutSession {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  url?: string | null;
}

/** Checks a `Stripe-Signature: t=…,v1=…` header: HMAC-SHA256 of "t.rawBody" with the endpoint secret, timestamp within tolerance. */
function verifyStripeSignature(
  rawBody: string,
  signatureHeader: string | undefined,
  secret: string,
  toleranceSeconds: number,
  nowSeconds: number,
): void {
  if (!signatureHeader) throw new PaymentVerificationError("missing Stripe-Signature");
  const parts = signatureHeader.split(",").map((part) => part.split("=", 2) as [string, string]);
  const timestamp = parts.find(([key]) => key === "t")?.[1];
  const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value);
  if (!timestamp || signatures.length === 0) throw new PaymentVerificationError("malformed Stripe-Signature");
  const expected = hmacHex("sha256", secret, `${timestamp}.${rawBody}`);
  if (!signatures.some((signature) => sameSignature(expected, signature)))
    throw new PaymentVerificationError("bad Stripe signature");
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds)
    throw new PaymentVerificationError("Stripe webhook timestamp outside the tolerance");
}

/** Stripe's bracketed form encoding: { a: { b: 1 } } -> "a[b]=1". */
function formEncode(value: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  const walk = (prefix: string, item: unknown) => {
    if (item === undefined || item === null) return;
    if (typeof item === "object")
      for (const [key, inner] of Object.entries(item)) walk(prefix ? `${prefix}[${key}]` : key, inner);
    else params.append(prefix, String(item));
  };
  walk("", value);
  return params;
}

/** Stripe Checkout Sessions over the documented REST API; confirmed by retrieving the session or by a signed webhook. */
export function stripeGateway(config: StripeConfig): PaymentGateway {
  const { secretKey = "", publishableKey, webhookSecret } = config;
  const tolerance = config.toleranceSeconds ?? 300;
  const now = config.now ?? (() => Math.floor(Date.now() / 1000));
  const api = <T>(path: string, init: RequestInit = {}) =>
    callJson<T>(joinUrl(config.baseUrl, path), {
      ...init,
      headers: {
        authorization: `Bearer ${secretKey}`,
        "content-type": "application/x-www-form-urlencoded",
        ...init.headers,
      },
    });
  const retrieve = (id: string) => api<CheckoutSession>(`/v1/checkout/sessions/${encodeURIComponent(id)}`);

  function confirmation(session: CheckoutSession, eventType?: string): PaymentConfirmation {
    let status: PaymentConfirmation["status"] = "pending";
    let reason: PaymentConfirmation["reason"];
    if (eventType === "checkout.session.async_payment_failed") [status, reason] = ["failed", "declined"];
    else if (session.status === "expired") [status, reason] = ["failed", "expired"];
    else if (session.payment_status === "paid") status = "paid";
    return {
      status,
      ...(reason ? { reason } : {}),
      reference: session.id,
      externalId: session.id,
      amount: session.amount_total,
      currency: session.currency.toUpperCase(),
      raw: session,
    };
  }

  async function fromWebhook(input: ConfirmInput, lookup: ExpectedLookup): Promise<PaymentConfirmation> {
    if (!webhookSecret) throw new PaymentVerificationError("STRIPE_WEBHOOK_SECRET is not set");
    const rawBody = input.rawBody ?? "";
    verifyStripeSignature(
      rawBody,
      header(input.headers, "stripe-signature"),
      webhookSecret,
      tolerance,
      now(),
    );
    const event = JSON.parse(rawBody) as { id: string; type: string; data: { object: CheckoutSession } };
    const session = event.data.object;
    if (session.object !== "checkout.session")
      throw new PaymentVerificationError(`Stripe event ${event.type} is not about a Checkout Session`);
    const expected = await expectedFor(lookup, session.id);
    return judge(expected, { ...confirmation(session, event.type), raw: event });
  }

  return {
    method: PAYMENT_METHOD.stripe,
    configured: Boolean(secretKey && publishableKey),
    publicKeys: publishableKey ? { publishableKey } : {},

    async createPayment(order: PaymentOrder): Promise<PaymentStart> {
      const separator = order.returnUrl.includes("?") ? "&" : "?";
      const session = await api<CheckoutSession>("/v1/checkout/sessions", {
        method: "POST",
        headers: { "idempotency-key": `order-${order.orderId}-${order.trackingCode}-${order.amount}` },
        body: formEncode({
          mode: "payment",
          // Stripe fills {CHECKOUT_SESSION_ID} in; the return route confirms by retrieving that session.
          success_url: `${order.returnUrl}${separator}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: order.cancelUrl,
          client_reference_id: order.trackingCode,
          customer_email: order.customer.email,
          locale: order.lang && ["en", "fr", "tr"].includes(order.lang) ? order.lang : "auto",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amount,
                product_data: { name: order.description },
              },
            },
          ],
          metadata: { order_id: order.orderId, tracking_code: order.trackingCode },
        }),
      });
      if (!session.url) throw new Error("Stripe created a session without a URL");
      return { kind: "redirect", url: session.url, reference: session.id };
    },

    async confirm(input, lookup) {
      if (input.source === "notify") return fromWebhook(input, lookup);
      const id = input.query?.session_id;
      const expected = await expectedFor(lookup, id);
      return judge(expected, confirmation(await retrieve(id as string)));
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const session = await retrieve(request.externalId);
      if (!session.payment_intent) return { status: "unsupported" };
      // Stripe replays the first answer for a repeated Idempotency-Key (same parameters), so a second press refunds nothing.
      const refund = await api<{ id: string; status: string }>("/v1/refunds", {
        method: "POST",
        headers: { "idempotency-key": request.idempotencyKey },
        body: formEncode({
          payment_intent: session.payment_intent,
          amount: request.amount,
          metadata: { reference: request.reference, reason: request.reason },
        }),
      });
      if (refund.status === "failed" || refund.status === "canceled")
        throw new GatewayError(`Stripe refund ${refund.id} ${refund.status}`, 200, refund);
      return { status: refund.status === "succeeded" ? "refunded" : "pending", refundId: refund.id };
    },
  };
}
