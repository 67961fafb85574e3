import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import { VISIBILITY, pageTranslations, pages } from "../../platform/db/schema/index.ts";
import { showsPage, showsPageList } from "../../cache/catalog-tags.ts";

export interface StaticPage {
  id: number;
  /** The page's address in the request's language. */
  slug: string;
  title: string;
  /** The body, HTML written by the shop. */
  description: string;
  /** What search engines show: the SEO title and description, else the title and nothing. */
  seo_title: string;
  seo_description: string;
  updated_at: string;
}

/**
 * A public static page by its address in the request's language (or its English address), in that
 * language (English where missing). `slug` of the answer is the address it has in that language.
 */
export async function getPage(ctx: RequestContext, slug: string): Promise<StaticPage | undefined> {
  const db = await dbOf(ctx);
  const [row] = await db
    .selectDistinct({ id: pages.id, slug: pages.slug, updatedAt: pages.updatedAt })
    .from(pages)
    .leftJoin(
      pageTranslations,
      and(eq(pageTranslations.parentId, pages.id), eq(pageTranslations.lang, ctx.lang)),
    )
    .where(
      and(eq(pages.status, VISIBILITY.public), or(eq(pages.slug, slug), eq(pageTranslations.slug, slug))),
    )
    .orderBy(asc(pages.id))
    .limit(1);
  if (!row) return undefined;
  const texts = await db
    .select()
    .from(pageTranslations)
    .where(and(eq(pageTranslations.parentId, row.id), inArray(pageTranslations.lang, [ctx.lang, "en"])));
  const wanted = texts.find((t) => t.lang === ctx.lang);
  const english = texts.find((t) => t.lang === "en");
  const text = wanted ?? english;
  showsPage(row.id, ctx.lang, text?.lang ?? "en");
  return {
    id: row.id,
    slug: wanted?.slug || row.slug,
    title: text?.title ?? row.slug,
    description: wanted?.description ?? english?.description ?? "",
    seo_title: text?.seoTitle || text?.title || row.slug,
    seo_description: text?.seoDescription ?? "",
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every public page (title and address in the request's language), for the HTML sitemap and the FAQ. */
export async function listPages(
  ctx: RequestContext,
): Promise<{ id: number; slug: string; title: string; updated_at: string }[]> {
  const db = await dbOf(ctx);
  showsPageList();
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
    slug: texts.get(r.id)?.slug ?? r.slug,
    title: texts.get(r.id)?.title ?? r.slug,
    updated_at: r.updatedAt.toISOString(),
  }));
}
