import { basicAuth, hmacHex } from "../../../server/platform/payments/http.ts";
import { fakeId, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from "./server.ts";

interface Order {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: string;
}
interface Payment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  entity: "payment";
  amount_refunded: number;
  refund_status: "partial" | "full" | null;
}
export interface RazorpayRefund {
  id: string;
  entity: "refund";
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "processed";
  speed_requested: string;
  /** The X-Refund-Idempotency header it was made with. */
  key: string | undefined;
}

export interface FakeRazorpay extends FakeServer {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, Order>;
  payments: Map<string, Payment>;
  /** Every refund Razorpay made (a repeated X-Refund-Idempotency adds none). */
  refunds: RazorpayRefund[];
  /** The customer pays in Checkout: returns the form Razorpay posts to the callback URL. */
  pay(orderId: string, outcome: "captured" | "failed", options?: { amount?: number }): Record<string, string>;
  /** A webhook exactly as Razorpay sends it (raw JSON body + X-Razorpay-Signature). */
  webhook(
    event: "payment.captured" | "payment.failed" | "order.paid",
    paymentId: string,
  ): { headers: Record<string, string>; rawBody: string };
}

const badRequest = (description: string): FakeResponse => ({
  status: 400,
  json: {
    error: { code: "BAD_REQUEST_ERROR", description, source: "NA", step: "NA", reason: "NA", metadata: {} },
  },
});

/**
 * Speaks Razorpay's REST API: Basic auth with key id/secret, /v1/orders, /v1/payments/{id}, partial
 * refunds with the documented X-Refund-Idempotency header (same key and body: the same refund; same
 * key, other body: BAD_REQUEST_ERROR).
 */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = "rzp_test_fake";
  const keySecret = "fake_key_secret";
  const webhookSecret = "fake_webhook_secret";
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds: RazorpayRefund[] = [];
  const idempotent = new Map<string, { path: string; rawBody: string; reply: FakeResponse }>();

  function refund(payment: Payment, request: FakeRequest): FakeResponse {
    const body = request.body as {
      amount?: unknown;
      receipt?: string;
      speed?: string;
      notes?: Record<string, string>;
    };
    const remaining = payment.amount - payment.amount_refunded;
    const amount = body.amount ?? remaining;
    if (!Number.isInteger(amount) || (amount as number) < 100)
      return badRequest("The amount must be atleast INR 1.00");
    if (payment.status !== "captured") return badRequest("The payment has been fully refunded already");
    if ((amount as number) > remaining)
      return badRequest("The refund amount provided is greater than the amount not refunded yet");
    const key = request.headers["x-refund-idempotency"];
    const made: RazorpayRefund = {
      id: fakeId("rfnd_"),
      entity: "refund",
      payment_id: payment.id,
      amount: amount as number,
      currency: payment.currency,
      receipt: body.receipt ?? null,
      notes: body.notes ?? {},
      status: "processed",
      speed_requested: body.speed ?? "normal",
      key: typeof key === "string" ? key : undefined,
    };
    refunds.push(made);
    payment.amount_refunded += made.amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    if (payment.refund_status === "full") payment.status = "refunded";
    const { key: _key, ...answer } = made;
    return { json: { ...answer, created_at: Math.floor(Date.now() / 1000) } };
  }

  function idempotentRefund(payment: Payment, request: FakeRequest): FakeResponse {
    const key = request.headers["x-refund-idempotency"];
    if (typeof key !== "string") return refund(payment, request);
    if (!/^[A-Za-z0-9_-]{10,}$/.test(key))
      return badRequest("The idempotency key must be at least 10 characters of letters, digits, - and _");
    const first = idempotent.get(key);
    if (first && (first.path !== request.path || first.rawBody !== request.rawBody))
      return badRequest("Different request with the same idempotency key has already been processed.");
    if (first) return first.reply;
    const reply = refund(payment, request);
    if ((reply.status ?? 200) < 300)
      idempotent.set(key, { path: request.path, rawBody: request.rawBody, reply });
    return reply;
  }

  const unauthorized = {
    status: 401,
    json: { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } },
  };

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== basicAuth(keyId, keySecret)) return unauthorized;
    // Fetch all payments (GET /v1/payments?count=…): a collection, the cheapest authenticated read.
    if (request.method === "GET" && request.path === "/v1/payments")
      return { json: { entity: "collection", count: 0, items: [] } };
    if (request.method === "POST" && request.path === "/v1/orders") {
      const { amount, currency, receipt } = request.body as {
        amount: unknown;
        currency: string;
        receipt: string;
      };
      if (!Number.isInteger(amount) || (amount as number) < 100)
        return {
          status: 400,
          json: { error: { code: "BAD_REQUEST_ERROR", description: "The amount must be atleast INR 1.00" } },
        };
      const order = {
        id: fakeId("order_"),
        entity: "order",
        amount: amount as number,
        amount_paid: 0,
        currency,
        receipt,
        status: "created",
      };
      orders.set(order.id, order);
      return { json: order };
    }
    const payment = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(request.path);
    if (payment) {
      const found = payments.get(payment[1]);
      if (!found)
        return {
          status: 400,
          json: { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } },
        };
      if (!payment[2]) return { json: found };
      if (request.method !== "POST") return badRequest("The requested URL was not found on the server.");
      return idempotentRefund(found, request);
    }
    return { status: 404, json: { error: { code: "BAD_REQUEST_ERROR", description: "not found" } } };
  });

  return {
    ...server,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    pay(orderId, outcome, options = {}): Record<string, string> {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const payment: Payment = {
        id: fakeId("pay_"),
        entity: "payment",
        order_id: orderId,
        amount: options.amount ?? order.amount,
        currency: order.currency,
        status: outcome,
        amount_refunded: 0,
        refund_status: null,
      };
      payments.set(payment.id, payment);
      if (outcome === "failed")
        return {
          "error[code]": "BAD_REQUEST_ERROR",
          "error[description]": "Payment failed",
          "error[reason]": "payment_failed",
          "error[metadata]": JSON.stringify({ payment_id: payment.id, order_id: orderId }),
        };
      order.status = "paid";
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: hmacHex("sha256", keySecret, `${orderId}|${payment.id}`),
      };
    },
    webhook(event, paymentId) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      const rawBody = JSON.stringify({
        entity: "event",
        event,
        contains: ["payment"],
        payload: { payment: { entity: payment } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hmacHex("sha256", webhookSecret, rawBody),
        },
        rawBody,
      };
    },
  };
}
