import { hmacHex, sameSignature } from "../../../server/platform/payments/http.ts";
import { iyzicoPrice, iyzicoResultSignature } from "../../../server/platform/payments/iyzico-auth.ts";
import { fromDecimal } from "../../../server/platform/payments/money.ts";
import { fakeId, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from "./server.ts";

interface Form {
  token: string;
  conversationId: string;
  basketId: string;
  price: number;
  paidPrice: number;
  currency: string;
  callbackUrl: string;
  paymentStatus?: "SUCCESS" | "FAILURE";
  paymentId?: string;
  fraudStatus?: number;
}

/** One refund Iyzico made, as its transaction detail report lists it (plus the payment it belongs to). */
export interface IyzicoRefund {
  paymentId: string;
  refundTxId: string;
  refundConversationId: string;
  /** As the request wrote it, e.g. "375.0". */
  price: string;
  hostReference: string;
  createdDate: string;
}

export interface FakeIyzico extends FakeServer {
  apiKey: string;
  secretKey: string;
  forms: Map<string, Form>;
  /** Every refund Iyzico made (Iyzico does not deduplicate refunds by conversationId). */
  refunds: IyzicoRefund[];
  /** The buyer fills the hosted form; returns what Iyzico posts to callbackUrl. */
  pay(token: string, outcome: "SUCCESS" | "FAILURE", options?: { price?: number }): Record<string, string>;
  /** Makes the next retrieve of this token answer with a wrong signature (a tampered answer). */
  corruptSignature(token: string): void;
}

const failure = (errorCode: string, errorMessage: string) => ({
  json: { status: "failure", errorCode, errorMessage, locale: "en", systemTime: Date.now() },
});

/** Verifies an IYZWSv2 Authorization header the way Iyzico does. */
function authorized(request: FakeRequest, apiKey: string, secretKey: string): boolean {
  const header = request.headers.authorization ?? "";
  if (!header.startsWith("IYZWSv2 ")) return false;
  const params = new URLSearchParams(
    Buffer.from(header.slice(8), "base64").toString("utf8").replaceAll(":", "="),
  );
  const randomKey = params.get("randomKey") ?? "";
  const expected = hmacHex("sha256", secretKey, `${randomKey}${request.path}${request.rawBody}`);
  return params.get("apiKey") === apiKey && sameSignature(expected, params.get("signature") ?? undefined);
}

/**
 * Speaks Iyzico's checkout form API: IYZWSv2 auth, initialize -> token + paymentPageUrl, retrieve
 * with a signed result, v2 refund by paymentId (partial, until the paid price is used up) and the
 * transaction detail report (GET /v2/reporting/payment/details) listing the refunds made.
 */
export async function startFakeIyzico(): Promise<FakeIyzico> {
  const apiKey = "sandbox-fake-api-key";
  const secretKey = "sandbox-fake-secret-key";
  const forms = new Map<string, Form>();
  const refunds: IyzicoRefund[] = [];
  const paidForm = (paymentId: unknown) =>
    [...forms.values()].find((f) => f.paymentId === String(paymentId) && f.paymentStatus === "SUCCESS");
  const refundedOf = (form: Form) =>
    refunds
      .filter((r) => r.paymentId === form.paymentId)
      .reduce((sum, r) => sum + fromDecimal(r.price, form.currency), 0);

  function refund(body: Record<string, unknown>): FakeResponse {
    const form = paidForm(body.paymentId);
    if (!form) return failure("5088", "Payment not found");
    const price = fromDecimal(String(body.price), form.currency);
    if (!Number.isInteger(price) || price <= 0) return failure("5012", "Price is invalid");
    if (price > fromDecimal(form.paidPrice, form.currency) - refundedOf(form))
      return failure("5106", "Refund price cannot be greater than the refundable amount of the payment");
    const made: IyzicoRefund = {
      paymentId: form.paymentId as string,
      refundTxId: String(30_000_000 + refunds.length + 1),
      refundConversationId: String(body.conversationId ?? ""),
      price: String(body.price),
      hostReference: fakeId("mock"),
      createdDate: new Date().toISOString().replace("T", " ").slice(0, 19),
    };
    refunds.push(made);
    return {
      json: {
        status: "success",
        locale: body.locale,
        systemTime: Date.now(),
        conversationId: made.refundConversationId,
        paymentId: made.paymentId,
        price: Number(made.price),
        currency: form.currency,
        hostReference: made.hostReference,
        refundHostReference: made.hostReference,
      },
    };
  }

  function report(query: URLSearchParams): FakeResponse {
    const form = paidForm(query.get("paymentId"));
    if (!form) return failure("5088", "Payment not found");
    const refunded = refundedOf(form);
    const paid = fromDecimal(form.paidPrice, form.currency);
    return {
      json: {
        status: "success",
        locale: query.get("locale") ?? "tr",
        systemTime: Date.now(),
        payments: [
          {
            paymentId: form.paymentId,
            paymentStatus: 1,
            paymentRefundStatus:
              refunded === 0 ? "NOT_REFUNDED" : refunded === paid ? "TOTAL_REFUNDED" : "PARTIAL_REFUNDED",
            price: form.price,
            paidPrice: form.paidPrice,
            currency: form.currency,
            paymentConversationId: form.conversationId,
            basketId: form.basketId,
            cancels: [],
            itemTransactions: [
              {
                paymentTransactionId: `${form.paymentId}1`,
                transactionStatus: 2,
                price: form.price,
                paidPrice: form.paidPrice,
                refunds: refunds
                  .filter((r) => r.paymentId === form.paymentId)
                  .map((r) => ({
                    refundTxId: r.refundTxId,
                    refundConversationId: r.refundConversationId,
                    refundPrice: Number(r.price),
                    refundStatus: 1,
                    isAfterSettlement: false,
                    createdDate: r.createdDate,
                    currencyCode: form.currency,
                    hostReference: r.hostReference,
                  })),
              },
            ],
          },
        ],
      },
    };
  }

  const corrupted = new Set<string>();
  let baseUrl = "";

  const server = await startFakeServer((request) => {
    if (!authorized(request, apiKey, secretKey)) return failure("1000", "Invalid signature");
    const body = request.body as Record<string, unknown>;
    if (request.path === "/payment/iyzipos/checkoutform/initialize/auth/ecom") {
      const items = (body.basketItems as { price: string }[] | undefined) ?? [];
      const itemsTotal = items.reduce((sum, item) => sum + Number(item.price), 0);
      if (
        !body.callbackUrl ||
        !body.buyer ||
        Number(body.price) !== itemsTotal ||
        Number(body.paidPrice) < Number(body.price)
      )
        return failure("5003", "Basket items total must equal price");
      const token = crypto.randomUUID();
      forms.set(token, {
        token,
        conversationId: String(body.conversationId),
        basketId: String(body.basketId),
        price: Number(body.price),
        paidPrice: Number(body.paidPrice),
        currency: String(body.currency),
        callbackUrl: String(body.callbackUrl),
      });
      return {
        json: {
          status: "success",
          locale: body.locale,
          systemTime: Date.now(),
          conversationId: body.conversationId,
          token,
          checkoutFormContent: `<script>/* iyzico form ${token} */</script>`,
          tokenExpireTime: 1800,
          paymentPageUrl: `${baseUrl}/?token=${token}&lang=en`,
        },
      };
    }
    if (request.path === "/payment/iyzipos/checkoutform/auth/ecom/detail") {
      const form = forms.get(String(body.token));
      if (!form) return failure("5051", "Token not found");
      const result = {
        status: form.paymentStatus === "FAILURE" ? "failure" : "success",
        ...(form.paymentStatus === "FAILURE"
          ? { errorCode: "10051", errorMessage: "Card limit is insufficient" }
          : {}),
        locale: "en",
        systemTime: Date.now(),
        conversationId: form.conversationId,
        price: form.price,
        paidPrice: form.paidPrice,
        currency: form.currency,
        basketId: form.basketId,
        token: form.token,
        paymentStatus: form.paymentStatus ?? "INIT_THREEDS",
        paymentId: form.paymentId,
        fraudStatus: form.fraudStatus,
      };
      const fields = [
        result.paymentStatus,
        result.paymentId,
        result.currency,
        result.basketId,
        result.conversationId,
        iyzicoPrice(result.paidPrice),
        iyzicoPrice(result.price),
        result.token,
      ];
      const signature = corrupted.delete(form.token)
        ? "0".repeat(64)
        : iyzicoResultSignature(secretKey, fields);
      return { json: { ...result, signature } };
    }
    if (request.method === "POST" && request.path === "/v2/payment/refund") return refund(body);
    if (request.method === "GET" && request.path === "/v2/reporting/payment/details")
      return report(request.query);
    return failure("404", "Not found");
  });
  baseUrl = server.baseUrl;

  return {
    ...server,
    apiKey,
    secretKey,
    forms,
    refunds,
    pay(token, outcome, options = {}) {
      const form = forms.get(token);
      if (!form) throw new Error(`no form ${token}`);
      Object.assign(form, {
        paymentStatus: outcome,
        paymentId: String(20_000_000 + forms.size + Math.floor(Math.random() * 1e6)),
        fraudStatus: outcome === "SUCCESS" ? 1 : undefined,
      });
      if (options.price !== undefined)
        Object.assign(form, { price: options.price, paidPrice: options.price });
      return { token };
    },
    corruptSignature(token) {
      corrupted.add(token);
    },
  };
}
