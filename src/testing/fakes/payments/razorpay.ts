import { basicAuth, hmacHex } from "../../../server/platform/payments/http.ts";
import { fakeId, startFakeServer, type FakeServer } from "./server.ts";

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
}

export interface FakeRazorpay extends FakeServer {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, Order>;
  payments: Map<string, Payment>;
  /** The customer pays in Checkout: returns the form Razorpay posts to the callback URL. */
  pay(orderId: string, outcome: "captured" | "failed", options?: { amount?: number }): Record<string, string>;
  /** A webhook exactly as Razorpay sends it (raw JSON body + X-Razorpay-Signature). */
  webhook(
    event: "payment.captured" | "payment.failed" | "order.paid",
    paymentId: string,
  ): { headers: Record<string, string>; rawBody: string };
}

/** Speaks Razorpay's REST API: Basic auth with key id/secret, /v1/orders, /v1/payments/{id}, refunds. */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = "rzp_test_fake";
  const keySecret = "fake_key_secret";
  const webhookSecret = "fake_webhook_secret";
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const unauthorized = {
    status: 401,
    json: { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } },
  };

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== basicAuth(keyId, keySecret)) return unauthorized;
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
      const amount = (request.body.amount as number | undefined) ?? found.amount;
      if (found.status !== "captured" || amount > found.amount)
        return {
          status: 400,
          json: { error: { code: "BAD_REQUEST_ERROR", description: "Refund not allowed" } },
        };
      found.status = "refunded";
      return {
        json: { id: fakeId("rfnd_"), entity: "refund", payment_id: found.id, amount, status: "processed" },
      };
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
