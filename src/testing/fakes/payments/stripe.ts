import { hmacHex } from "../../../server/platform/payments/http.ts";
import { fakeId, startFakeServer, type FakeRequest, type FakeResponse, type FakeServer } from "./server.ts";

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
  /** Every refund Stripe made (a replayed Idempotency-Key adds none). */
  refunds: StripeRefund[];
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

export interface StripeRefund {
  id: string;
  payment_intent: string;
  amount: number;
  key: string | undefined;
}

function formValue(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === "string" ? value : undefined;
}

/**
 * Speaks Stripe's REST API for Checkout Sessions and refunds (Bearer secret key, form-encoded bodies).
 * Idempotency-Key as Stripe documents it: the same key with the same parameters answers the first
 * result again; with other parameters it is an idempotency_error.
 */
/**
 * `port`: a fixed one, for a shop started with STRIPE_BASE_URL pointing here (browser journeys).
 * `secretKey`: the one key it accepts (Authorization: Bearer), e.g. one an admin enters in the console.
 */
export async function startFakeStripe(
  options: { port?: number; secretKey?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? "sk_test_fake";
  const publishableKey = "pk_test_fake";
  const webhookSecret = "whsec_fake";
  const sessions = new Map<string, Session>();
  const refunds: StripeRefund[] = [];
  const idempotent = new Map<string, { path: string; rawBody: string; reply: FakeResponse }>();
  let baseUrl = "";
  const invalid = (message: string, status = 400, param?: string): FakeResponse => ({
    status,
    json: { error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } },
  });

  function refund(request: FakeRequest): FakeResponse {
    const intent = formValue(request.body, "payment_intent") ?? "";
    const session = [...sessions.values()].find((s) => s.payment_intent === intent);
    if (!session || session.payment_status !== "paid")
      return invalid(`No such payment_intent: '${intent}'`, 404, "payment_intent");
    const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
    const remaining = session.amount_total - refunded;
    const amount = Number(formValue(request.body, "amount") ?? remaining);
    if (!Number.isInteger(amount) || amount < 1) return invalid("Invalid positive integer", 400, "amount");
    if (remaining === 0) return invalid(`Charge for ${intent} has already been refunded.`, 400);
    if (amount > remaining)
      return invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        400,
        "amount",
      );
    const key = request.headers["idempotency-key"];
    const made: StripeRefund = {
      id: fakeId("re_"),
      payment_intent: intent,
      amount,
      key: typeof key === "string" ? key : undefined,
    };
    refunds.push(made);
    return {
      json: {
        id: made.id,
        object: "refund",
        amount,
        currency: session.currency,
        payment_intent: intent,
        status: "succeeded",
      },
    };
  }

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return invalid("Invalid API Key provided", 401);
    const key = request.method === "POST" ? request.headers["idempotency-key"] : undefined;
    if (typeof key !== "string") return handle(request);
    const first = idempotent.get(key);
    if (first && (first.path !== request.path || first.rawBody !== request.rawBody))
      return {
        status: 400,
        json: {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      };
    if (first) return first.reply;
    const reply = handle(request);
    idempotent.set(key, { path: request.path, rawBody: request.rawBody, reply });
    return reply;
  }, options.port);

  function handle(request: FakeRequest): FakeResponse {
    const body = request.body;
    if (request.method === "POST" && request.path === "/v1/checkout/sessions") {
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
      return { json: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(request.path);
    if (request.method === "GET" && retrieve) {
      const session = sessions.get(retrieve[1]);
      return session ? { json: session } : invalid(`No such checkout.session: '${retrieve[1]}'`, 404);
    }
    if (request.method === "POST" && request.path === "/v1/refunds") return refund(request);
    // Retrieve balance (GET /v1/balance): the cheapest authenticated read Stripe documents.
    if (request.method === "GET" && request.path === "/v1/balance")
      return {
        json: {
          object: "balance",
          available: [{ amount: 0, currency: "usd", source_types: { card: 0 } }],
          pending: [{ amount: 0, currency: "usd", source_types: { card: 0 } }],
          livemode: false,
        },
      };
    return invalid("Unrecognized request URL", 404);
  }
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
