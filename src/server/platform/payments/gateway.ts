import type { PAYMENT_METHOD } from "../db/schema/enums.ts";

/** Spec method ids: 1 Razorpay, 2 cash on delivery, 3 Stripe, 4 PayPal, 5 Flutterwave, 6 Iyzico, 7 bank transfer, 8 Payfast. */
export type MethodId = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** What the order layer hands a gateway to start paying one order. Amount in integer minor units. */
export interface PaymentOrder {
  orderId: number;
  /** The order's tracking code: shown to the customer and sent to the gateway as our reference. */
  trackingCode: string;
  amount: number;
  currency: string;
  description: string;
  customer: {
    name: string;
    email: string;
    phone?: string;
    /** Iyzico requires an address and a national id; sensible placeholders are used when absent. */
    address?: { line: string; city: string; country: string; zip?: string };
    ip?: string;
  };
  /** Where the browser comes back after paying (the gateway adds its own query/form fields). */
  returnUrl: string;
  /** Where the browser goes when the customer cancels at the gateway. */
  cancelUrl: string;
  /** Server-to-server notification address (webhook / ITN), for gateways that take one per payment. */
  notifyUrl: string;
  lang?: string;
}

/**
 * How the browser continues: follow a URL, post a form, run the gateway's own script with `data`,
 * or nothing to do online. `reference` is the gateway's id for this payment: store it in
 * orders.payment_reference; confirmations name it so the order can be found.
 */
export type PaymentStart =
  | { kind: "redirect"; url: string; reference: string }
  | { kind: "form"; action: string; fields: Record<string, string>; reference: string }
  | { kind: "client"; data: Record<string, unknown>; reference: string }
  | { kind: "offline" };

/**
 * Everything the route received, untouched: each gateway reads what its protocol uses.
 * `rawBody` must be the exact bytes (signatures are computed over them). `source` tells where it came from.
 */
export interface ConfirmInput {
  source: "return" | "notify" | "shop";
  query?: Record<string, string>;
  form?: Record<string, string>;
  headers?: Record<string, string | undefined>;
  rawBody?: string;
  /** The TCP peer (for Payfast's source-host check). */
  remoteAddress?: string;
  /** Offline methods: what the shop decided, and for bank transfer the customer's submitted details. */
  shop?: { reference: string; decision: "paid" | "rejected"; transactionId?: string };
}

/** What the order layer knows about the payment it is waiting for, found by the gateway's reference. */
export interface ExpectedPayment {
  amount: number;
  currency: string;
}
export type ExpectedLookup = (reference: string) => Promise<ExpectedPayment | undefined>;

/**
 * The gateway's own answer. `externalId` is stable across repeated deliveries of the same payment
 * (record payment_transactions on (method, externalId)); `reference` finds the order.
 * status "failed" covers declined, cancelled at the gateway, expired and amount/currency mismatch.
 */
export interface PaymentConfirmation {
  status: "paid" | "failed" | "pending";
  reference: string;
  externalId: string;
  /** Minor units, as the gateway reported them. */
  amount: number;
  currency: string;
  reason?:
    "declined" | "cancelled" | "expired" | "amount_mismatch" | "currency_mismatch" | "rejected_by_shop";
  /** The gateway's answer as received (for payment_transactions.raw). */
  raw: unknown;
}

/**
 * Give back `amount` (minor units, at most what remains refundable) of a captured payment. Several
 * partial refunds per payment are allowed; each has its own `idempotencyKey` (e.g. `refund-<id>`),
 * and asking again with the same key answers the first refund instead of refunding twice.
 */
export interface RefundRequest {
  /** The payment as confirmed (`PaymentConfirmation.externalId`). */
  externalId: string;
  /** The gateway reference stored on the order. */
  reference: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  /** Shown to the gateway (and by some to the buyer) as the refund's note. */
  reason?: string;
}
/** `unsupported`: the method cannot refund online (the shop records a manual refund). A refusal throws GatewayError. */
export interface RefundResult {
  status: "refunded" | "pending" | "unsupported";
  refundId?: string;
}

/** One gateway per method id. */
export type Gateways = Record<MethodId, PaymentGateway>;

export interface PaymentGateway {
  method: MethodId;
  /** Keys present: the method may be offered. */
  configured: boolean;
  /** Public values the browser may see (publishable keys); never a secret. */
  publicKeys: Record<string, string>;
  createPayment(order: PaymentOrder): Promise<PaymentStart>;
  confirm(input: ConfirmInput, lookup: ExpectedLookup): Promise<PaymentConfirmation>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/**
 * The notification could not be proven to come from the gateway (bad or missing signature, unknown
 * reference, gateway says the id does not exist). Answer 400 'Unable to verify the payment' and
 * change nothing: a forged "failed" must not cancel someone's order.
 */
export class PaymentVerificationError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`Unable to verify the payment: ${reason}`);
    this.name = "PaymentVerificationError";
    this.reason = reason;
  }
}

/** The gateway answered with an error (HTTP status and body kept for the log), or could not be reached (status 0). */
export class GatewayError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown, options?: ErrorOptions) {
    super(message, options);
    this.name = "GatewayError";
    this.status = status;
    this.body = body;
  }
}
