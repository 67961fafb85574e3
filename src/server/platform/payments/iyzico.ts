import type {
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
import { iyzicoAuthHeaders, iyzicoPrice, iyzicoResultSignature } from "./iyzico-auth.ts";
import { fromDecimal, toDecimalString } from "./money.ts";
import { expectedFor, judge } from "./outcome.ts";

export interface IyzicoConfig {
  apiKey?: string;
  secretKey?: string;
  baseUrl: string;
}

interface IyzicoAnswer {
  status: "success" | "failure";
  errorCode?: string;
  errorMessage?: string;
  [key: string]: unknown;
}
interface CheckoutFormResult extends IyzicoAnswer {
  paymentStatus?: "SUCCESS" | "FAILURE" | "INIT_THREEDS" | "CALLBACK_THREEDS";
  fraudStatus?: number;
  paymentId?: string;
  price?: number;
  paidPrice?: number;
  currency?: string;
  basketId?: string;
  conversationId?: string;
  token?: string;
  signature?: string;
}

const INITIALIZE = "/payment/iyzipos/checkoutform/initialize/auth/ecom";
const RETRIEVE = "/payment/iyzipos/checkoutform/auth/ecom/detail";
const REFUND = "/v2/payment/refund";
const REPORT = "/v2/reporting/payment/details";

interface PaymentReport extends IyzicoAnswer {
  payments?: {
    paymentId?: string | number;
    itemTransactions?: {
      refunds?: { refundTxId?: string | number; refundConversationId?: string; hostReference?: string }[];
    }[];
  }[];
}

/** Iyzico answers refusals with HTTP 200 and `status: "failure"`. */
function refused(what: string, answer: IyzicoAnswer): GatewayError {
  return new GatewayError(`Iyzico refused ${what}: ${answer.errorCode} ${answer.errorMessage}`, 200, answer);
}

function splitName(name: string): { name: string; surname: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1
    ? { name: parts.slice(0, -1).join(" "), surname: parts.at(-1) as string }
    : { name: parts[0] || "Customer", surname: parts[0] || "Customer" };
}

/** Iyzico hosted checkout form: initialize -> paymentPageUrl; the callback posts a token that is retrieved (and its signature checked) on the server. */
export function iyzicoGateway(config: IyzicoConfig): PaymentGateway {
  const { apiKey = "", secretKey = "" } = config;

  async function call<T extends IyzicoAnswer>(path: string, payload: Record<string, unknown>): Promise<T> {
    const body = JSON.stringify(payload);
    return callJson<T>(joinUrl(config.baseUrl, path), {
      method: "POST",
      headers: {
        ...iyzicoAuthHeaders(apiKey, secretKey, path, body),
        "content-type": "application/json",
        accept: "application/json",
      },
      body,
    });
  }

  /** GET with IYZWSv2 signed over the path alone (the query string is not part of the signature). */
  async function read<T extends IyzicoAnswer>(path: string, query: Record<string, string>): Promise<T> {
    return callJson<T>(joinUrl(config.baseUrl, `${path}?${new URLSearchParams(query).toString()}`), {
      headers: { ...iyzicoAuthHeaders(apiKey, secretKey, path, ""), accept: "application/json" },
    });
  }

  function confirmation(result: CheckoutFormResult, token: string): PaymentConfirmation {
    let status: PaymentConfirmation["status"] = "pending";
    if (result.paymentStatus === "FAILURE" || result.fraudStatus === -1) status = "failed";
    else if (result.status === "success" && result.paymentStatus === "SUCCESS" && result.fraudStatus !== 0)
      status = "paid";
    const currency = result.currency ?? "TRY";
    return {
      status,
      ...(status === "failed" ? { reason: "declined" as const } : {}),
      reference: token,
      externalId: result.paymentId ?? token,
      amount: result.price === undefined ? 0 : fromDecimal(result.price, currency),
      currency,
      raw: result,
    };
  }

  return {
    method: PAYMENT_METHOD.iyzico,
    configured: Boolean(apiKey && secretKey),
    publicKeys: {},

    async createPayment(order: PaymentOrder): Promise<PaymentStart> {
      const price = iyzicoPrice(toDecimalString(order.amount, order.currency));
      const person = splitName(order.customer.name);
      const address = order.customer.address ?? { line: "Not given", city: "Istanbul", country: "Turkey" };
      const place = {
        contactName: order.customer.name,
        city: address.city,
        country: address.country,
        address: address.line,
        zipCode: address.zip,
      };
      const answer = await call<IyzicoAnswer & { token?: string; paymentPageUrl?: string }>(INITIALIZE, {
        locale: order.lang === "tr" ? "tr" : "en",
        conversationId: order.trackingCode,
        price,
        paidPrice: price,
        currency: order.currency.toUpperCase(),
        basketId: order.trackingCode,
        paymentGroup: "PRODUCT",
        callbackUrl: order.returnUrl,
        buyer: {
          id: String(order.orderId),
          ...person,
          email: order.customer.email,
          gsmNumber: order.customer.phone,
          // Iyzico requires a national id; shops outside Turkey send its documented placeholder.
          identityNumber: "11111111111",
          registrationAddress: address.line,
          city: address.city,
          country: address.country,
          ip: order.customer.ip ?? "127.0.0.1",
        },
        shippingAddress: place,
        billingAddress: place,
        basketItems: [
          {
            id: order.trackingCode,
            name: order.description,
            category1: "Order",
            itemType: "PHYSICAL",
            price,
          },
        ],
      });
      if (answer.status !== "success" || !answer.token || !answer.paymentPageUrl)
        throw new GatewayError(
          `Iyzico refused the checkout form: ${answer.errorCode} ${answer.errorMessage}`,
          200,
          answer,
        );
      return { kind: "redirect", url: answer.paymentPageUrl, reference: answer.token };
    },

    async confirm(input, lookup) {
      const token = input.form?.token ?? input.query?.token;
      const expected = await expectedFor(lookup, token);
      const result = await call<CheckoutFormResult>(RETRIEVE, { locale: "en", token });
      if (result.status !== "success" && result.paymentStatus !== "FAILURE")
        throw new PaymentVerificationError(
          `Iyzico could not retrieve the token: ${result.errorCode ?? ""} ${result.errorMessage ?? ""}`,
        );
      if (result.token && result.token !== token)
        throw new PaymentVerificationError("Iyzico answered for another token");
      if (result.signature) {
        const fields = [
          result.paymentStatus,
          result.paymentId,
          result.currency,
          result.basketId,
          result.conversationId,
          result.paidPrice === undefined ? undefined : iyzicoPrice(result.paidPrice),
          result.price === undefined ? undefined : iyzicoPrice(result.price),
          result.token,
        ];
        if (!sameSignature(iyzicoResultSignature(secretKey, fields), result.signature))
          throw new PaymentVerificationError("bad Iyzico result signature");
      }
      return judge(expected, confirmation(result, token as string));
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      // Iyzico documents no refund idempotency: the key is the refund's conversationId, and a refund
      // already made with it is found in the payment's transaction detail report instead of being made again.
      const report = await read<PaymentReport>(REPORT, { locale: "en", paymentId: request.externalId });
      if (report.status !== "success") throw refused("the payment report", report);
      const earlier = (report.payments ?? [])
        .flatMap((payment) => payment.itemTransactions ?? [])
        .flatMap((item) => item.refunds ?? [])
        .find((refund) => refund.refundConversationId === request.idempotencyKey);
      if (earlier) return { status: "refunded", refundId: earlier.hostReference };
      const answer = await call<IyzicoAnswer & { refundHostReference?: string }>(REFUND, {
        locale: "en",
        conversationId: request.idempotencyKey,
        paymentId: request.externalId,
        price: iyzicoPrice(toDecimalString(request.amount, request.currency)),
        currency: request.currency.toUpperCase(),
        ip: "127.0.0.1",
      });
      if (answer.status !== "success") throw refused("the refund", answer);
      return { status: "refunded", refundId: answer.refundHostReference };
    },
  };
}
