import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { translate } from "../../core/messages.ts";
import type { ApiApp, ApiEnv } from "../../platform/api/app-type.ts";
import { SERVER_TO_SERVER } from "../../platform/api/callers.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders, userTokenField } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { PAYMENT_STATUS } from "../../platform/db/schema/index.ts";
import { bankTransferDetailsSchema } from "../../platform/payments/bank-transfer.ts";
import { withGuestToken } from "../accounts/index.ts";
import { decideBankTransfer, submitBankTransfer } from "./bank-transfer.service.ts";
import { confirmPayment, type Settlement } from "./payment.service.ts";

const Settled = z.object({
  order_id: z.number().int(),
  tracking_code: z.string(),
  status: z.enum(["paid", "failed", "pending"]),
  reason: z.string().optional(),
});

const paymentDone = createRoute({
  method: "post",
  path: "/order/payment-done",
  tags: ["Payments"],
  summary: "The browser came back from the gateway: the server confirms with the gateway itself",
  request: {
    body: jsonBody(
      z.object({
        method: z.coerce.number().int().min(1).max(8),
        query: z
          .record(z.string(), z.string())
          .optional()
          .openapi({ description: "The return URL's query, as received" }),
        form: z
          .record(z.string(), z.string())
          .optional()
          .openapi({ description: "The callback form fields, as received" }),
      }),
    ),
    headers: languageHeaders,
  },
  responses: { 200: success(Settled, "The order's payment state"), ...failures(422, 500) },
});

const notify = createRoute({
  method: "post",
  path: "/payment/notify/{method}",
  tags: ["Payments"],
  summary: "Gateway webhook / ITN (signature checked over the raw body)",
  ...SERVER_TO_SERVER,
  request: { params: z.object({ method: z.coerce.number().int().min(1).max(8) }) },
  responses: { 200: success(Settled, "Applied (again: no change)"), ...failures(422, 500) },
});

const transaction = createRoute({
  method: "post",
  path: "/order/transaction",
  tags: ["Payments"],
  summary: "Bank transfer details for an order (the shop confirms them)",
  description:
    "Submits or corrects the transfer details of an unpaid bank-transfer order; they replace any sent " +
    "before and are the ones the shop decides. 409 once the transfer is confirmed, or when the transaction " +
    "id already paid another order.",
  request: {
    body: jsonBody(
      bankTransferDetailsSchema.extend({ user_token: userTokenField, order_id: idField }).strict(),
    ),
    headers: languageHeaders,
  },
  responses: {
    200: success(
      z.object({
        order_id: z.number().int(),
        payment_status: z.number().int().openapi({ description: "0 unpaid: the shop has yet to confirm" }),
      }),
      "Saved, waiting for the shop's decision",
    ),
    ...failures(401, 404, 409, 422, 500),
  },
});

const decideTransfer = createRoute({
  method: "post",
  path: "/order/bank-transfer/decide",
  security: signedIn,
  tags: ["Payments"],
  summary: "The shop's admin confirms or rejects a submitted bank transfer",
  description:
    "Decides the latest details the customer submitted. Rejected: the order stays unpaid (status pending, " +
    "reason rejected_by_shop) until corrected details are confirmed. Confirmed: paid, and final. 409 when " +
    "nothing was submitted, the transfer is already confirmed (no rejection after), the details were " +
    "rejected and not corrected yet, or the transaction id already paid another order.",
  request: {
    body: jsonBody(z.object({ order_id: idField, decision: z.enum(["paid", "rejected"]) })),
    headers: languageHeaders,
  },
  responses: {
    200: success(Settled, "The order's payment state after the decision"),
    ...failures(401, 403, 404, 409, 422, 500),
  },
});

function settledBody(s: Settlement) {
  return {
    order_id: s.orderId,
    tracking_code: s.trackingCode,
    status: s.status,
    ...(s.reason ? { reason: s.reason } : {}),
  };
}

function settledMessage(s: Settlement): string {
  if (s.status === "paid") return "shop.payment_received";
  if (s.reason === "rejected_by_shop") return "shop.bank_transfer_rejected";
  if (s.status === "failed") return "shop.payment_failed";
  return s.reason === "cancelled" ? "shop.payment_cancelled" : "shop.payment_pending";
}

function flatten(entries: Iterable<[string, unknown]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of entries) if (typeof value === "string") out[key] = value;
  return out;
}

function headersOf(c: Context<ApiEnv>): Record<string, string> {
  const out: Record<string, string> = {};
  c.req.raw.headers.forEach((value, key) => (out[key] = value));
  return out;
}

/** Paying an order: the browser back from the gateway, the gateway's notice, bank transfers. */
export function orderPaymentRoutes(app: ApiApp): void {
  app.openapi(paymentDone, async (c) => {
    const body = c.req.valid("json");
    const settled = await confirmPayment(
      await dbOf(c.var.ctx),
      body.method,
      {
        source: "return",
        query: body.query ?? {},
        form: body.form ?? {},
        headers: headersOf(c),
      },
      c.var.ctx.gateways,
    );
    return ok(c, settledBody(settled), translate({ key: settledMessage(settled) }, c.var.ctx.lang));
  });
  app.openapi(notify, async (c) => {
    const rawBody = await c.req.text();
    const type = c.req.header("content-type") ?? "";
    const form = type.includes("application/x-www-form-urlencoded")
      ? flatten(new URLSearchParams(rawBody).entries())
      : {};
    const settled = await confirmPayment(
      await dbOf(c.var.ctx),
      c.req.valid("param").method,
      {
        source: "notify",
        query: flatten(Object.entries(c.req.query())),
        form,
        headers: headersOf(c),
        rawBody,
        remoteAddress: c.var.ctx.clientAddress,
      },
      c.var.ctx.gateways,
    );
    return ok(c, settledBody(settled));
  });
  app.openapi(transaction, async (c) => {
    const { user_token, order_id, ...details } = c.req.valid("json");
    const ctx = withGuestToken(c.var.ctx, user_token);
    await submitBankTransfer(ctx, order_id, details);
    return ok(
      c,
      { order_id, payment_status: PAYMENT_STATUS.unpaid },
      translate({ key: "shop.bank_transfer_saved" }, ctx.lang),
    );
  });
  app.openapi(decideTransfer, async (c) => {
    const body = c.req.valid("json");
    const settled = await decideBankTransfer(c.var.ctx, body.order_id, body.decision, c.var.ctx.gateways);
    return ok(c, settledBody(settled), translate({ key: settledMessage(settled) }, c.var.ctx.lang));
  });
}
