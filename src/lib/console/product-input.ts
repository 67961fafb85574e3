/**
 * What the console sends to create or edit a product, checked by the same zod schemas on the
 * server (the route) and in the browser (the form). Messages are keys of locales/<lang>/validation.json.
 */
import { z } from "zod";
import { slugInput } from "../slug.ts";

export const CONSOLE_LANGS = ["en", "fr", "ar", "hi", "tr"] as const;

const id = z.number().int().positive().max(2_147_483_647);
const minor = z.number().int().min(0).max(2_000_000_000);

export const ProductTranslationInput = z.object({
  title: z.string().trim().min(1).max(200),
  slug: slugInput,
  short_description: z.string().max(1000).nullable().optional(),
  description: z.string().max(50_000).nullable().optional(),
  meta_title: z.string().max(200).nullable().optional(),
  meta_description: z.string().max(400).nullable().optional(),
});

export const VariantInput = z.object({
  /** One value of each of the product's attributes. */
  value_ids: z.array(id).min(1).max(5),
  sku: z.string().trim().min(1).max(64),
  /** 0: the product's price. */
  price: minor,
  stock: z.number().int().min(0).max(1_000_000),
});

export const ProductAttributeInput = z.object({
  attribute_id: id,
  value_ids: z.array(id).min(1).max(50),
  required: z.boolean().default(true),
});

export const ProductInput = z
  .object({
    /** Admins choose the store; a seller's products always go to the seller's own store. */
    store_id: id.optional(),
    category_id: id,
    sub_category_id: id.nullable().default(null),
    brand_id: id.nullable().default(null),
    translations: z.object({
      en: ProductTranslationInput,
      fr: ProductTranslationInput.optional(),
      ar: ProductTranslationInput.optional(),
      hi: ProductTranslationInput.optional(),
      tr: ProductTranslationInput.optional(),
    }),
    selling: minor,
    /** 0: no offer. */
    offered: minor.default(0),
    /** Units of a product without variants (ignored when it has variants). */
    stock: z.number().int().min(0).max(1_000_000).default(0),
    sku: z.string().trim().max(64).nullable().default(null),
    image: z.string().max(500).nullable().default(null),
    free_shipping: z.boolean().default(false),
    refundable: z.boolean().default(false),
    collection_ids: z.array(id).max(50).default([]),
    tag_ids: z.array(id).max(50).default([]),
    attributes: z.array(ProductAttributeInput).max(5).default([]),
    variants: z.array(VariantInput).max(500).default([]),
    bundle: z
      .object({ buy: z.number().int().min(1).max(100), free: z.number().int().min(1).max(100) })
      .nullable()
      .default(null),
  })
  .strict();

export type ProductInputType = z.infer<typeof ProductInput>;

/** Every combination of the chosen attribute values, in the attributes' order: the variants to fill in. */
export function variantCombinations(attributes: { value_ids: number[] }[]): number[][] {
  return attributes.reduce<number[][]>(
    (combos, attribute) => combos.flatMap((combo) => attribute.value_ids.map((value) => [...combo, value])),
    attributes.length === 0 ? [] : [[]],
  );
}

export const PRODUCT_SORTS = [
  "updated_at",
  "-updated_at",
  "title",
  "-title",
  "price",
  "-price",
  "stock",
  "-stock",
] as const;

export const BULK_ACTIONS = ["publish", "unpublish", "delete-draft"] as const;

export const WORKFLOW_ACTIONS = ["submit", "approve", "reject", "publish", "unpublish"] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];
