import { and, asc, count, eq, ilike, inArray, max, ne, or } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { VISIBILITY } from "../../platform/db/schema/index.ts";
import { containing } from "../../platform/db/like.ts";
import { offsetOf, paged } from "../../platform/api/paged.ts";
import { AppError } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { CONSOLE_LANGS } from "../../../lib/console/product-input.ts";
import type { NamedInputType, ShownNamedInputType } from "../../../lib/console/taxonomy-input.ts";
import { NAMED_KINDS, type NamedKind, type NamedKindName, type TextTable } from "./console-named-kinds.ts";

export type Titles = Partial<Record<(typeof CONSOLE_LANGS)[number], { title: string }>>;

/** Rows a console list shows per page. */
export const NAMED_PAGE_SIZE = 50;

export const notFoundOf = (type: string) =>
  new AppError("not_found", { key: "server.not_found", params: { type } });

/** Each row's name in every language it has one, by row id. */
export async function titlesOf(db: DbOrTx, texts: TextTable, ids: number[]) {
  const byId = new Map<number, Titles>();
  if (ids.length === 0) return byId;
  const rows = await db.select().from(texts).where(inArray(texts.parentId, ids));
  for (const row of rows) {
    const titles = byId.get(row.parentId) ?? {};
    titles[row.lang as keyof Titles] = { title: row.title };
    byId.set(row.parentId, titles);
  }
  return byId;
}

/** Replaces a row's names with the input's (languages left out lose theirs). */
export async function writeTitles(tx: DbOrTx, texts: TextTable, id: number, input: NamedInputType) {
  await tx.delete(texts).where(eq(texts.parentId, id));
  const rows = CONSOLE_LANGS.flatMap((lang) => {
    const text = input.translations[lang];
    return text ? [{ parentId: id, lang, title: text.title }] : [];
  });
  await tx.insert(texts).values(rows);
}

export const slugTaken = (slug: string) =>
  new AppError("conflict", { key: "console.slug_taken", params: { slug } });

export const inUse = (count: number) =>
  new AppError("conflict", { key: "console.taxonomy_in_use", params: { count: String(count) } });

const columnsOf = (kind: NamedKind) => ({
  id: kind.table.id,
  slug: kind.table.slug,
  ...(kind.shown ? { status: kind.table.status } : {}),
});

type BaseRow = { id: number; slug: string; status?: number };

async function view(db: DbOrTx, kind: NamedKind, rows: BaseRow[]) {
  const titles = await titlesOf(
    db,
    kind.texts,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    ...(kind.shown ? { public: row.status === VISIBILITY.public } : {}),
    translations: titles.get(row.id) ?? {},
  }));
}

/** A page of one kind's rows in their order, optionally those whose slug or a name contains `q`. */
export async function listNamed(
  ctx: RequestContext,
  name: NamedKindName,
  query: { q?: string; page: number },
) {
  const kind: NamedKind = NAMED_KINDS[name];
  const db = await dbOf(ctx);
  const { table, texts } = kind;
  const words = query.q ? containing(query.q) : undefined;
  const where = words
    ? or(
        ilike(table.slug, words),
        inArray(table.id, db.select({ id: texts.parentId }).from(texts).where(ilike(texts.title, words))),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columnsOf(kind))
      .from(table)
      .where(where)
      .orderBy(...(kind.sorted ? [asc(table.sort)] : []), asc(table.id))
      .limit(NAMED_PAGE_SIZE)
      .offset(offsetOf(query.page, NAMED_PAGE_SIZE)),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return paged(await view(db, kind, rows), {
    page: query.page,
    perPage: NAMED_PAGE_SIZE,
    total: Number(total?.n ?? 0),
  });
}

async function oneNamed(db: DbOrTx, kind: NamedKind, id: number) {
  const rows = await db.select(columnsOf(kind)).from(kind.table).where(eq(kind.table.id, id));
  const [found] = await view(db, kind, rows);
  if (!found) throw notFoundOf(kind.entity);
  return found;
}

async function checkSlug(tx: DbOrTx, kind: NamedKind, slug: string, id: number | null) {
  const [other] = await tx
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(and(eq(kind.table.slug, slug), id === null ? undefined : ne(kind.table.id, id)))
    .limit(1);
  if (other) throw slugTaken(slug);
}

const baseColumns = (kind: NamedKind, input: NamedInputType | ShownNamedInputType) => ({
  slug: input.slug,
  ...(kind.shown && "public" in input
    ? { status: input.public ? VISIBILITY.public : VISIBILITY.private }
    : {}),
});

export async function createNamed(
  ctx: RequestContext,
  actor: ConsoleActor,
  name: NamedKindName,
  input: NamedInputType | ShownNamedInputType,
) {
  const kind: NamedKind = NAMED_KINDS[name];
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await checkSlug(tx, kind, input.slug, null);
    const [last] = kind.sorted ? await tx.select({ n: max(kind.table.sort) }).from(kind.table) : [];
    const [row] = await tx
      .insert(kind.table)
      .values({ ...baseColumns(kind, input), ...(kind.sorted ? { sort: Number(last?.n ?? 0) + 1 } : {}) })
      .returning({ id: kind.table.id });
    const id = (row as { id: number }).id;
    await writeTitles(tx, kind.texts, id, input);
    const saved = await oneNamed(tx, kind, id);
    await recordAudit(tx, actor, {
      entity: kind.entity,
      entityId: id,
      action: "create",
      storeId: null,
      after: saved,
    });
    return saved;
  });
}

export async function updateNamed(
  ctx: RequestContext,
  actor: ConsoleActor,
  name: NamedKindName,
  id: number,
  input: NamedInputType | ShownNamedInputType,
) {
  const kind: NamedKind = NAMED_KINDS[name];
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await oneNamed(tx, kind, id);
    await checkSlug(tx, kind, input.slug, id);
    await tx.update(kind.table).set(baseColumns(kind, input)).where(eq(kind.table.id, id));
    await writeTitles(tx, kind.texts, id, input);
    const saved = await oneNamed(tx, kind, id);
    await recordAudit(tx, actor, {
      entity: kind.entity,
      entityId: id,
      action: "update",
      storeId: null,
      before,
      after: saved,
    });
    return saved;
  });
}

/** Removes a row no product uses; one still in use is refused (409) and nothing changes. */
export async function deleteNamed(ctx: RequestContext, actor: ConsoleActor, name: NamedKindName, id: number) {
  const kind: NamedKind = NAMED_KINDS[name];
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const before = await oneNamed(tx, kind, id);
    const used = await kind.usage(tx, id);
    if (used > 0) throw inUse(used);
    await tx.delete(kind.table).where(eq(kind.table.id, id));
    await recordAudit(tx, actor, {
      entity: kind.entity,
      entityId: id,
      action: "delete",
      storeId: null,
      before,
    });
  });
}
