import { basicAuth } from "../../../server/platform/payments/http.ts";
import { fromDecimal, toDecimalString } from "../../../server/platform/payments/money.ts";
import { fakeId, startFakeServer, type FakeResponse, type FakeServer } from "./server.ts";

interface Money {
  currency_code: string;
  value: string;
}
interface Order {
  id: string;
  intent: "CAPTURE";
  status: string;
  purchase_units: {
    reference_id?: string;
    amount: Money;
    payments?: { captures: { id: string; status: string; amount: Money }[] };
  }[];
  links: { rel: string; href: string; method: string }[];
}

export interface FakePayPal extends FakeServer {
  clientId: string;
  clientSecret: string;
  orders: Map<string, Order>;
  /** Every refund PayPal made (a repeated PayPal-Request-Id adds none); amounts in minor units. */
  refunds: PayPalRefund[];
  tokensIssued: number;
  /** The buyer logs in at PayPal: "approve" (the card will pay) or "decline" (capture will be refused). Returns return_url's query. */
  approve(
    orderId: string,
    outcome: "approve" | "decline",
    options?: { capturedValue?: string },
  ): Record<string, string>;
  /** A webhook body as PayPal posts it. */
  webhook(
    eventType: "PAYMENT.CAPTURE.COMPLETED" | "CHECKOUT.ORDER.APPROVED",
    orderId: string,
  ): { headers: Record<string, string>; rawBody: string };
}

export interface PayPalRefund {
  id: string;
  capture: string;
  amount: number;
  currency: string;
  key: string | undefined;
}

const unprocessable = (issue: string, description: string): FakeResponse => ({
  status: 422,
  json: {
    name: "UNPROCESSABLE_ENTITY",
    message: "The requested action could not be performed.",
    details: [{ issue, description }],
  },
});

/** Speaks PayPal's REST API: OAuth2 client credentials, Orders v2 create/get/capture (PayPal-Request-Id), capture refunds. */
export async function startFakePayPal(): Promise<FakePayPal> {
  const clientId = "fake-client-id";
  const clientSecret = "fake-client-secret";
  const orders = new Map<string, Order>();
  const tokens = new Set<string>();
  const outcomes = new Map<string, { decline: boolean; capturedValue?: string }>();
  const replies = new Map<string, FakeResponse>();
  const refunds: PayPalRefund[] = [];
  let baseUrl = "";
  const state = { tokensIssued: 0 };

  function handle(request: Parameters<Parameters<typeof startFakeServer>[0]>[0]): FakeResponse {
    if (request.path === "/v1/oauth2/token") {
      if (
        request.headers.authorization !== basicAuth(clientId, clientSecret) ||
        request.body.grant_type !== "client_credentials"
      )
        return {
          status: 401,
          json: { error: "invalid_client", error_description: "Client Authentication failed" },
        };
      const token = fakeId("A21AA");
      tokens.add(token);
      state.tokensIssued += 1;
      return {
        json: {
          scope: "https://uri.paypal.com/services/payments/payment",
          access_token: token,
          token_type: "Bearer",
          app_id: "APP-FAKE",
          expires_in: 32400,
          nonce: fakeId("n"),
        },
      };
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, "");
    if (!bearer || !tokens.has(bearer))
      return {
        status: 401,
        json: { error: "invalid_token", error_description: "Token signature verification failed" },
      };

    if (request.method === "POST" && request.path === "/v2/checkout/orders") {
      const body = request.body as {
        intent?: string;
        purchase_units?: { reference_id?: string; amount?: Money }[];
      };
      const amount = body.purchase_units?.[0]?.amount;
      if (body.intent !== "CAPTURE" || !amount || !/^\d+(\.\d{2})?$/.test(amount.value))
        return {
          status: 400,
          json: {
            name: "INVALID_REQUEST",
            details: [
              {
                issue: "INVALID_PARAMETER_VALUE",
                field: "/purchase_units/@reference_id=='default'/amount/value",
              },
            ],
          },
        };
      const id = fakeId("5O").toUpperCase().slice(0, 17);
      const order: Order = {
        id,
        intent: "CAPTURE",
        status: "PAYER_ACTION_REQUIRED",
        purchase_units: [{ reference_id: body.purchase_units?.[0]?.reference_id, amount }],
        links: [
          { rel: "self", href: `${baseUrl}/v2/checkout/orders/${id}`, method: "GET" },
          { rel: "payer-action", href: `${baseUrl}/checkoutnow?token=${id}`, method: "GET" },
        ],
      };
      orders.set(id, order);
      return { status: 200, json: order };
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(request.path);
    if (match) {
      const order = orders.get(match[1]);
      if (!order)
        return {
          status: 404,
          json: { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] },
        };
      if (!match[2]) return { json: order };
      if (order.status === "COMPLETED")
        return unprocessable("ORDER_ALREADY_CAPTURED", "Order already captured.");
      if (order.status !== "APPROVED")
        return unprocessable("ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.");
      const outcome = outcomes.get(order.id);
      if (outcome?.decline)
        return unprocessable(
          "INSTRUMENT_DECLINED",
          "The instrument presented was either declined by the processor or bank.",
        );
      const unit = order.purchase_units[0];
      unit.payments = {
        captures: [
          {
            id: fakeId("CAP").toUpperCase(),
            status: "COMPLETED",
            amount: { ...unit.amount, value: outcome?.capturedValue ?? unit.amount.value },
          },
        ],
      };
      order.status = "COMPLETED";
      return { status: 201, json: order };
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(request.path);
    if (refund && request.method === "POST") {
      const order = [...orders.values()].find(
        (o) => o.purchase_units[0].payments?.captures[0]?.id === refund[1],
      );
      if (!order) return { status: 404, json: { name: "RESOURCE_NOT_FOUND" } };
      return refundCapture(order.purchase_units[0].payments!.captures[0], request);
    }
    return { status: 404, json: { name: "RESOURCE_NOT_FOUND" } };
  }

  /** POST /v2/payments/captures/{id}/refund: partial refunds until the captured amount is used up. */
  function refundCapture(
    captured: { id: string; status: string; amount: Money },
    request: Parameters<Parameters<typeof startFakeServer>[0]>[0],
  ): FakeResponse {
    const currency = captured.amount.currency_code;
    const total = fromDecimal(captured.amount.value, currency);
    const refunded = refunds.filter((r) => r.capture === captured.id).reduce((sum, r) => sum + r.amount, 0);
    const asked = (request.body as { amount?: Money }).amount;
    if (asked && asked.currency_code !== currency)
      return unprocessable("REFUND_CURRENCY_MISMATCH", "Refund must be in the same currency as the capture.");
    const amount = asked ? fromDecimal(asked.value, currency) : total - refunded;
    if (refunded >= total)
      return unprocessable("CAPTURE_FULLY_REFUNDED", "The capture has already been fully refunded.");
    if (amount > total - refunded)
      return unprocessable(
        "REFUND_AMOUNT_EXCEEDED",
        "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
      );
    const requestId = request.headers["paypal-request-id"];
    const made: PayPalRefund = {
      id: fakeId("RF").toUpperCase(),
      capture: captured.id,
      amount,
      currency,
      key: typeof requestId === "string" ? requestId : undefined,
    };
    refunds.push(made);
    captured.status = refunded + amount === total ? "REFUNDED" : "PARTIALLY_REFUNDED";
    return {
      status: 201,
      json: {
        id: made.id,
        status: "COMPLETED",
        amount: asked ?? { currency_code: currency, value: toDecimalString(amount, currency) },
        links: [{ rel: "self", href: `${baseUrl}/v2/payments/refunds/${made.id}`, method: "GET" }],
      },
    };
  }

  const server = await startFakeServer((request) => {
    // PayPal-Request-Id: the same id on a POST answers exactly what the first call answered.
    const requestId = request.method === "POST" ? request.headers["paypal-request-id"] : undefined;
    const key = typeof requestId === "string" ? `${request.path}|${requestId}` : undefined;
    if (key && replies.has(key)) return replies.get(key) as FakeResponse;
    const reply = handle(request);
    if (key && (reply.status ?? 200) < 300) replies.set(key, reply);
    return reply;
  });
  baseUrl = server.baseUrl;

  return {
    ...server,
    clientId,
    clientSecret,
    orders,
    refunds,
    get tokensIssued() {
      return state.tokensIssued;
    },
    approve(orderId, outcome, options = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.status = "APPROVED";
      outcomes.set(orderId, { decline: outcome === "decline", capturedValue: options.capturedValue });
      return { token: orderId, PayerID: "FAKEPAYER123" };
    },
    webhook(eventType, orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const resource =
        eventType === "CHECKOUT.ORDER.APPROVED"
          ? { ...order }
          : {
              ...order.purchase_units[0].payments?.captures[0],
              supplementary_data: { related_ids: { order_id: orderId } },
            };
      const rawBody = JSON.stringify({
        id: fakeId("WH-"),
        event_type: eventType,
        resource_type: eventType === "CHECKOUT.ORDER.APPROVED" ? "checkout-order" : "capture",
        resource,
      });
      return {
        headers: { "content-type": "application/json", "paypal-transmission-id": fakeId("t") },
        rawBody,
      };
    },
  };
}
