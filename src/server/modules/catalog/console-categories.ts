import { and, asc, count, eq, inArray, max, ne, or, type SQL } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  VISIBILITY,
  categories,
  categorySlugRedirects,
  categoryTranslations,
  products,
  subCategories,
  subCategoryTranslations,
} from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { CONSOLE_LANGS } from "../../../lib/console/product-input.ts";
import type { CategoryInputType } from "../../../lib/console/taxonomy-input.ts";

type Texts = Partial<Record<(typeof CONSOLE_LANGS)[number], { title: string; slug: string }>>;

const notFound = () => new AppError("not_found", { key: "server.not_found", params: { type: "category" } });

async function textsOf(
  db: DbOrTx,
  table: typeof categoryTranslations | typeof subCategoryTranslations,
  ids: number[],
) {
  const byId = new Map<number, Texts>();
  if (ids.length === 0) return byId;
  const rows = await db.select().from(table).where(inArray(table.parentId, ids));
  for (const row of rows) {
    const texts = byId.get(row.parentId) ?? {};
    texts[row.lang as keyof Texts] = { title: row.title, slug: row.slug ?? "" };
    byId.set(row.parentId, texts);
  }
  return byId;
}

/** Every category (public or not) in sibling order, with its texts in every language and its sub-categories. */
export async function listConsoleCategories(db: DbOrTx) {
  const parents = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const children = await db
    .select()
    .from(subCategories)
    .orderBy(asc(subCategories.sort), asc(subCategories.id));
  const [parentTexts, childTexts] = await Promise.all([
    textsOf(
      db,
      categoryTranslations,
      parents.map((p) => p.id),
    ),
    textsOf(
      db,
      subCategoryTranslations,
      children.map((c) => c.id),
    ),
  ]);
  return parents.map((p) => ({
    id: p.id,
    slug: p.slug,
    image: p.image,
    public: p.status === VISIBILITY.public,
    translations: parentTexts.get(p.id) ?? {},
    sub_categories: children
      .filter((c) => c.categoryId === p.id)
      .map((c) => ({
        id: c.id,
        slug: c.slug,
        public: c.status === VISIBILITY.public,
        translations: childTexts.get(c.id) ?? {},
      })),
  }));
}

export async function oneCategory(db: DbOrTx, id: number) {
  const found = (await listConsoleCategories(db)).find((c) => c.id === id);
  if (!found) throw notFound();
  return found;
}

/** A category or sub-category table with its translations: the service functions below serve both. */
export type TaxonomyLevel =
  | { base: typeof categories; texts: typeof categoryTranslations }
  | { base: typeof subCategories; texts: typeof subCategoryTranslations };
const categoryLevel: TaxonomyLevel = { base: categories, texts: categoryTranslations };

/** A slug is one address: no other row of the level may hold it as its base or translated slug. */
export async function checkSlugs(
  tx: DbOrTx,
  input: CategoryInputType,
  categoryId: number | null,
  level: TaxonomyLevel = categoryLevel,
) {
  const { base: table, texts } = level;
  const problems: { key: string; params: Record<string, string> }[] = [];
  for (const lang of CONSOLE_LANGS) {
    const slug = input.translations[lang]?.slug;
    if (!slug) continue;
    const others = (column: typeof table.id | typeof texts.parentId) =>
      categoryId === null ? undefined : ne(column, categoryId);
    const [base] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.slug, slug), others(table.id)))
      .limit(1);
    const [translated] = await tx
      .select({ id: texts.parentId })
      .from(texts)
      .where(and(eq(texts.slug, slug), others(texts.parentId)))
      .limit(1);
    if (base || translated) problems.push({ key: "console.category_slug_taken", params: { slug, lang } });
  }
  if (problems.length > 0) throw new AppError("conflict", problems);
}

export async function writeTexts(
  tx: DbOrTx,
  categoryId: number,
  input: CategoryInputType,
  texts: TaxonomyLevel["texts"] = categoryTranslations,
) {
  await tx.delete(texts).where(eq(texts.parentId, categoryId));
  const rows = CONSOLE_LANGS.flatMap((lang) => {
    const text = input.translations[lang];
    return text ? [{ parentId: categoryId, lang, title: text.title, slug: text.slug }] : [];
  });
  await tx.insert(texts).values(rows);
}

/** Old slugs keep answering with a 301 to the new listing; a slug taken back stops redirecting. */
async function keepOldSlugs(
  tx: DbOrTx,
  categoryId: number,
  before: { slug: string; translations: Texts },
  input: CategoryInputType,
) {
  const current = new Set(CONSOLE_LANGS.flatMap((lang) => input.translations[lang]?.slug ?? []));
  const gone: { lang: string | null; slug: string }[] = [];
  if (!current.has(before.slug)) gone.push({ lang: null, slug: before.slug });
  for (const lang of CONSOLE_LANGS) {
    const old = before.translations[lang]?.slug;
    if (old && !current.has(old) && old !== before.slug) gone.push({ lang, slug: old });
  }
  if (current.size > 0)
    await tx.delete(categorySlugRedirects).where(inArray(categorySlugRedirects.oldSlug, [...current]));
  if (gone.length > 0)
    await tx
      .insert(categorySlugRedirects)
      .values(gone.map((g) => ({ categoryId, lang: g.lang, oldSlug: g.slug })))
      .onConflictDoUpdate({
        target: categorySlugRedirects.oldSlug,
        set: { categoryId, lang: categorySlugRedirects.lang },
      });
}

export const columns = (input: CategoryInputType) => ({
  slug: input.translations.en.slug,
  status: input.public ? VISIBILITY.public : VISIBILITY.private,
});

export async function createConsoleCategory(
  ctx: RequestContext,
  actor: ConsoleActor,
  input: CategoryInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await checkSlugs(tx, input, null);
    const [last] = await tx.select({ n: max(categories.sort) }).from(categories);
    const [row] = await tx
      .insert(categories)
      .values({ ...columns(input), sort: Number(last?.n ?? 0) + 1 })
      .returning({ id: categories.id });
    const id = (row as { id: number }).id;
    await writeTexts(tx, id, input);
    await tx
      .delete(categorySlugRedirects)
      .where(eq(categorySlugRedirects.oldSlug, input.translations.en.slug));
    const saved = await oneCategory(tx, id);
    await recordAudit(tx, actor, {
      entity: "category",
      entityId: id,
      action: "create",
      storeId: null,
      after: auditView(saved),
    });
    return saved;
  });
}

export async function updateConsoleCategory(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: CategoryInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await oneCategory(tx, id);
    await checkSlugs(tx, input, id);
    await tx.update(categories).set(columns(input)).where(eq(categories.id, id));
    await writeTexts(tx, id, input);
    await keepOldSlugs(tx, id, before, input);
    const saved = await oneCategory(tx, id);
    await recordAudit(tx, actor, {
      entity: "category",
      entityId: id,
      action: "update",
      storeId: null,
      before: auditView(before),
      after: auditView(saved),
    });
    return saved;
  });
}

/** Swaps a row with its neighbour above or below among `siblings`; their order is then 1..n again. */
async function swapWithNeighbour(
  tx: DbOrTx,
  table: TaxonomyLevel["base"],
  siblings: SQL | undefined,
  id: number,
  direction: "up" | "down",
): Promise<{ at: number; to: number } | null> {
  const order = await tx
    .select({ id: table.id })
    .from(table)
    .where(siblings)
    .orderBy(asc(table.sort), asc(table.id));
  const at = order.findIndex((row) => row.id === id);
  if (at < 0) throw notFound();
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return null;
  const ids = order.map((row) => row.id);
  [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
  for (const [index, rowId] of ids.entries())
    await tx
      .update(table)
      .set({ sort: index + 1 })
      .where(eq(table.id, rowId));
  return { at, to };
}

/** Moves a row one place among its siblings and records the move (positions counted from 1). */
export async function moveAmongSiblings(
  tx: DbOrTx,
  actor: ConsoleActor,
  entity: string,
  table: TaxonomyLevel["base"],
  siblings: SQL | undefined,
  id: number,
  direction: "up" | "down",
) {
  const moved = await swapWithNeighbour(tx, table, siblings, id, direction);
  if (moved)
    await recordAudit(tx, actor, {
      entity,
      entityId: id,
      action: "move",
      storeId: null,
      before: { position: moved.at + 1 },
      after: { position: moved.to + 1 },
    });
}

export async function moveConsoleCategory(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  direction: "up" | "down",
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await moveAmongSiblings(tx, actor, "category", categories, undefined, id, direction);
    return listConsoleCategories(tx);
  });
}

/** Removes a category no product is filed under; one still in use is refused (409) and nothing changes. */
export async function deleteConsoleCategory(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const before = await oneCategory(tx, id);
    const children = before.sub_categories.map((s) => s.id);
    const [used] = await tx
      .select({ n: count() })
      .from(products)
      .where(
        children.length > 0
          ? or(eq(products.categoryId, id), inArray(products.subCategoryId, children))
          : eq(products.categoryId, id),
      );
    const n = Number(used?.n ?? 0);
    if (n > 0)
      throw new AppError("conflict", { key: "console.category_in_use", params: { count: String(n) } });
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      entity: "category",
      entityId: id,
      action: "delete",
      storeId: null,
      before: auditView(before),
    });
  });
}

function auditView(category: Awaited<ReturnType<typeof oneCategory>>) {
  return { slug: category.slug, public: category.public, translations: category.translations };
}

/** Whether `slug` is a former address of a category; the current one in that language if so. */
export async function categoryMovedFrom(ctx: RequestContext, slug: string): Promise<string | null> {
  const db = await dbOf(ctx);
  const [row] = await db
    .select({ id: categorySlugRedirects.categoryId })
    .from(categorySlugRedirects)
    .where(eq(categorySlugRedirects.oldSlug, slug))
    .limit(1);
  if (!row) return null;
  const [category] = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.id, row.id));
  if (!category) return null;
  const [text] = await db
    .select({ slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.parentId, row.id), eq(categoryTranslations.lang, ctx.lang)));
  return text?.slug || category.slug;
}
