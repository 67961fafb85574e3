import { hmacHex } from "../../../server/platform/payments/http.ts";
import { fakeId, startFakeServer, type FakeServer } from "./server.ts";

interface Session {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe extends FakeServer {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  sessions: Map<string, Session>;
  refunds: { payment_intent: string; amount: number }[];
  /** The customer finishes (or abandons) Checkout: returns the query Stripe puts on success_url. */
  complete(
    sessionId: string,
    outcome: "paid" | "unpaid" | "expired",
    options?: { amount?: number },
  ): Record<string, string>;
  /** An event exactly as Stripe posts it: raw JSON and `Stripe-Signature: t=…,v1=…`. */
  webhook(
    type: string,
    sessionId: string,
    options?: { timestamp?: number; secret?: string },
  ): { headers: Record<string, string>; rawBody: string };
}

function formValue(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === "string" ? value : undefined;
}

/** Speaks Stripe's REST API for Checkout Sessions and refunds (Bearer secret key, form-encoded bodies, Idempotency-Key). */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = "sk_test_fake";
  const publishableKey = "pk_test_fake";
  const webhookSecret = "whsec_fake";
  const sessions = new Map<string, Session>();
  const refunds: { payment_intent: string; amount: number }[] = [];
  const idempotent = new Map<string, Session>();
  let baseUrl = "";
  const invalid = (message: string, status = 400) => ({
    status,
    json: { error: { type: "invalid_request_error", message } },
  });

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return invalid("Invalid API Key provided", 401);
    const body = request.body;
    if (request.method === "POST" && request.path === "/v1/checkout/sessions") {
      const key = request.headers["idempotency-key"];
      if (typeof key === "string" && idempotent.has(key)) return { json: idempotent.get(key) };
      const amount = Number(formValue(body, "line_items[0][price_data][unit_amount]"));
      const quantity = Number(formValue(body, "line_items[0][quantity]"));
      const currency = formValue(body, "line_items[0][price_data][currency]");
      const successUrl = formValue(body, "success_url");
      if (formValue(body, "mode") !== "payment") return invalid("Missing required param: mode.");
      if (!successUrl || !currency || !Number.isInteger(amount) || !Number.isInteger(quantity))
        return invalid("Invalid line_items or success_url.");
      const id = fakeId("cs_test_");
      const session: Session = {
        id,
        object: "checkout.session",
        status: "open",
        payment_status: "unpaid",
        amount_total: amount * quantity,
        currency,
        payment_intent: null,
        client_reference_id: formValue(body, "client_reference_id") ?? null,
        success_url: successUrl,
        cancel_url: formValue(body, "cancel_url") ?? "",
        url: `${baseUrl}/c/pay/${id}`,
        metadata: Object.fromEntries(
          Object.entries(body)
            .filter(([k]) => k.startsWith("metadata["))
            .map(([k, v]) => [k.slice(9, -1), String(v)]),
        ),
      };
      sessions.set(id, session);
      if (typeof key === "string") idempotent.set(key, session);
      return { json: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(request.path);
    if (request.method === "GET" && retrieve) {
      const session = sessions.get(retrieve[1]);
      return session ? { json: session } : invalid(`No such checkout.session: '${retrieve[1]}'`, 404);
    }
    if (request.method === "POST" && request.path === "/v1/refunds") {
      const intent = formValue(body, "payment_intent") ?? "";
      const session = [...sessions.values()].find((s) => s.payment_intent === intent);
      if (!session) return invalid(`No such payment_intent: '${intent}'`, 404);
      const amount = Number(formValue(body, "amount") ?? session.amount_total);
      refunds.push({ payment_intent: intent, amount });
      return {
        json: { id: fakeId("re_"), object: "refund", amount, payment_intent: intent, status: "succeeded" },
      };
    }
    return invalid("Unrecognized request URL", 404);
  });
  baseUrl = server.baseUrl;

  return {
    ...server,
    secretKey,
    publishableKey,
    webhookSecret,
    sessions,
    refunds,
    complete(sessionId, outcome, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (options.amount !== undefined) session.amount_total = options.amount;
      if (outcome === "expired") Object.assign(session, { status: "expired", url: null });
      else
        Object.assign(session, {
          status: "complete",
          payment_status: outcome,
          payment_intent: fakeId("pi_"),
        });
      return { session_id: sessionId };
    },
    webhook(type, sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
      const rawBody = JSON.stringify(
        { id: fakeId("evt_"), object: "event", type, created: timestamp, data: { object: session } },
        null,
        2,
      );
      const signature = hmacHex("sha256", options.secret ?? webhookSecret, `${timestamp}.${rawBody}`);
      return {
        headers: {
          "content-type": "application/json",
          "stripe-signature": `t=${timestamp},v1=${signature},v0=ignored`,
        },
        rawBody,
      };
    },
  };
}
