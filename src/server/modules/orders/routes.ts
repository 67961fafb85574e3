import { createRoute, z } from "@hono/zod-openapi";
import { withGuestToken } from "../accounts/index.ts";
import {
  cancelOrder,
  changeOrderStatus,
  findCancellation,
  findOrder,
  listOrders,
  resendOrderEmail,
  trackOrder,
} from "./order.service.ts";
import { placeOrder } from "./place-order.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { translate } from "../../core/messages.ts";
import { pageQuery, pagedSchema } from "../../platform/api/paged.ts";
import { idField, languageHeaders, userTokenField } from "../../platform/api/validation.ts";
import { STATUS_NAMES } from "../../../lib/order-view.ts";

const Money = z.number().int().openapi({ description: "Minor units (cents)" });
const Step = z.object({
  status: z.number().int(),
  name: z.enum(STATUS_NAMES),
  done: z.boolean(),
  active: z.boolean(),
});

const BankTransferSchema = z
  .object({
    shop_account: z
      .object({
        bank_name: z.string(),
        account_holder: z.string(),
        account_number: z.string().openapi({ description: "Account number or IBAN" }),
        branch: z.string().openapi({ description: "Branch name or SWIFT/BIC" }),
      })
      .nullable()
      .openapi({ description: "Where to send the money; null once paid or cancelled" }),
    submitted: z
      .object({
        transaction_id: z.string(),
        bank_name: z.string(),
        account_holder_name: z.string(),
        account_number: z.string(),
        branch_name: z.string(),
        status: z.enum(["submitted", "confirmed", "rejected"]),
      })
      .nullable()
      .openapi({ description: "The latest details the customer sent and the shop's decision on them" }),
  })
  .openapi("BankTransfer");

const HistoryEntry = z.object({ status: z.number().int(), event: z.string().nullable(), date: z.string() });

const TrackedPart = z.object({
  id: z.number().int(),
  code: z.string().openapi({ description: "The order's tracking code, '-', the part's number" }),
  number: z.number().int(),
  store: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  delivery_status: z.number().int(),
  steps: z.array(Step),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  delivered_at: z.string().nullable(),
  history: z.array(HistoryEntry),
});

const OrderPart = TrackedPart.extend({
  payment_status: z.number().int().openapi({ description: "1 paid, 0 unpaid (cash on delivery: per part)" }),
  goods: Money,
  shipping_cost: Money,
  discount: Money,
  total: Money,
}).openapi("OrderPart", { description: "One store's share of the order, shipped on its own" });

const OrderSchema = z
  .object({
    id: z.number().int(),
    tracking_code: z.string(),
    method: z.number().int().openapi({
      description:
        "1 Razorpay, 2 cash on delivery, 3 Stripe, 4 PayPal, 5 Flutterwave, 6 Iyzico, 7 bank transfer, 8 Payfast",
    }),
    date: z.string(),
    amount: Money,
    payment_status: z.number().int().openapi({ description: "1 paid, 0 unpaid" }),
    delivery_status: z
      .number()
      .int()
      .openapi({ description: "1 pending, 2 confirmed, 3 picked up, 4 on the way, 5 delivered" }),
    steps: z.array(Step),
    cancelled: z.boolean(),
    refunded: z.boolean(),
    refund_requested: z.boolean(),
    cancellation: z.object({ title: z.string(), message: z.string() }).nullable(),
    subtotal: Money,
    shipping_cost: Money,
    bundle_savings: Money,
    discount: Money,
    voucher_code: z.string().nullable(),
    total: Money,
    currency: z.string(),
    address: z.object({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      country: z.string(),
      state: z.string(),
      city: z.string(),
      zip_code: z.string(),
      address: z.string(),
      address2: z.string().nullable().optional(),
    }),
    items: z.array(
      z.object({
        id: z.number().int(),
        part_id: z.number().int(),
        product_id: z.number().int().nullable(),
        store: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
        title: z.string(),
        variant: z.string().nullable(),
        image: z.string().nullable(),
        unit_price: Money,
        quantity: z.number().int(),
        free_quantity: z.number().int(),
        shipping_type: z.number().int().nullable(),
        shipping_label: z.string().nullable(),
        shipping_cost: Money,
        discount: Money,
        reviewed: z.boolean(),
      }),
    ),
    parts: z.array(OrderPart),
    bank_transfer: BankTransferSchema.nullable().openapi({
      description: "Only for orders paid by bank transfer",
    }),
  })
  .openapi("Order");

const Tracking = z
  .object({
    tracking_code: z.string(),
    date: z.string(),
    delivery_status: z.number().int(),
    steps: z.array(Step),
    cancelled: z.boolean(),
    refunded: z.boolean(),
    history: z.array(HistoryEntry).openapi({ description: "What concerns the whole order" }),
    parts: z.array(TrackedPart),
  })
  .openapi("Tracking");

const place = createRoute({
  method: "post",
  path: "/order/action",
  tags: ["Orders"],
  summary: "Place one order from the selected cart lines (totals computed on the server)",
  request: {
    body: jsonBody(
      z.object({
        user_token: userTokenField,
        address_id: idField.optional(),
        payment_method: z.coerce.number().int().min(1).max(8),
        voucher_code: z.string().trim().max(64).nullish(),
        expected_total: z.coerce
          .number({ error: "validation.not_a_number" })
          .int()
          .min(0)
          .max(2_147_483_647)
          .nullish()
          .openapi({
            description:
              "The total (minor units) the shopper was shown and confirmed; when the order would cost anything else (a flash price sold out, a price changed) it is refused with 409 and nothing is written",
          }),
        idempotency_key: z
          .string()
          .trim()
          .min(8)
          .max(100)
          .nullish()
          .openapi({ description: "One per place-order click; a repeat returns the same order" }),
      }),
    ),
    headers: languageHeaders,
  },
  responses: {
    200: success(
      z.object({
        order_id: z.number().int(),
        tracking_code: z.string(),
        total: Money,
        created: z.boolean(),
        payment: z
          .object({
            kind: z.enum(["redirect", "form", "client", "offline"]),
            url: z.string().optional(),
            action: z.string().optional(),
            fields: z.record(z.string(), z.string()).optional(),
            data: z.record(z.string(), z.unknown()).optional(),
            reference: z.string().optional(),
          })
          .nullable()
          .openapi({
            description:
              "How the browser pays: follow url, post fields to action, run the gateway script with data, or nothing (offline)",
          }),
      }),
      "The order (created false: the same key placed it before)",
    ),
    ...failures(401, 404, 409, 422, 500),
  },
});

const byUser = createRoute({
  method: "post",
  path: "/order/by-user",
  tags: ["Orders"],
  summary: "The owner's orders, 25 a page, or one order with order_id",
  request: {
    body: jsonBody(
      z.object({
        user_token: userTokenField,
        order_id: idField.optional(),
        page: pageQuery,
      }),
    ),
    headers: languageHeaders,
  },
  responses: {
    200: success(z.union([pagedSchema(OrderSchema), OrderSchema]), "A page of orders or one order"),
    ...failures(401, 404, 422, 500),
  },
});

const sendEmail = createRoute({
  method: "post",
  path: "/order/send-order-email/{id}",
  tags: ["Orders"],
  summary: "Send the order's e-mail again (POST only; a few times an hour per order)",
  request: {
    params: z.object({ id: idField }),
    body: jsonBody(z.object({ user_token: userTokenField })),
    headers: languageHeaders,
  },
  responses: {
    200: success(z.object({ sent: z.boolean() }), "Whether the mail went out"),
    ...failures(401, 404, 422, 429, 500),
  },
});

const cancel = createRoute({
  method: "post",
  path: "/cancellation/cancel-order",
  tags: ["Orders"],
  summary: "Cancel a pending order with a title and a message",
  request: {
    body: jsonBody(
      z.object({
        user_token: userTokenField,
        order_id: idField,
        title: z.string().trim().min(1).max(191),
        message: z.string().trim().min(1).max(2000),
      }),
    ),
    headers: languageHeaders,
  },
  responses: { 200: success(OrderSchema, "The cancelled order"), ...failures(401, 404, 409, 422, 500) },
});

const findCancel = createRoute({
  method: "get",
  path: "/cancellation/find/{id}",
  tags: ["Orders"],
  summary: "The cancellation note of an order",
  request: {
    params: z.object({ id: idField }),
    query: z.object({ user_token: userTokenField }),
    headers: languageHeaders,
  },
  responses: {
    200: success(
      z.object({ title: z.string(), message: z.string(), created_at: z.string() }),
      "Title and message",
    ),
    ...failures(401, 404, 422, 500),
  },
});

const track = createRoute({
  method: "get",
  path: "/track-order",
  tags: ["Orders"],
  summary: "The status of an order by its tracking code (no sign-in)",
  request: { query: z.object({ tracking_code: z.string().trim().min(1).max(40) }), headers: languageHeaders },
  responses: { 200: success(Tracking, "Status, steps and history"), ...failures(404, 422, 500) },
});

const changeStatus = createRoute({
  method: "post",
  path: "/order/change-status",
  security: signedIn,
  tags: ["Orders"],
  summary: "Move an order forward (shop admin, or a seller whose stores hold every line of it)",
  request: {
    body: jsonBody(
      z.object({
        tracking_code: z.string().trim().min(1).max(40),
        status: z.coerce.number().int().min(1).max(5),
      }),
    ),
    headers: languageHeaders,
  },
  responses: {
    200: success(OrderSchema, "The order after the change"),
    ...failures(401, 403, 404, 409, 422, 500),
  },
});

export function orderRoutes(app: ApiApp): void {
  app.openapi(place, async (c) => {
    const body = c.req.valid("json");
    const ctx = withGuestToken(c.var.ctx, body.user_token);
    const order = await placeOrder(
      ctx,
      {
        addressId: body.address_id,
        paymentMethod: body.payment_method,
        voucherCode: body.voucher_code,
        expectedTotal: body.expected_total,
        idempotencyKey: body.idempotency_key,
      },
      { gateways: ctx.gateways },
    );
    return ok(
      c,
      {
        order_id: order.id,
        tracking_code: order.trackingCode,
        total: order.total,
        created: order.created,
        payment: order.payment,
      },
      translate({ key: "shop.order_placed" }, ctx.lang),
    );
  });
  app.openapi(byUser, async (c) => {
    const body = c.req.valid("json");
    const ctx = withGuestToken(c.var.ctx, body.user_token);
    return ok(
      c,
      body.order_id !== undefined ? await findOrder(ctx, body.order_id) : await listOrders(ctx, body.page),
    );
  });
  app.openapi(sendEmail, async (c) => {
    const ctx = withGuestToken(c.var.ctx, c.req.valid("json").user_token);
    const sent = await resendOrderEmail(ctx, c.req.valid("param").id);
    return ok(c, { sent }, sent ? translate({ key: "shop.order_email_sent" }, ctx.lang) : "");
  });
  app.openapi(cancel, async (c) => {
    const body = c.req.valid("json");
    const ctx = withGuestToken(c.var.ctx, body.user_token);
    const order = await cancelOrder(
      ctx,
      { orderId: body.order_id, title: body.title, message: body.message },
      { gateways: ctx.gateways },
    );
    return ok(c, order, translate({ key: "shop.order_cancelled" }, ctx.lang));
  });
  app.openapi(findCancel, async (c) => {
    const ctx = withGuestToken(c.var.ctx, c.req.valid("query").user_token);
    return ok(c, await findCancellation(ctx, c.req.valid("param").id));
  });
  app.openapi(track, async (c) => ok(c, await trackOrder(c.var.ctx, c.req.valid("query").tracking_code)));
  app.openapi(changeStatus, async (c) => {
    const body = c.req.valid("json");
    const order = await changeOrderStatus(c.var.ctx, body.tracking_code, body.status);
    return ok(c, order, translate({ key: "shop.order_status_changed" }, c.var.ctx.lang));
  });
}
