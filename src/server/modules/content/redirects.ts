import { desc, eq, ilike, inArray, or } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { containing } from "../../platform/db/like.ts";
import {
  categories,
  categorySlugRedirects,
  productSlugRedirects,
  products,
  redirects,
  users,
} from "../../platform/db/schema/index.ts";
import { memoByCatalog } from "../../cache/catalog-memo.ts";
import { localizePath } from "../../../i18n/paths.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { links } from "../../../lib/links.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import type { RedirectInputType } from "../../../lib/console/page-input.ts";

/** The most rows the redirects screen lists at once (the filter narrows them). */
const LIST_LIMIT = 500;

export interface RedirectRow {
  /** Null for a product's or category's former address (kept with the product or category). */
  id: number | null;
  source: "redirect" | "product" | "category";
  from: string;
  to: string;
  code: number;
  created_at: string;
  created_by: string;
}

/** The query's first `limit` rows, or all of them without a limit. */
const upTo = <Query extends PgSelect>(query: Query, limit?: number) => (limit ? query.limit(limit) : query);

/**
 * Former product and category addresses, each leading to the current one in its language: the
 * product and category pages answer them with a 301, so the loop check counts them too.
 */
async function formerAddresses(db: DbOrTx, limit?: number): Promise<RedirectRow[]> {
  const productQuery = db
    .select({
      id: productSlugRedirects.productId,
      lang: productSlugRedirects.lang,
      old: productSlugRedirects.oldSlug,
      slug: products.slug,
      createdAt: productSlugRedirects.createdAt,
    })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .orderBy(desc(productSlugRedirects.id))
    .$dynamic();
  const categoryQuery = db
    .select({
      lang: categorySlugRedirects.lang,
      old: categorySlugRedirects.oldSlug,
      slug: categories.slug,
      createdAt: categorySlugRedirects.createdAt,
    })
    .from(categorySlugRedirects)
    .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId))
    .orderBy(desc(categorySlugRedirects.id))
    .$dynamic();
  const productRows = await upTo(productQuery, limit);
  const categoryRows = await upTo(categoryQuery, limit);
  const at = (lang: string | null) => (lang ?? "en") as Lang;
  return [
    ...productRows.map((r) => ({
      id: null,
      source: "product" as const,
      from: localizePath(links.product(r.old, r.id), at(r.lang)),
      to: localizePath(links.product(r.slug, r.id), at(r.lang)),
      code: 301,
      created_at: r.createdAt.toISOString(),
      created_by: "",
    })),
    ...categoryRows.map((r) => ({
      id: null,
      source: "category" as const,
      from: localizePath(links.category(r.old), at(r.lang)),
      to: localizePath(links.category(r.slug), at(r.lang)),
      code: 301,
      created_at: r.createdAt.toISOString(),
      created_by: "",
    })),
  ];
}

/** Redirects added in the console or by a page's slug change, then former product and category addresses. */
export async function listRedirects(db: DbOrTx, q = ""): Promise<RedirectRow[]> {
  const words = q.trim();
  const own = await db
    .select({
      id: redirects.id,
      from: redirects.fromPath,
      to: redirects.toPath,
      code: redirects.code,
      createdAt: redirects.createdAt,
      by: users.name,
    })
    .from(redirects)
    .leftJoin(users, eq(users.id, redirects.createdBy))
    .where(
      words
        ? or(ilike(redirects.fromPath, containing(words)), ilike(redirects.toPath, containing(words)))
        : undefined,
    )
    .orderBy(desc(redirects.id))
    .limit(LIST_LIMIT);
  const derived = await formerAddresses(db, LIST_LIMIT);
  const needle = words.toLocaleLowerCase();
  return [
    ...own.map((r) => ({
      id: r.id,
      source: "redirect" as const,
      from: r.from,
      to: r.to,
      code: r.code,
      created_at: r.createdAt.toISOString(),
      created_by: r.by ?? "",
    })),
    ...derived.filter(
      (r) =>
        !needle || r.from.toLocaleLowerCase().includes(needle) || r.to.toLocaleLowerCase().includes(needle),
    ),
  ];
}

/** Where each redirected path leads: the console's redirects and the former product and category addresses. */
async function redirectMap(tx: DbOrTx): Promise<Map<string, string>> {
  const rows = await tx.select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects);
  const former = await formerAddresses(tx);
  return new Map([...former, ...rows].map((r) => [r.from, r.to]));
}

/** Refuses a redirect to itself, or one that would lead back to where it starts (A→B→…→A). */
function checkNoLoop(map: Map<string, string>, from: string, to: string): void {
  if (from === to) throw new AppError("invalid", { key: "console.redirect_itself", params: { from } });
  const seen = new Set<string>();
  for (let at: string | undefined = to; at !== undefined && !seen.has(at); at = map.get(at)) {
    if (at === from) throw new AppError("invalid", { key: "console.redirect_loop", params: { from, to } });
    seen.add(at);
  }
}

/** Adds a redirect typed in the console: not from a path already redirected, never a loop. */
export async function addRedirect(ctx: RequestContext, actor: ConsoleActor, input: RedirectInputType) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const map = await redirectMap(tx);
    checkNoLoop(map, input.from, input.to);
    if (map.has(input.from))
      throw new AppError("conflict", { key: "console.redirect_taken", params: { from: input.from } });
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath: input.from, toPath: input.to, code: input.code, createdBy: actor.id })
      .returning();
    if (!row) throw new AppError("internal", "server.error");
    await recordAudit(tx, actor, {
      entity: "redirect",
      entityId: row.id,
      action: "create",
      storeId: null,
      before: null,
      after: { from: row.fromPath, to: row.toPath, code: row.code },
    });
    return row.id;
  });
}

export async function deleteRedirect(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!row) throw new AppError("not_found", { key: "server.not_found", params: { type: "redirect" } });
    await recordAudit(tx, actor, {
      entity: "redirect",
      entityId: id,
      action: "delete",
      storeId: null,
      before: { from: row.fromPath, to: row.toPath, code: row.code },
      after: null,
    });
  });
}

/**
 * A page moved from `from` to `to`: the old path answers 301 to the new one, redirects that led to
 * the old path now lead straight to the new one, and a redirect away from the new path goes (the
 * page lives there again).
 */
export async function movedPath(tx: DbOrTx, actorId: number, from: string, to: string): Promise<void> {
  if (from === to) return;
  await tx.delete(redirects).where(inArray(redirects.fromPath, [to, from]));
  await tx.update(redirects).set({ toPath: to }).where(eq(redirects.toPath, from));
  await tx.insert(redirects).values({ fromPath: from, toPath: to, code: 301, createdBy: actorId });
}

/** Every redirect, read again after any change of the redirects (their trigger, migration 0031). */
const allRedirects = memoByCatalog(async (ctx) => {
  const db = await dbOf(ctx);
  const rows = await db.select().from(redirects);
  return new Map(rows.map((r) => [r.fromPath, { to: r.toPath, code: r.code as 301 | 302 }]));
});

/** Where a public path is redirected (with its code), if it is: the storefront's middleware asks. */
export async function redirectOf(ctx: RequestContext, path: string) {
  return (await allRedirects(ctx)).get(path);
}

/** Every redirected path (the sitemap leaves them out). */
export async function redirectedPaths(ctx: RequestContext): Promise<Set<string>> {
  return new Set((await allRedirects(ctx)).keys());
}
