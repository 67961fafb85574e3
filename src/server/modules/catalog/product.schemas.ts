import { z } from "@hono/zod-openapi";

const money = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}, minor units` });

const RefSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });

export const ProductTileSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    image: z.string().nullable(),
    selling: money("Regular price"),
    offered: money("Offer price, 0 = none"),
    price: money("Live flash price").nullable(),
    end_time: z.string().nullable().openapi({ description: "End of the live flash sale (ISO 8601)" }),
    rating: z.number(),
    review_count: z.number().int(),
    current_price: money(
      "What one unit costs now (flash sale, then special price, then the price; no variant chosen)",
    ),
    previous_price: money("The regular price shown struck through").nullable(),
    discount_percent: z.number().int(),
    in_stock: z.boolean(),
    free_shipping: z.boolean(),
    has_variants: z.boolean(),
    flash_remaining: z.number().int().nullable(),
    flash_sold: z.number().int().nullable(),
  })
  .openapi("ProductCard");

export const ProductDetailSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    short_description: z.string().nullable(),
    description: z.string().nullable().openapi({ description: "HTML" }),
    warranty_text: z.string().nullable(),
    image: z.string().nullable(),
    images: z.array(z.string()),
    pictures: z
      .array(
        z.object({
          image: z.string(),
          alt: z.string().nullable(),
          attribute_value_id: z.number().int().nullable(),
        }),
      )
      .openapi({
        description:
          "The gallery with each picture's alternative text (request's language, else English) and the colour it shows (null: every colour)",
      }),
    selling: money("Regular price"),
    offered: money("Offer price, 0 = none"),
    price: money("Live flash price").nullable(),
    end_time: z.string().nullable(),
    rating: z.number(),
    review_count: z.number().int(),
    sold_count: z.number().int(),
    sku: z.string().nullable(),
    stock: z.number().int(),
    in_stock: z.boolean(),
    refundable: z.boolean(),
    warranty: z.boolean(),
    mind_change: z.boolean(),
    free_shipping: z.boolean(),
    store: z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      logo: z.string().nullable(),
    }),
    brand: RefSchema.nullable(),
    category: RefSchema,
    sub_category: RefSchema.nullable(),
    attributes: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        required: z.boolean(),
        values: z.array(z.object({ id: z.number().int(), title: z.string(), color: z.string().nullable() })),
      }),
    ),
    inventories: z.array(
      z.object({
        id: z.number().int(),
        sku: z.string(),
        price: money("Variant price, 0 = the product's price"),
        quantity: z.number().int(),
        attribute_value_ids: z.array(z.number().int()),
      }),
    ),
    bundle_deal: z.object({ buy_quantity: z.number().int(), free_quantity: z.number().int() }).nullable(),
    flash_sale: z
      .object({
        id: z.number().int(),
        title: z.string(),
        price: money("Flash price"),
        start_time: z.string(),
        end_time: z.string(),
        quantity: z.number().int(),
        sold: z.number().int(),
        remaining: z.number().int(),
      })
      .nullable(),
    wishlisted: z.literal(1).nullable(),
  })
  .openapi("ProductDetail");

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    created_at: z.string(),
    user: z.object({ name: z.string(), avatar: z.string().nullable() }),
    images: z.array(z.string()),
    answer: z
      .object({ text: z.string(), at: z.string() })
      .nullable()
      .openapi({ description: "The shop's answer to the review, if any" }),
  })
  .openapi("Review");
