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
import { basicAuth, callJson, joinUrl } from "./http.ts";
import { fromDecimal, toDecimalString } from "./money.ts";
import { expectedFor, judge } from "./outcome.ts";

export interface PayPalConfig {
  clientId?: string;
  clientSecret?: string;
  baseUrl: string;
}

interface Money {
  currency_code: string;
  value: string;
}
interface Capture {
  id: string;
  status: "COMPLETED" | "DECLINED" | "PENDING" | "FAILED" | "REFUNDED" | "PARTIALLY_REFUNDED";
  amount: Money;
}
interface PayPalOrder {
  id: string;
  status: "CREATED" | "SAVED" | "APPROVED" | "VOIDED" | "COMPLETED" | "PAYER_ACTION_REQUIRED";
  links?: { rel: string; href: string }[];
  purchase_units?: { amount?: Money; payments?: { captures?: Capture[] } }[];
}

function issueOf(error: unknown): string | undefined {
  if (!(error instanceof GatewayError)) return undefined;
  const body = error.body as { details?: { issue?: string }[] } | undefined;
  return body?.details?.[0]?.issue;
}

/** PayPal Orders v2: OAuth2 client-credentials token, create order, buyer approves at PayPal, the server captures. */
export function paypalGateway(config: PayPalConfig): PaymentGateway {
  const { clientId = "", clientSecret = "" } = config;
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const answer = await callJson<{ access_token: string; expires_in: number }>(
      joinUrl(config.baseUrl, "/v1/oauth2/token"),
      {
        method: "POST",
        headers: {
          authorization: basicAuth(clientId, clientSecret),
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "grant_type=client_credentials",
      },
    );
    token = { value: answer.access_token, expiresAt: Date.now() + (answer.expires_in - 60) * 1000 };
    return token.value;
  }

  async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
    return callJson<T>(joinUrl(config.baseUrl, path), {
      ...init,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        "content-type": "application/json",
        ...init.headers,
      },
    });
  }
  const getOrder = (id: string) => api<PayPalOrder>(`/v2/checkout/orders/${encodeURIComponent(id)}`);

  function confirmation(order: PayPalOrder, fallbackCurrency: string): PaymentConfirmation {
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    const money = capture?.amount ?? unit?.amount ?? { currency_code: fallbackCurrency, value: "0" };
    let status: PaymentConfirmation["status"] = "pending";
    if (capture && ["COMPLETED", "REFUNDED", "PARTIALLY_REFUNDED"].includes(capture.status)) status = "paid";
    if (capture && ["DECLINED", "FAILED"].includes(capture.status)) status = "failed";
    if (order.status === "VOIDED") status = "failed";
    return {
      status,
      ...(status === "failed" ? { reason: "declined" as const } : {}),
      reference: order.id,
      externalId: order.id,
      amount: fromDecimal(money.value, money.currency_code),
      currency: money.currency_code,
      raw: order,
    };
  }

  /** Captures once (PayPal-Request-Id makes a repeated capture answer the same); an already captured order is read back. */
  async function capture(orderId: string, currency: string): Promise<PaymentConfirmation> {
    try {
      const captured = await api<PayPalOrder>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
        method: "POST",
        headers: { "paypal-request-id": `capture-${orderId}` },
        body: "{}",
      });
      return confirmation(captured, currency);
    } catch (error) {
      const issue = issueOf(error);
      if (issue === "ORDER_ALREADY_CAPTURED") return confirmation(await getOrder(orderId), currency);
      if (issue === "INSTRUMENT_DECLINED" || issue === "TRANSACTION_REFUSED")
        return { ...confirmation(await getOrder(orderId), currency), status: "failed", reason: "declined" };
      // Came back without approving (cancel link): the order stays payable until it expires.
      if (issue === "ORDER_NOT_APPROVED" || issue === "PAYER_ACTION_REQUIRED")
        return { ...confirmation(await getOrder(orderId), currency), status: "pending", reason: "cancelled" };
      if (error instanceof GatewayError && error.status === 404)
        throw new PaymentVerificationError(`PayPal does not know order ${orderId}`);
      throw error;
    }
  }

  /** Webhooks only tell us which order to look at; its state is read from the API, so their bodies need no trust. */
  function orderIdOfEvent(input: ConfirmInput): string | undefined {
    const event = JSON.parse(input.rawBody ?? "{}") as {
      resource_type?: string;
      resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
    };
    if (event.resource_type === "checkout-order") return event.resource?.id;
    return event.resource?.supplementary_data?.related_ids?.order_id;
  }

  return {
    method: PAYMENT_METHOD.paypal,
    configured: Boolean(clientId && clientSecret),
    publicKeys: clientId ? { clientId } : {},

    async createPayment(order: PaymentOrder): Promise<PaymentStart> {
      const created = await api<PayPalOrder>("/v2/checkout/orders", {
        method: "POST",
        headers: { "paypal-request-id": `order-${order.orderId}-${order.trackingCode}-${order.amount}` },
        body: JSON.stringify({
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: order.trackingCode,
              custom_id: String(order.orderId),
              invoice_id: order.trackingCode,
              description: order.description.slice(0, 127),
              amount: {
                currency_code: order.currency.toUpperCase(),
                value: toDecimalString(order.amount, order.currency),
              },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
                user_action: "PAY_NOW",
                shipping_preference: "NO_SHIPPING",
              },
            },
          },
        }),
      });
      const approve = created.links?.find((link) => link.rel === "payer-action" || link.rel === "approve");
      if (!approve) throw new Error("PayPal created an order without an approval link");
      return { kind: "redirect", url: approve.href, reference: created.id };
    },

    async confirm(input, lookup) {
      if (input.source === "notify") {
        const id = orderIdOfEvent(input);
        const expected = await expectedFor(lookup, id);
        return judge(expected, confirmation(await getOrder(id as string), expected.currency));
      }
      const id = input.query?.token;
      const expected = await expectedFor(lookup, id);
      return judge(expected, await capture(id as string, expected.currency));
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const order = await getOrder(request.externalId);
      const captureId = order.purchase_units?.[0]?.payments?.captures?.[0]?.id;
      if (!captureId) return { status: "unsupported" };
      // PayPal-Request-Id: a repeated id answers the refund already made instead of making another.
      const refund = await api<{ id: string; status: string }>(
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          method: "POST",
          headers: { "paypal-request-id": request.idempotencyKey },
          body: JSON.stringify({
            amount: {
              value: toDecimalString(request.amount, request.currency),
              currency_code: request.currency.toUpperCase(),
            },
            ...(request.reason ? { note_to_payer: request.reason.slice(0, 255) } : {}),
          }),
        },
      );
      if (refund.status === "CANCELLED" || refund.status === "FAILED")
        throw new GatewayError(`PayPal refund ${refund.id} ${refund.status}`, 201, refund);
      return { status: refund.status === "COMPLETED" ? "refunded" : "pending", refundId: refund.id };
    },
  };
}
