import { fakeId, startFakeServer, type FakeResponse, type FakeServer } from "./server.ts";

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

export interface FakeFlutterwave extends FakeServer {
  publicKey: string;
  secretKey: string;
  payments: Map<string, Payment>;
  transactions: Map<number, Transaction>;
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

/** Speaks Flutterwave v3: Bearer secret key, POST /v3/payments -> hosted link, transaction verify by id or tx_ref, refunds. */
export async function startFakeFlutterwave(): Promise<FakeFlutterwave> {
  const publicKey = "FLWPUBK_TEST-fake-X";
  const secretKey = "FLWSECK_TEST-fake-X";
  const payments = new Map<string, Payment>();
  const transactions = new Map<number, Transaction>();
  let nextId = 4_100_000;
  let baseUrl = "";

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return error(401, "Invalid authorization key");
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
    const refund = /^\/v3\/transactions\/(\d+)\/refund$/.exec(request.path);
    if (request.method === "POST" && refund) {
      const transaction = transactions.get(Number(refund[1]));
      if (!transaction || transaction.status !== "successful")
        return error(400, "Transaction cannot be refunded");
      return {
        json: {
          status: "success",
          message: "Transaction refund initiated",
          data: {
            id: nextId++,
            status: "completed",
            amount_refunded: Number((request.body as { amount?: string }).amount ?? transaction.amount),
          },
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
