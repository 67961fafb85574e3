import { fromDecimal, toDecimalString } from "../../../server/platform/payments/money.ts";
import { fakeId, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from "./server.ts";

interface Transaction {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  charged_amount: number;
  currency: string;
  status: "successful" | "failed" | "pending";
  payment_type: string;
}
interface Payment {
  tx_ref: string;
  amount: number;
  currency: string;
  redirect_url: string;
}

/** A refund as v3 answers it (amount_refunded in the currency's major unit). */
export interface FlutterwaveRefund {
  id: number;
  tx_id: number;
  flw_ref: string;
  amount_refunded: number;
  status: "completed";
  destination: "payment_source";
  comments: string;
  meta: { source: "availablebalance" };
  created_at: string;
}

export interface FakeFlutterwave extends FakeServer {
  publicKey: string;
  secretKey: string;
  payments: Map<string, Payment>;
  transactions: Map<number, Transaction>;
  /** Every refund Flutterwave made. */
  refunds: FlutterwaveRefund[];
  /** The customer uses the hosted page; returns the query Flutterwave appends to redirect_url. */
  pay(
    txRef: string,
    outcome: "successful" | "failed" | "cancelled",
    options?: { amount?: number },
  ): Record<string, string>;
  /** A charge.completed webhook (the verif-hash header carries the dashboard's secret hash). */
  webhook(transactionId: number): { headers: Record<string, string>; rawBody: string };
}

const error = (status: number, message: string): FakeResponse => ({
  status,
  json: { status: "error", message, data: null },
});

/**
 * Speaks Flutterwave v3: Bearer secret key, POST /v3/payments -> hosted link, transaction verify by
 * id or tx_ref, partial refunds (POST /v3/transactions/{id}/refund, no idempotency key in v3) and
 * the refund list (GET /v3/refunds?id=<transaction id>).
 */
export async function startFakeFlutterwave(): Promise<FakeFlutterwave> {
  const publicKey = "FLWPUBK_TEST-fake-X";
  const secretKey = "FLWSECK_TEST-fake-X";
  const payments = new Map<string, Payment>();
  const transactions = new Map<number, Transaction>();
  const refunds: FlutterwaveRefund[] = [];

  function refund(transaction: Transaction | undefined, request: FakeRequest): FakeResponse {
    if (!transaction || transaction.status !== "successful")
      return error(400, "Transaction cannot be refunded");
    const minor = (value: number) => fromDecimal(value, transaction.currency);
    const refunded = refunds
      .filter((r) => r.tx_id === transaction.id)
      .reduce((sum, r) => sum + minor(r.amount_refunded), 0);
    const remaining = minor(transaction.amount) - refunded;
    const body = request.body as { amount?: string | number; comments?: string };
    const amount = body.amount === undefined ? remaining : minor(Number(body.amount));
    if (!Number.isInteger(amount) || amount <= 0) return error(400, "Invalid refund amount");
    if (amount > remaining)
      return error(400, "Refund amount is greater than the amount left to refund on this transaction");
    const made: FlutterwaveRefund = {
      id: nextId++,
      tx_id: transaction.id,
      flw_ref: fakeId("URF_"),
      amount_refunded: Number(toDecimalString(amount, transaction.currency)),
      status: "completed",
      destination: "payment_source",
      comments: body.comments ?? "",
      meta: { source: "availablebalance" },
      created_at: new Date().toISOString(),
    };
    refunds.push(made);
    return { json: { status: "success", message: "Transaction refund initiated", data: made } };
  }

  let nextId = 4_100_000;
  let baseUrl = "";

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return error(401, "Invalid authorization key");
    // Get all wallet balances (GET /v3/balances): the cheapest authenticated read.
    if (request.method === "GET" && request.path === "/v3/balances")
      return {
        json: {
          status: "success",
          message: "Wallet balances fetched",
          data: [{ currency: "NGN", available_balance: 0, ledger_balance: 0 }],
        },
      };
    if (request.method === "POST" && request.path === "/v3/payments") {
      const body = request.body as {
        tx_ref?: string;
        amount?: string | number;
        currency?: string;
        redirect_url?: string;
        customer?: { email?: string };
      };
      if (!body.tx_ref || !body.amount || !body.redirect_url || !body.customer?.email)
        return error(400, "Invalid payment parameters");
      payments.set(body.tx_ref, {
        tx_ref: body.tx_ref,
        amount: Number(body.amount),
        currency: body.currency ?? "NGN",
        redirect_url: body.redirect_url,
      });
      return {
        json: {
          status: "success",
          message: "Hosted Link",
          data: { link: `${baseUrl}/v3/hosted/pay/${encodeURIComponent(body.tx_ref)}` },
        },
      };
    }
    const fetched = (transaction: Transaction | undefined, what: string) =>
      transaction
        ? { json: { status: "success", message: "Transaction fetched successfully", data: transaction } }
        : error(400, `No transaction was found for this ${what}`);
    if (request.method === "GET" && request.path === "/v3/transactions/verify_by_reference") {
      const txRef = request.query.get("tx_ref");
      return fetched(
        [...transactions.values()].find((t) => t.tx_ref === txRef),
        "tx_ref",
      );
    }
    const verify = /^\/v3\/transactions\/(\d+)\/verify$/.exec(request.path);
    if (request.method === "GET" && verify) return fetched(transactions.get(Number(verify[1])), "id");
    const refundPath = /^\/v3\/transactions\/(\d+)\/refund$/.exec(request.path);
    if (request.method === "POST" && refundPath)
      return refund(transactions.get(Number(refundPath[1])), request);
    if (request.method === "GET" && request.path === "/v3/refunds") {
      const id = request.query.get("id");
      const listed = refunds.filter((r) => id === null || String(r.tx_id) === id);
      return {
        json: {
          status: "success",
          message: "Refunds fetched",
          meta: { page_info: { total: listed.length, current_page: 1, total_pages: 1 } },
          data: listed,
        },
      };
    }
    return error(404, "Not found");
  });
  baseUrl = server.baseUrl;

  return {
    ...server,
    publicKey,
    secretKey,
    payments,
    transactions,
    refunds,
    pay(txRef, outcome, options = {}): Record<string, string> {
      const payment = payments.get(txRef);
      if (!payment) throw new Error(`no payment ${txRef}`);
      if (outcome === "cancelled") return { status: "cancelled", tx_ref: txRef };
      const amount = options.amount ?? payment.amount;
      const transaction: Transaction = {
        id: nextId++,
        tx_ref: txRef,
        flw_ref: fakeId("FLW-MOCK-"),
        amount,
        charged_amount: amount,
        currency: payment.currency,
        status: outcome,
        payment_type: "card",
      };
      transactions.set(transaction.id, transaction);
      return {
        status: outcome === "successful" ? "successful" : "failed",
        tx_ref: txRef,
        transaction_id: String(transaction.id),
      };
    },
    webhook(transactionId) {
      const transaction = transactions.get(transactionId);
      if (!transaction) throw new Error(`no transaction ${transactionId}`);
      const rawBody = JSON.stringify({ event: "charge.completed", data: transaction });
      return {
        headers: { "content-type": "application/json", "verif-hash": "dashboard-secret-hash" },
        rawBody,
      };
    },
  };
}
