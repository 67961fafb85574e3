import { z } from "@hono/zod-openapi";
import { DESK_STATUS_FILTERS, ORDER_PART_SORTS } from "../../../lib/console/order-desk-input.ts";
import { pageQuery } from "../../platform/api/paged.ts";
import { idField } from "../../platform/api/validation.ts";

const money = z.number().int().openapi({ description: "Minor units of the order's currency" });
const day = z.iso.date().openapi({ example: "2026-11-25" });
const storeRef = z.object({ id: z.number().int(), name: z.string() });

export const PartListQuery = z.object({
  page: pageQuery,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(ORDER_PART_SORTS).default("-created_at"),
  status: z.enum(DESK_STATUS_FILTERS).optional(),
  from: day.optional().openapi({ description: "Orders placed on or after this day (UTC)" }),
  to: day.optional().openapi({ description: "Orders placed on or before this day (UTC)" }),
  payment_status: z.enum(["paid", "unpaid"]).optional(),
  payment_method: z.coerce.number().int().min(1).max(8).optional(),
  q: z.string().trim().min(1).max(100).optional().openapi({
    description: "Part of the order's or part's code, the customer's name or e-mail",
    example: "ayesha",
  }),
  store_id: idField.optional().openapi({ description: "Admins only; sellers always see their own store" }),
  new: z.enum(["true", "false"]).optional().openapi({ description: "true: only parts not opened yet" }),
});

export const PartRowSchema = z
  .object({
    id: z.number().int(),
    code: z.string().openapi({ description: "The order's tracking code, '-', the part's number" }),
    order_id: z.number().int(),
    created_at: z.string(),
    customer_name: z.string(),
    customer_email: z.string(),
    store: storeRef.nullable(),
    items: z.number().int().openapi({ description: "Units in the part" }),
    total: money,
    currency: z.string(),
    payment_method: z.number().int(),
    payment_status: z.number().int().openapi({ description: "1 paid, 0 unpaid" }),
    delivery_status: z.number().int().openapi({ description: "1 pending … 5 delivered" }),
    cancelled: z.boolean(),
    new: z.boolean().openapi({ description: "Not opened by its store yet" }),
  })
  .openapi("OrderPartRow");

const TimelineEntry = z.object({
  status: z.number().int(),
  event: z.string().nullable(),
  scope: z.enum(["order", "part"]).openapi({ description: "The whole order's event, or this part's" }),
  by: z.string().nullable().openapi({ description: "The name of who did it; null: the shopper or the shop" }),
  at: z.string(),
});

export const PartDetailSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    number: z.number().int(),
    store: storeRef.nullable(),
    order: z.object({
      id: z.number().int(),
      tracking_code: z.string(),
      created_at: z.string(),
      lang: z.string(),
      currency: z.string(),
      payment_method: z.number().int(),
      payment_status: z.number().int(),
      cancelled: z.boolean(),
      total: money,
      parts: z
        .array(
          z.object({
            id: z.number().int(),
            code: z.string(),
            store: storeRef.nullable(),
            delivery_status: z.number().int(),
            payment_status: z.number().int(),
            total: money,
          }),
        )
        .nullable()
        .openapi({ description: "Every part of the order (admins); null for sellers" }),
    }),
    customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    ship_to: z.object({
      name: z.string(),
      phone: z.string(),
      country: z.string(),
      state: z.string(),
      city: z.string(),
      zip_code: z.string(),
      address: z.string(),
      address2: z.string().nullable(),
    }),
    lines: z.array(
      z.object({
        id: z.number().int(),
        product_id: z.number().int().nullable(),
        title: z.string(),
        variant: z.string().nullable(),
        image: z.string().nullable(),
        unit_price: money,
        quantity: z.number().int(),
        free_quantity: z.number().int(),
        shipping_label: z.string().nullable(),
        shipping_cost: money,
        discount: money,
        total: money.openapi({ description: "Unit price × paid units" }),
      }),
    ),
    goods: money,
    shipping_cost: money,
    discount: money,
    total: money,
    payment_status: z.number().int(),
    paid_at: z.string().nullable(),
    delivery_status: z.number().int(),
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    delivered_at: z.string().nullable(),
    seen_at: z.string().nullable(),
    timeline: z.array(TimelineEntry).openapi({ description: "Oldest first" }),
  })
  .openapi("OrderPartDetail");

export const StepResultSchema = z
  .object({ id: z.number().int(), delivery_status: z.number().int() })
  .openapi("OrderPartStepResult");

export const BulkConfirmResultSchema = z
  .object({
    done: z.array(z.number().int()),
    failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
  })
  .openapi("OrderPartBulkResult");
