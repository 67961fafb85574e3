import { and, asc, eq } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import { VISIBILITY, pageTranslations, pages } from "../../platform/db/schema/index.ts";

export interface StaticPage {
  id: number;
  slug: string;
  title: string;
  /** The body, HTML written by the shop. */
  description: string;
  updated_at: string;
}

/** A public static page by its slug, in the request's language (English where missing). */
export async function getPage(ctx: RequestContext, slug: string): Promise<StaticPage | undefined> {
  const db = await dbOf(ctx);
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.status, VISIBILITY.public)));
  if (!row) return undefined;
  const text = (await localizedTexts(db, pageTranslations, [row.id], ctx.lang)).get(row.id);
  return {
    id: row.id,
    slug: row.slug,
    title: text?.title ?? row.slug,
    description: text?.description ?? "",
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every public page (title and slug), for the HTML sitemap, the FAQ and the XML sitemap. */
export async function listPages(
  ctx: RequestContext,
): Promise<{ id: number; slug: string; title: string; updated_at: string }[]> {
  const db = await dbOf(ctx);
  const rows = await db
    .select()
    .from(pages)
    .where(eq(pages.status, VISIBILITY.public))
    .orderBy(asc(pages.sort), asc(pages.id));
  const texts = await localizedTexts(
    db,
    pageTranslations,
    rows.map((r) => r.id),
    ctx.lang,
  );
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: texts.get(r.id)?.title ?? r.slug,
    updated_at: r.updatedAt.toISOString(),
  }));
}
