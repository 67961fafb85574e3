import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import {
  VISIBILITY,
  brands,
  categories,
  collectionTranslations,
  collections,
  flashSales,
  pageTranslations,
  pages,
  products,
  stores,
  subCategories,
} from "../../platform/db/schema/index.ts";
import { links } from "../../../lib/links.ts";
import { LOCALE_CODES } from "../../../i18n/locales.ts";
import { localizePath } from "../../../i18n/paths.ts";
import { showsPageList } from "../../cache/catalog-tags.ts";
import type { SitemapEntry } from "../../../components/seo/sitemap-xml.ts";
import { redirectedPaths } from "./redirects.ts";
import { visibleProduct } from "../catalog/index.ts";

export type { SitemapEntry } from "../../../components/seo/sitemap-xml.ts";

/** Pages that exist without a database row. */
const FIXED = ["/", "/categories", "/brands", "/flash-sale", "/stores", "/contact", "/faq", "/sitemap"];

/**
 * Every public address of the shop for the XML sitemap: fixed screens, categories, sub-categories,
 * brands, collections, live flash sales, listed stores, static pages and visible products.
 */
export async function sitemapEntries(ctx: RequestContext, now = new Date()): Promise<SitemapEntry[]> {
  const db = await dbOf(ctx);
  const listedStore = and(eq(stores.approvalStatus, "approved"), eq(stores.status, VISIBILITY.public));
  const [cats, subs, brandRows, collectionRows, sales, storeRows, pageRows, productRows] = await Promise.all([
    db.select().from(categories).where(eq(categories.status, VISIBILITY.public)).orderBy(asc(categories.id)),
    db
      .select({ slug: subCategories.slug, updatedAt: subCategories.updatedAt, categorySlug: categories.slug })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .where(and(eq(subCategories.status, VISIBILITY.public), eq(categories.status, VISIBILITY.public)))
      .orderBy(asc(subCategories.id)),
    db.select().from(brands).where(eq(brands.status, VISIBILITY.public)).orderBy(asc(brands.id)),
    db
      .select()
      .from(collections)
      .where(eq(collections.status, VISIBILITY.public))
      .orderBy(asc(collections.id)),
    db
      .select()
      .from(flashSales)
      .where(
        and(
          eq(flashSales.status, VISIBILITY.public),
          lte(flashSales.startTime, now),
          gt(flashSales.endTime, now),
        ),
      )
      .orderBy(asc(flashSales.id)),
    db.select().from(stores).where(listedStore).orderBy(asc(stores.id)),
    db.select().from(pages).where(eq(pages.status, VISIBILITY.public)).orderBy(asc(pages.id)),
    db
      .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(visibleProduct())
      .orderBy(asc(products.id)),
  ]);
  // Collection links carry the English title, as every other collection link of the shop.
  const collectionTitles = await localizedTexts(
    db,
    collectionTranslations,
    collectionRows.map((c) => c.id),
    "en",
  );
  showsPageList();
  const pageSlugs = await db
    .select({ id: pageTranslations.parentId, lang: pageTranslations.lang, slug: pageTranslations.slug })
    .from(pageTranslations)
    .where(
      inArray(
        pageTranslations.parentId,
        pageRows.map((p) => p.id),
      ),
    );
  const pagePaths = (id: number, slug: string) =>
    Object.fromEntries(
      LOCALE_CODES.map((lang) => [
        lang,
        localizePath(links.page(pageSlugs.find((t) => t.id === id && t.lang === lang)?.slug || slug), lang),
      ]),
    );
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const entries: SitemapEntry[] = [
    ...FIXED.map((path) => ({ path })),
    ...cats.map((c) => ({ path: links.category(c.slug), lastmod: day(c.updatedAt) })),
    ...subs.map((s) => ({ path: links.subCategory(s.categorySlug, s.slug), lastmod: day(s.updatedAt) })),
    ...brandRows.map((b) => ({ path: links.brand(b.slug, b.id), lastmod: day(b.updatedAt) })),
    ...collectionRows.map((c) => ({
      path: links.collection(collectionTitles.get(c.id)?.title || c.slug, c.id),
      lastmod: day(c.updatedAt),
    })),
    ...sales.map((s) => ({ path: `/flash-sale/${s.id}`, lastmod: day(s.updatedAt) })),
    ...storeRows.map((s) => ({ path: links.store(s.slug), lastmod: day(s.updatedAt) })),
    ...pageRows.map((p) => ({
      path: links.page(p.slug),
      lastmod: day(p.updatedAt),
      paths: pagePaths(p.id, p.slug),
    })),
    ...productRows.map((p) => ({ path: links.product(p.slug, p.id), lastmod: day(p.updatedAt) })),
  ];
  return withoutRedirected(entries, await redirectedPaths(ctx));
}

/** Leaves out every address that answers a redirect (and an entry redirected in every language). */
function withoutRedirected(entries: SitemapEntry[], redirected: Set<string>): SitemapEntry[] {
  if (redirected.size === 0) return entries;
  return entries.flatMap((entry) => {
    const paths = Object.fromEntries(
      LOCALE_CODES.map((lang) => {
        const path = entry.paths?.[lang] ?? localizePath(entry.path, lang);
        return [lang, redirected.has(path) ? null : path];
      }),
    );
    if (Object.values(paths).every((path) => path === null)) return [];
    return [{ ...entry, paths }];
  });
}
