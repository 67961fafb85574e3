import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { pagedSchema, pageQuery } from "../../platform/api/paged.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders, userTokenField } from "../../platform/api/validation.ts";
import { uploadBodyLimit } from "../../platform/uploads/image-upload.ts";
import { RETURN_STATUSES } from "../../platform/db/schema/index.ts";
import { translate } from "../../core/messages.ts";
import { consoleActor, withGuestToken } from "../accounts/index.ts";
import {
  approveReturn,
  getReturn,
  listReturns,
  receiveReturn,
  refundPartByAdmin,
  refundReturn,
  rejectReturn,
} from "./return-desk.ts";
import { orderReturns, requestReturn, RETURN_PICTURES_MAX } from "./return-request.ts";

const headers = languageHeaders;
const params = z.object({ id: idField });
const inConsole = { security: signedIn, tags: ["Console"] };

const RefundSchema = z
  .object({
    id: z.number().int(),
    part_id: z.number().int(),
    return_id: z.number().int().nullable(),
    amount: z.number().int().openapi({ description: "Minor units" }),
    currency: z.string(),
    kind: z.enum(["gateway", "manual"]),
    status: z.enum(["pending", "succeeded", "failed"]),
    gateway_refund_id: z.string().nullable(),
    manual_reference: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("Refund");

const ReturnSchema = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    part_id: z.number().int(),
    part_code: z.string().openapi({ example: "K7Q2M9XB-2" }),
    tracking_code: z.string(),
    store: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    status: z.enum(RETURN_STATUSES),
    reason: z.string(),
    rejection_reason: z.string().nullable(),
    restock: z.boolean().nullable(),
    lines: z.array(
      z.object({
        order_item_id: z.number().int(),
        title: z.string(),
        variant: z.string().nullable(),
        image: z.string().nullable(),
        quantity: z.number().int(),
        unit_price: z.number().int(),
      }),
    ),
    pictures: z.array(z.string()),
    currency: z.string(),
    refund_amount: z
      .number()
      .int()
      .openapi({ description: "What refunding the return gives back, minor units" }),
    refund: z
      .object({
        id: z.number().int(),
        amount: z.number().int(),
        status: z.string(),
        kind: z.string(),
        manual_reference: z.string().nullable(),
        gateway_refund_id: z.string().nullable(),
      })
      .nullable(),
    manual_refund: z.boolean().openapi({ description: "The payment is refunded by hand, with a reference" }),
    customer: z.object({ name: z.string(), email: z.string() }),
    created_at: z.string(),
    decided_at: z.string().nullable(),
    received_at: z.string().nullable(),
    refunded_at: z.string().nullable(),
  })
  .openapi("Return");

const OrderReturnsSchema = z
  .object({
    return_days: z.number().int(),
    parts: z.array(
      z.object({
        part_id: z.number().int(),
        returnable_until: z.string().nullable(),
        lines: z.array(
          z.object({
            order_item_id: z.number().int(),
            title: z.string(),
            variant: z.string().nullable(),
            image: z.string().nullable(),
            quantity: z.number().int(),
            returnable: z.number().int(),
          }),
        ),
      }),
    ),
    returns: z.array(ReturnSchema),
  })
  .openapi("OrderReturns");

const file = z
  .instanceof(File)
  .openapi({ type: "string", format: "binary", description: "jpg or png, at most 1000 KB" });

const ReturnLines = z
  .string()
  .max(4000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "shop.return_lines_required" });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.object({ order_item_id: idField, quantity: z.number().int().min(1).max(10_000) }))
      .min(1, { error: "shop.return_lines_required" })
      .max(100),
  )
  .openapi({
    type: "string",
    description: 'JSON list of the lines sent back: [{"order_item_id": 12, "quantity": 1}]',
    example: '[{"order_item_id":12,"quantity":1}]',
  });

const ReturnForm = z.object({
  user_token: userTokenField,
  order_id: idField,
  part_id: idField,
  reason: z.string().trim().min(1, { error: "shop.return_reason_required" }).max(2000),
  lines: ReturnLines,
  pictures: z.union([file, z.array(file).max(RETURN_PICTURES_MAX)]).optional(),
  "pictures[]": z.union([file, z.array(file).max(RETURN_PICTURES_MAX)]).optional(),
});

const shopperRoutes = {
  request: createRoute({
    method: "post",
    path: "/order/return",
    tags: ["Orders"],
    middleware: [uploadBodyLimit(RETURN_PICTURES_MAX)] as const,
    summary:
      "Ask to send back lines of a delivered part, within the shop's return window (owner of the order)",
    request: {
      headers,
      body: { content: { "multipart/form-data": { schema: ReturnForm } }, required: true },
    },
    responses: { 200: success(ReturnSchema, "The return asked"), ...failures(401, 404, 409, 413, 422, 500) },
  }),
  list: createRoute({
    method: "get",
    path: "/order/returns/{id}",
    tags: ["Orders"],
    summary: "What of an order (id) may still be returned, and its returns (owner of the order)",
    request: { headers, params, query: z.object({ user_token: userTokenField }) },
    responses: {
      200: success(OrderReturnsSchema, "Returnable lines and returns"),
      ...failures(401, 404, 422, 500),
    },
  }),
};

const refundKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[0-9a-zA-Z_:-]+$/)
  .openapi({
    description: "Made once per refund dialog: pressing again refunds nothing more",
    example: "return-12-k3j9x0a8",
  });
const manualReference = z.string().trim().min(1).max(191).optional().openapi({
  description: "The bank transfer's (or cash receipt's) reference; required for offline payments",
});

const consoleRoutes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/returns",
    summary: "Returns of the seller's store (admins: all), newest first",
    request: {
      headers,
      query: z.object({
        status: z.enum(RETURN_STATUSES).optional(),
        search: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .optional()
          .openapi({ description: "Order code or customer e-mail" }),
        page: pageQuery,
        per_page: z.coerce.number().int().min(1).max(100).default(25),
      }),
    },
    responses: { 200: success(pagedSchema(ReturnSchema), "Returns"), ...failures(401, 403, 422, 500) },
  }),
  get: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/returns/{id}",
    summary: "One return (a seller: of their store only)",
    request: { headers, params },
    responses: { 200: success(ReturnSchema, "The return"), ...failures(401, 403, 404, 422, 500) },
  }),
  approve: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/returns/{id}/approve",
    summary: "Accept a requested return; the shopper is told to send the items",
    request: { headers, params },
    responses: { 200: success(ReturnSchema, "The return"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
  reject: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/returns/{id}/reject",
    summary: "Refuse a requested return with a reason the shopper reads",
    request: {
      headers,
      params,
      body: jsonBody(
        z.object({ reason: z.string().trim().min(1, { error: "shop.return_rejection_required" }).max(2000) }),
      ),
    },
    responses: { 200: success(ReturnSchema, "The return"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
  receive: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/returns/{id}/receive",
    summary: "The items came back; restock puts the units back into stock",
    request: { headers, params, body: jsonBody(z.object({ restock: z.boolean() })) },
    responses: { 200: success(ReturnSchema, "The return"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
  refund: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/returns/{id}/refund",
    summary: "Refund a received return: through the gateway, or by hand with a reference",
    request: {
      headers,
      params,
      body: jsonBody(z.object({ idempotency_key: refundKey, manual_reference: manualReference })),
    },
    responses: { 200: success(ReturnSchema, "The return"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
  refundPart: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/part-refunds",
    summary: "Refund an amount of an order part outside a return (admins: goodwill, a cancelled part)",
    request: {
      headers,
      body: jsonBody(
        z.object({
          part_id: idField,
          amount: z.number().int().min(1).max(2_000_000_000).openapi({ description: "Minor units" }),
          reason: z.string().trim().min(1).max(500),
          idempotency_key: refundKey,
          manual_reference: manualReference,
        }),
      ),
    },
    responses: { 200: success(RefundSchema, "The refund"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
};

const asList = (value: File | File[] | undefined): File[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export function returnRoutes(app: ApiApp): void {
  app.openapi(shopperRoutes.request, async (c) => {
    const form = c.req.valid("form");
    const ctx = withGuestToken(c.var.ctx, form.user_token);
    const files = [...asList(form.pictures), ...asList(form["pictures[]"])].filter((f) => f.size > 0);
    const pictures = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
    const made = await requestReturn(ctx, {
      orderId: form.order_id,
      partId: form.part_id,
      reason: form.reason,
      lines: form.lines.map((l) => ({ orderItemId: l.order_item_id, quantity: l.quantity })),
      pictures,
    });
    return ok(c, made, translate({ key: "shop.return_requested" }, ctx.lang));
  });
  app.openapi(shopperRoutes.list, async (c) => {
    const ctx = withGuestToken(c.var.ctx, c.req.valid("query").user_token);
    return ok(c, await orderReturns(ctx, c.req.valid("param").id));
  });
  app.openapi(consoleRoutes.list, async (c) => {
    const actor = await consoleActor(c.var.ctx, "returns.manage");
    const q = c.req.valid("query");
    return ok(
      c,
      await listReturns(c.var.ctx, actor, {
        status: q.status,
        search: q.search,
        page: q.page,
        perPage: q.per_page,
      }),
    );
  });
  app.openapi(consoleRoutes.get, async (c) => {
    await consoleActor(c.var.ctx, "returns.manage");
    return ok(c, await getReturn(c.var.ctx, c.req.valid("param").id));
  });
  app.openapi(consoleRoutes.approve, async (c) => {
    const actor = await consoleActor(c.var.ctx, "returns.manage");
    return ok(c, await approveReturn(c.var.ctx, actor, c.req.valid("param").id));
  });
  app.openapi(consoleRoutes.reject, async (c) => {
    const actor = await consoleActor(c.var.ctx, "returns.manage");
    return ok(c, await rejectReturn(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json").reason));
  });
  app.openapi(consoleRoutes.receive, async (c) => {
    const actor = await consoleActor(c.var.ctx, "returns.manage");
    return ok(c, await receiveReturn(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json").restock));
  });
  app.openapi(consoleRoutes.refund, async (c) => {
    const actor = await consoleActor(c.var.ctx, "returns.manage");
    const body = c.req.valid("json");
    return ok(
      c,
      await refundReturn(c.var.ctx, actor, c.req.valid("param").id, {
        idempotencyKey: body.idempotency_key,
        manualReference: body.manual_reference ?? null,
      }),
    );
  });
  app.openapi(consoleRoutes.refundPart, async (c) => {
    const actor = await consoleActor(c.var.ctx, "returns.manage");
    const body = c.req.valid("json");
    const refund = await refundPartByAdmin(c.var.ctx, actor, body.part_id, {
      amount: body.amount,
      reason: body.reason,
      idempotencyKey: body.idempotency_key,
      manualReference: body.manual_reference ?? null,
    });
    return ok(c, {
      id: refund.id,
      part_id: refund.partId,
      return_id: refund.returnId,
      amount: refund.amount,
      currency: refund.currency,
      kind: refund.kind as "gateway" | "manual",
      status: refund.status as "pending" | "succeeded" | "failed",
      gateway_refund_id: refund.gatewayRefundId,
      manual_reference: refund.manualReference,
      created_at: refund.createdAt.toISOString(),
    });
  });
}
