import { asc, eq } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import { products } from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { CONSOLE_LANGS, type ProductInputType } from "../../../lib/console/product-input.ts";
import { CSV_COLUMNS, LIST_SEPARATOR, TEXT_FIELDS } from "./csv-columns.ts";
import { loadCsvDictionary, type CsvDictionary } from "./csv-dictionary.ts";
import { loadConsoleProduct } from "./console-products.service.ts";

type LoadedProduct = Awaited<ReturnType<typeof loadConsoleProduct>>;

/**
 * A saved product as the form that would save it again: what an import compares a row with
 * (equal: nothing to do) and what an export writes. Lists are sorted so order never counts.
 */
export function formOfProduct(product: LoadedProduct): ProductInputType {
  const translations = Object.fromEntries(
    CONSOLE_LANGS.flatMap((lang) => {
      const text = product.translations[lang];
      if (!text) return [];
      return [
        [
          lang,
          {
            title: text.title,
            // Older products may keep their English address on the product alone.
            slug: text.slug ?? (lang === "en" ? product.slug : ""),
            short_description: text.short_description ?? null,
            description: text.description ?? null,
            meta_title: text.meta_title ?? null,
            meta_description: text.meta_description ?? null,
          },
        ],
      ];
    }),
  ) as ProductInputType["translations"];
  return {
    category_id: product.category_id,
    sub_category_id: product.sub_category_id,
    brand_id: product.brand_id,
    translations,
    selling: product.selling,
    offered: product.offered,
    stock: product.variants.length > 0 ? 0 : product.stock,
    sku: product.sku,
    image: product.image,
    free_shipping: product.free_shipping,
    refundable: product.refundable,
    collection_ids: [...product.collection_ids].sort((a, b) => a - b),
    tag_ids: [...product.tag_ids].sort((a, b) => a - b),
    attributes: product.attributes.map((a) => ({
      attribute_id: a.attribute_id,
      value_ids: [...a.value_ids].sort((x, y) => x - y),
      required: true,
    })),
    variants: product.variants
      .map((v) => ({ value_ids: v.value_ids, sku: v.sku, price: v.price, stock: v.stock }))
      .sort((a, b) => a.sku.localeCompare(b.sku)),
    bundle: product.bundle,
  };
}

const text = (value: string | null | undefined) => value ?? "";

/** The CSV rows of one product: one per variant, or one for a product without variants. */
export function rowsOfForm(form: ProductInputType, status: string, dict: CsvDictionary): string[][] {
  const shared: Record<string, string> = {
    status,
    category: dict.categories.slugOf(form.category_id),
    sub_category: form.sub_category_id === null ? "" : dict.subCategories.slugOf(form.sub_category_id),
    brand: form.brand_id === null ? "" : dict.brands.slugOf(form.brand_id),
    collections: form.collection_ids.map((id) => dict.collections.slugOf(id)).join(LIST_SEPARATOR),
    tags: form.tag_ids.map((id) => dict.tags.slugOf(id)).join(LIST_SEPARATOR),
    selling: String(form.selling),
    offered: String(form.offered),
    sku: text(form.sku),
    stock: form.variants.length > 0 ? "" : String(form.stock),
    image: text(form.image),
    free_shipping: String(form.free_shipping),
    refundable: String(form.refundable),
    bundle_buy: form.bundle ? String(form.bundle.buy) : "",
    bundle_free: form.bundle ? String(form.bundle.free) : "",
    attributes: form.attributes.map((a) => dict.attributes.slugOf(a.attribute_id)).join(LIST_SEPARATOR),
  };
  for (const lang of CONSOLE_LANGS) {
    const texts = form.translations[lang];
    for (const field of TEXT_FIELDS) shared[`${field}_${lang}`] = text(texts?.[field]);
  }
  const variants = form.variants.length > 0 ? form.variants : [null];
  return variants.map((variant) => {
    const row: Record<string, string> = {
      ...shared,
      variant_values: variant
        ? variant.value_ids.map((id) => dict.valueSlugs.slugOf(id)).join(LIST_SEPARATOR)
        : "",
      variant_sku: variant ? variant.sku : "",
      variant_price: variant ? String(variant.price) : "",
      variant_stock: variant ? String(variant.stock) : "",
    };
    return CSV_COLUMNS.map((column) => row[column] ?? "");
  });
}

/** Every product of one store as CSV, oldest first (the store is filtered in the query). */
export async function exportStoreCsv(
  ctx: RequestContext,
  actor: ConsoleActor,
  storeId: number,
): Promise<string> {
  const db = await dbOf(ctx);
  const dict = await loadCsvDictionary(db);
  const ids = await db
    .select({ id: products.id, state: products.state })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.id));
  const rows: string[][] = [];
  for (const { id, state } of ids) {
    const product = await loadConsoleProduct(db, actor, id);
    rows.push(...rowsOfForm(formOfProduct(product), state, dict));
  }
  return stringify([[...CSV_COLUMNS], ...rows]);
}
