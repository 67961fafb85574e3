/**
 * The one column layout of the product CSV (docs/product-csv.md): one row per variant, the
 * product's columns repeated on each of its rows; a product without variants has one row with
 * empty variant columns. Rows of one product share `slug_en`, the product's key in its store.
 */
import { CONSOLE_LANGS } from "../../../lib/console/product-input.ts";

export const TEXT_FIELDS = [
  "title",
  "slug",
  "short_description",
  "description",
  "meta_title",
  "meta_description",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const PRODUCT_COLUMNS = [
  "status",
  "category",
  "sub_category",
  "brand",
  "collections",
  "tags",
  "selling",
  "offered",
  "sku",
  "stock",
  "image",
  "free_shipping",
  "refundable",
  "bundle_buy",
  "bundle_free",
  "attributes",
] as const;

export const VARIANT_COLUMNS = ["variant_values", "variant_sku", "variant_price", "variant_stock"] as const;

export const TEXT_COLUMNS = CONSOLE_LANGS.flatMap((lang) => TEXT_FIELDS.map((field) => `${field}_${lang}`));

export const CSV_COLUMNS: readonly string[] = [
  "slug_en",
  ...PRODUCT_COLUMNS,
  ...TEXT_COLUMNS.filter((column) => column !== "slug_en"),
  ...VARIANT_COLUMNS,
];

/** Lists inside one cell (tags, attribute slugs, a variant's value slugs) are joined by `|`. */
export const LIST_SEPARATOR = "|";

/** The CSV column a field of the product form is read from (for error messages). */
export const COLUMN_OF_FIELD: Record<string, string> = {
  category_id: "category",
  sub_category_id: "sub_category",
  brand_id: "brand",
  collection_ids: "collections",
  tag_ids: "tags",
  selling: "selling",
  offered: "offered",
  stock: "stock",
  sku: "sku",
  image: "image",
  free_shipping: "free_shipping",
  refundable: "refundable",
  attributes: "attributes",
  bundle: "bundle_buy",
  store_id: "slug_en",
};

export const COLUMN_OF_VARIANT_FIELD: Record<string, string> = {
  value_ids: "variant_values",
  sku: "variant_sku",
  price: "variant_price",
  stock: "variant_stock",
};
