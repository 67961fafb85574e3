import { randomBytes } from "node:crypto";
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
import { callJson, joinUrl } from "./http.ts";
import { fromDecimal, toDecimalString } from "./money.ts";
import { expectedFor, judge } from "./outcome.ts";

export interface FlutterwaveConfig {
  publicKey?: string;
  secretKey?: string;
  baseUrl: string;
}

interface Transaction {
  id: number;
  tx_ref: string;
  status: "successful" | "failed" | "pending" | string;
  amount: number;
  currency: string;
}
interface Envelope<T> {
  status: "success" | "error";
  message: string;
  data: T;
}

interface FlutterwaveRefund {
  id: number;
  tx_id: number;
  amount_refunded: number;
  status: "completed" | "pending" | "failed" | string;
  comments?: string;
}

/** The refund's note: the caller's reason, then the idempotency key in brackets (how a repeat is recognised). */
function refundComment(request: RefundRequest): string {
  return `${request.reason ? `${request.reason} ` : ""}[${request.idempotencyKey}]`;
}

/** Flutterwave v3 Standard: POST /v3/payments gives a hosted link; the result is read back with the verify endpoints. */
export function flutterwaveGateway(config: FlutterwaveConfig): PaymentGateway {
  const { publicKey, secretKey = "" } = config;
  const api = <T>(path: string, init: RequestInit = {}) =>
    callJson<Envelope<T>>(joinUrl(config.baseUrl, path), {
      ...init,
      headers: { authorization: `Bearer ${secretKey}`, "content-type": "application/json", ...init.headers },
    });

  /** The transaction Flutterwave holds, or undefined when it has none (customer left before paying). */
  async function verify(transactionId: string | undefined, txRef: string): Promise<Transaction | undefined> {
    const path = transactionId
      ? `/v3/transactions/${encodeURIComponent(transactionId)}/verify`
      : `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`;
    try {
      return (await api<Transaction>(path)).data;
    } catch (error) {
      if (error instanceof GatewayError && (error.status === 400 || error.status === 404)) return undefined;
      throw error;
    }
  }

  function confirmation(transaction: Transaction): PaymentConfirmation {
    const status =
      transaction.status === "successful" ? "paid" : transaction.status === "failed" ? "failed" : "pending";
    return {
      status,
      ...(status === "failed" ? { reason: "declined" as const } : {}),
      reference: transaction.tx_ref,
      externalId: String(transaction.id),
      amount: fromDecimal(transaction.amount, transaction.currency),
      currency: transaction.currency,
      raw: transaction,
    };
  }

  return {
    method: PAYMENT_METHOD.flutterwave,
    configured: Boolean(publicKey && secretKey),
    publicKeys: publicKey ? { publicKey } : {},

    async createPayment(order: PaymentOrder): Promise<PaymentStart> {
      // One tx_ref per attempt: Flutterwave wants it unique per transaction.
      const reference = `${order.trackingCode}-${randomBytes(4).toString("hex")}`;
      const answer = await api<{ link: string }>("/v3/payments", {
        method: "POST",
        body: JSON.stringify({
          tx_ref: reference,
          amount: Number(toDecimalString(order.amount, order.currency)),
          currency: order.currency.toUpperCase(),
          redirect_url: order.returnUrl,
          customer: {
            email: order.customer.email,
            name: order.customer.name,
            phonenumber: order.customer.phone ?? "",
          },
          customizations: { title: order.description },
          meta: { order_id: order.orderId, tracking_code: order.trackingCode },
        }),
      });
      return { kind: "redirect", url: answer.data.link, reference };
    },

    async confirm(input, lookup) {
      // Return: ?status=…&tx_ref=…&transaction_id=…; webhook: { data: { id, tx_ref } }. Either way only the verify answer counts.
      let txRef: string | undefined;
      let transactionId: string | undefined;
      if (input.source === "notify") {
        const event = JSON.parse(input.rawBody ?? "{}") as { data?: { id?: number; tx_ref?: string } };
        txRef = event.data?.tx_ref;
        transactionId = event.data?.id === undefined ? undefined : String(event.data.id);
      } else {
        txRef = input.query?.tx_ref;
        transactionId = input.query?.transaction_id || undefined;
      }
      const expected = await expectedFor(lookup, txRef);
      const transaction = await verify(transactionId, txRef as string);
      if (!transaction) {
        if (transactionId)
          throw new PaymentVerificationError(`Flutterwave does not know transaction ${transactionId}`);
        const cancelled = input.query?.status === "cancelled";
        return {
          status: "pending",
          ...(cancelled ? { reason: "cancelled" as const } : {}),
          reference: txRef as string,
          externalId: txRef as string,
          amount: 0,
          currency: expected.currency,
          raw: input.query ?? {},
        };
      }
      if (transaction.tx_ref !== txRef)
        throw new PaymentVerificationError("Flutterwave transaction belongs to another payment");
      return judge(expected, confirmation(transaction));
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const transaction = encodeURIComponent(request.externalId);
      const comments = refundComment(request);
      // v3 refunds take no idempotency key: the key rides in the refund's comments and a refund
      // already made with it is found in the transaction's refunds instead of being made again.
      const earlier = await api<FlutterwaveRefund[]>(`/v3/refunds?id=${transaction}`);
      const made = earlier.data.find(
        (refund) => String(refund.tx_id) === request.externalId && refund.comments === comments,
      );
      const refund =
        made ??
        (
          await api<FlutterwaveRefund>(`/v3/transactions/${transaction}/refund`, {
            method: "POST",
            body: JSON.stringify({
              amount: Number(toDecimalString(request.amount, request.currency)),
              comments,
            }),
          })
        ).data;
      if (refund.status === "failed")
        throw new GatewayError(`Flutterwave refund ${refund.id} failed`, 200, refund);
      return { status: refund.status === "completed" ? "refunded" : "pending", refundId: String(refund.id) };
    },
  };
}
