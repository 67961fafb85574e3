import { count, eq, max } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { products, subCategories, subCategoryTranslations } from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import type { SubCategoryInputType } from "../../../lib/console/taxonomy-input.ts";
import {
  checkSlugs,
  columns,
  listConsoleCategories,
  oneCategory,
  moveAmongSiblings,
  writeTexts,
} from "./console-categories.ts";

const level = { base: subCategories, texts: subCategoryTranslations };

const notFound = () =>
  new AppError("not_found", { key: "server.not_found", params: { type: "sub_category" } });

/** The sub-category as the console shows it, with the id of its category. */
async function oneSubCategory(db: DbOrTx, id: number) {
  for (const category of await listConsoleCategories(db)) {
    const found = category.sub_categories.find((s) => s.id === id);
    if (found) return { ...found, category_id: category.id };
  }
  throw notFound();
}

const auditView = (s: Awaited<ReturnType<typeof oneSubCategory>>) => ({
  slug: s.slug,
  public: s.public,
  category_id: s.category_id,
  translations: s.translations,
});

/** Files a new sub-category last under its category; English text required, slugs unique. */
export async function createConsoleSubCategory(
  ctx: RequestContext,
  actor: ConsoleActor,
  categoryId: number,
  input: SubCategoryInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await oneCategory(tx, categoryId);
    await checkSlugs(tx, input, null, level);
    const [last] = await tx
      .select({ n: max(subCategories.sort) })
      .from(subCategories)
      .where(eq(subCategories.categoryId, categoryId));
    const [row] = await tx
      .insert(subCategories)
      .values({ ...columns(input), categoryId, sort: Number(last?.n ?? 0) + 1 })
      .returning({ id: subCategories.id });
    const id = (row as { id: number }).id;
    await writeTexts(tx, id, input, subCategoryTranslations);
    const saved = await oneSubCategory(tx, id);
    await recordAudit(tx, actor, {
      entity: "sub_category",
      entityId: id,
      action: "create",
      storeId: null,
      after: auditView(saved),
    });
    return saved;
  });
}

/** Renames a sub-category, shows or hides it, or files it under another category (placed last there). */
export async function updateConsoleSubCategory(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: SubCategoryInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await oneSubCategory(tx, id);
    const categoryId = input.category_id ?? before.category_id;
    await oneCategory(tx, categoryId);
    await checkSlugs(tx, input, id, level);
    const moved = categoryId !== before.category_id;
    const [last] = moved
      ? await tx
          .select({ n: max(subCategories.sort) })
          .from(subCategories)
          .where(eq(subCategories.categoryId, categoryId))
      : [];
    await tx
      .update(subCategories)
      .set({ ...columns(input), categoryId, ...(moved ? { sort: Number(last?.n ?? 0) + 1 } : {}) })
      .where(eq(subCategories.id, id));
    await writeTexts(tx, id, input, subCategoryTranslations);
    const saved = await oneSubCategory(tx, id);
    await recordAudit(tx, actor, {
      entity: "sub_category",
      entityId: id,
      action: "update",
      storeId: null,
      before: auditView(before),
      after: auditView(saved),
    });
    return saved;
  });
}

/** Moves a sub-category one place up or down among the sub-categories of its category. */
export async function moveConsoleSubCategory(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  direction: "up" | "down",
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const { category_id } = await oneSubCategory(tx, id);
    const siblings = eq(subCategories.categoryId, category_id);
    await moveAmongSiblings(tx, actor, "sub_category", subCategories, siblings, id, direction);
    return listConsoleCategories(tx);
  });
}

/** Removes a sub-category no product is filed under; one in use is refused (409) and nothing changes. */
export async function deleteConsoleSubCategory(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const before = await oneSubCategory(tx, id);
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.subCategoryId, id));
    const n = Number(used?.n ?? 0);
    if (n > 0)
      throw new AppError("conflict", { key: "console.sub_category_in_use", params: { count: String(n) } });
    await tx.delete(subCategories).where(eq(subCategories.id, id));
    await recordAudit(tx, actor, {
      entity: "sub_category",
      entityId: id,
      action: "delete",
      storeId: null,
      before: auditView(before),
    });
  });
}
