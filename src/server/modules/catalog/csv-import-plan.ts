import { readTogether } from "../../platform/db/reads.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.ts";
import { products } from "../../platform/db/schema/index.ts";
import type { Message } from "../../core/errors.ts";
import { CONSOLE_LANGS, type ProductInputType } from "../../../lib/console/product-input.ts";
import { COLUMN_OF_FIELD } from "./csv-columns.ts";
import type { ProductGroup, RowError } from "./csv-import-rows.ts";
import {
  referenceFacts,
  referenceProblems,
  takenNames,
  uniquenessProblems,
} from "./console-product-checks.ts";
import { consoleProductsOf, type ConsoleProduct } from "./console-products.service.ts";
import { formOfProduct } from "./csv-export.ts";

export type PlannedAction = "create" | "update" | "unchanged";

export interface PlannedChange {
  line: number;
  slug: string;
  action: PlannedAction;
  variants: number;
}

/** One product of a batch that can be imported: its form, what it is today (null: new), what to do. */
export interface PlannedProduct {
  form: ProductInputType;
  before: ConsoleProduct | null;
  change: PlannedChange;
}

/** Key order and lists sorted, so two forms of the same product compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

function withoutStore(form: ProductInputType) {
  const { store_id: _store, ...rest } = form;
  return rest;
}

/** Where a refusal of the product checks points: the slug's or SKU's cell when it names one. */
function errorsOf(group: ProductGroup, messages: Message[]): RowError[] {
  const first = (group.rows[0] as { line: number }).line;
  return messages.map((message) => {
    const params = message.params ?? {};
    if (message.key === "console.slug_taken") return { line: first, column: `slug_${params.lang}`, message };
    if (message.key === "console.sku_taken") {
      const row = group.rows.find((r) => (r.cells.variant_sku ?? "").trim() === params.sku);
      return { line: row?.line ?? first, column: "variant_sku", message };
    }
    const field = typeof params.type === "string" ? params.type : "";
    return { line: first, column: COLUMN_OF_FIELD[field] ?? field, message };
  });
}

/**
 * Translated slugs the file itself gives twice: `<lang>:<slug>` -> the product (its `slug_en`)
 * that named it first. Kept across the batches of one file (SKUs are checked on reading it).
 */
export type ClaimedSlugs = Map<string, string>;

function claim(claimed: ClaimedSlugs, group: ProductGroup, form: ProductInputType): Message[] {
  const problems: Message[] = [];
  for (const lang of CONSOLE_LANGS) {
    const slug = form.translations[lang]?.slug;
    if (!slug) continue;
    const holder = claimed.get(`${lang}:${slug}`);
    if (holder !== undefined && holder !== group.slug)
      problems.push({ key: "console.slug_taken", params: { slug, lang } });
  }
  if (problems.length > 0) return problems;
  for (const lang of CONSOLE_LANGS) {
    const slug = form.translations[lang]?.slug;
    if (slug) claimed.set(`${lang}:${slug}`, group.slug);
  }
  return [];
}

/**
 * What importing a batch of products into a store would do, or why each of them cannot be
 * imported: the batch's products, references, slugs and SKUs are read in one query per table,
 * whatever the batch's size. Writes nothing.
 */
export async function planBatch(
  db: DbOrTx,
  storeId: number,
  groups: ProductGroup[],
  claimed: ClaimedSlugs,
): Promise<{ planned: PlannedProduct[]; errors: RowError[] }> {
  const readable = groups.filter((group): group is ProductGroup & { form: ProductInputType } => !!group.form);
  if (readable.length === 0) return { planned: [], errors: [] };
  const forms = readable.map((group) => group.form);
  const existing = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        inArray(
          products.slug,
          readable.map((group) => group.slug),
        ),
      ),
    );
  const [current, facts, taken] = await readTogether(db, [
    () => consoleProductsOf(db, existing),
    () => referenceFacts(db, forms),
    () => takenNames(db, forms),
  ]);
  const currentOf = new Map(current.map((product) => [product.slug, product]));
  const planned: PlannedProduct[] = [];
  const errors: RowError[] = [];
  for (const group of readable) {
    const form = group.form;
    const before = currentOf.get(group.slug) ?? null;
    const problems = [
      ...referenceProblems(facts, form),
      ...uniquenessProblems(taken, form, before?.id ?? null),
    ];
    if (problems.length === 0) problems.push(...claim(claimed, group, form));
    if (problems.length > 0) {
      errors.push(...errorsOf(group, problems));
      continue;
    }
    let action: PlannedAction = "create";
    if (before)
      action = canonical(formOfProduct(before)) === canonical(withoutStore(form)) ? "unchanged" : "update";
    const line = (group.rows[0] as { line: number }).line;
    planned.push({
      form,
      before,
      change: { line, slug: group.slug, action, variants: form.variants.length },
    });
  }
  return { planned, errors };
}
