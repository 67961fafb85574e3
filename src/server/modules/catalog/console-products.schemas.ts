import { z } from "@hono/zod-openapi";
import { PRODUCT_STATES, STOCK_REASONS } from "../../platform/db/schema/enums.ts";
import { pageQuery } from "../../platform/api/paged.ts";
import { idField } from "../../platform/api/validation.ts";
import { BULK_ACTIONS, PRODUCT_SORTS } from "../../../lib/console/product-input.ts";

export const perPageQuery = z.coerce.number().int().min(1).max(100).default(25).openapi({ example: 25 });

export const ConsoleProductListQuery = z.object({
  page: pageQuery,
  per_page: perPageQuery,
  sort: z.enum(PRODUCT_SORTS).default("-updated_at"),
  q: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_STATES).optional(),
  store_id: idField.optional().openapi({ description: "Admins only; sellers always see their own store" }),
  low_stock: z
    .enum(["true", "false"])
    .optional()
    .openapi({ description: "true: only products with 5 units or fewer in total" }),
});

export const ConsoleProductRowSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    store: z.object({ id: z.number().int(), name: z.string() }),
    status: z.enum(PRODUCT_STATES),
    price: z.number().int(),
    stock: z.number().int(),
    variants: z.number().int(),
    updated_at: z.string(),
    thumbnail: z.string().nullable(),
  })
  .openapi("ConsoleProductRow");

const TranslationSchema = z.object({
  title: z.string(),
  slug: z.string().nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
});

export const ConsoleVariantSchema = z.object({
  id: z.number().int(),
  value_ids: z.array(z.number().int()),
  sku: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
});

export const ConsoleProductSchema = z
  .object({
    id: z.number().int(),
    store: z.object({ id: z.number().int(), name: z.string() }),
    status: z.enum(PRODUCT_STATES),
    rejection_reason: z.string().nullable(),
    slug: z.string(),
    translations: z.record(z.string(), TranslationSchema).openapi({ description: "Keyed by language" }),
    category_id: z.number().int(),
    sub_category_id: z.number().int().nullable(),
    brand_id: z.number().int().nullable(),
    collection_ids: z.array(z.number().int()),
    tag_ids: z.array(z.number().int()),
    selling: z.number().int(),
    offered: z.number().int(),
    stock: z.number().int(),
    sku: z.string().nullable(),
    image: z.string().nullable(),
    free_shipping: z.boolean(),
    refundable: z.boolean(),
    attributes: z.array(
      z.object({
        attribute_id: z.number().int(),
        value_ids: z.array(z.number().int()),
        required: z.boolean(),
      }),
    ),
    variants: z.array(ConsoleVariantSchema),
    bundle: z.object({ buy: z.number().int(), free: z.number().int() }).nullable(),
    updated_at: z.string(),
  })
  .openapi("ConsoleProduct");

export const RejectProductSchema = z
  .object({ reason: z.string().trim().min(1).max(1000).openapi({ example: "The pictures are blurred" }) })
  .strict();

export const BulkProductsSchema = z
  .object({ ids: z.array(idField).min(1).max(200), action: z.enum(BULK_ACTIONS) })
  .strict();

export const BulkResultSchema = z
  .object({
    done: z.array(z.number().int()),
    skipped: z.array(z.object({ id: z.number().int(), message: z.string() })),
  })
  .openapi("ConsoleBulkResult");

export const AdjustStockSchema = z
  .object({
    delta: z
      .number()
      .int()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, { error: "validation.not_zero" }),
    note: z.string().trim().min(1).max(500),
  })
  .strict();

export const StockMovementSchema = z
  .object({
    id: z.number().int(),
    inventory_id: z.number().int().nullable(),
    sku: z.string().nullable(),
    delta: z.number().int(),
    reason: z.enum(STOCK_REASONS),
    note: z.string().nullable(),
    order_id: z.number().int().nullable(),
    actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    at: z.string(),
  })
  .openapi("StockMovement");
