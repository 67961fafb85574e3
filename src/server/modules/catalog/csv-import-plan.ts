import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.ts";
import { products } from "../../platform/db/schema/index.ts";
import { AppError, type Message } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import type { ProductInputType } from "../../../lib/console/product-input.ts";
import { COLUMN_OF_FIELD } from "./csv-columns.ts";
import type { ProductGroup, RowError } from "./csv-import-rows.ts";
import { checkReferences, checkUniqueness } from "./console-product-checks.ts";
import { loadConsoleProduct } from "./console-products.service.ts";
import { formOfProduct } from "./csv-export.ts";

export type PlannedAction = "create" | "update" | "unchanged";

export interface PlannedChange {
  line: number;
  slug: string;
  action: PlannedAction;
  variants: number;
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

/** The product of this store with this English slug (the store is in the query). */
export async function productInStore(db: DbOrTx, storeId: number, slug: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.slug, slug)));
  return row?.id ?? null;
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

/** What importing one product would do, or why it cannot be imported; writes nothing. */
export async function planProduct(
  db: DbOrTx,
  actor: ConsoleActor,
  storeId: number,
  group: ProductGroup,
  form: ProductInputType,
): Promise<{ change: PlannedChange; productId: number | null } | { errors: RowError[] }> {
  const productId = await productInStore(db, storeId, group.slug);
  try {
    await checkReferences(db, form);
    await checkUniqueness(db, form, productId);
  } catch (error) {
    if (error instanceof AppError) return { errors: errorsOf(group, error.messages) };
    throw error;
  }
  let action: PlannedAction = "create";
  if (productId !== null) {
    const current = formOfProduct(await loadConsoleProduct(db, actor, productId));
    action = canonical(current) === canonical(withoutStore(form)) ? "unchanged" : "update";
  }
  const line = (group.rows[0] as { line: number }).line;
  return { change: { line, slug: group.slug, action, variants: form.variants.length }, productId };
}
