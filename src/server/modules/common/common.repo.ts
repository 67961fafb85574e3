import { and, asc, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Lang } from "../../../i18n/locales.ts";
import type { Db } from "../../platform/db/client.ts";
import {
  BANNER_TYPE,
  VISIBILITY,
  bannerTranslations,
  banners,
  categories,
  categoryTranslations,
  collectionTranslations,
  collections,
  customScripts,
  languages,
  linkTranslations,
  links,
  pageTranslations,
  pages,
  paymentMethods,
  settings,
  siteSettingTranslations,
  siteSettings,
  socialLinks,
  subCategories,
  subCategoryTranslations,
} from "../../platform/db/schema/index.ts";

/** The text of one entity in the wanted language, field by field falling back to English. */
export interface Localized {
  title: string;
  slug: string | null;
  description: string | null;
}

interface TranslationColumns {
  parentId: AnyPgColumn;
  lang: AnyPgColumn;
  title: AnyPgColumn;
  slug: AnyPgColumn;
  description: AnyPgColumn;
}

interface TranslationRow {
  parentId: number;
  lang: string;
  title: string;
  slug: string | null;
  description: string | null;
}

/** Texts of `ids` from an `<entity>_translations` table: the wanted language, else English. */
export async function localizedTexts(
  db: Db,
  table: PgTable & TranslationColumns,
  ids: number[],
  lang: Lang,
): Promise<Map<number, Localized>> {
  const texts = new Map<number, Localized>();
  if (ids.length === 0) return texts;
  const rows = (await db
    .select({
      parentId: table.parentId,
      lang: table.lang,
      title: table.title,
      slug: table.slug,
      description: table.description,
    })
    .from(table)
    .where(
      and(inArray(table.parentId, ids), inArray(table.lang, [...new Set([lang, "en"])])),
    )) as TranslationRow[];
  for (const id of ids) {
    const wanted = rows.find((r) => r.parentId === id && r.lang === lang);
    const english = rows.find((r) => r.parentId === id && r.lang === "en");
    if (!wanted && !english) continue;
    texts.set(id, {
      title: wanted?.title || english?.title || "",
      slug: wanted?.slug ?? english?.slug ?? null,
      description: wanted?.description ?? english?.description ?? null,
    });
  }
  return texts;
}

export async function findSettings(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row;
}

/** The site settings row and its texts in the wanted language and in English. */
export async function findSiteSettings(db: Db, lang: Lang) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const texts = await db
    .select()
    .from(siteSettingTranslations)
    .where(inArray(siteSettingTranslations.lang, [...new Set([lang, "en"])]));
  return { row, wanted: texts.find((t) => t.lang === lang), english: texts.find((t) => t.lang === "en") };
}

/** Public header (left and right) and footer links, in their order. */
export async function findMenuLinks(db: Db, lang: Lang) {
  const rows = await db
    .select({ id: links.id, position: links.position, url: links.url })
    .from(links)
    .where(eq(links.status, VISIBILITY.public))
    .orderBy(asc(links.sort), asc(links.id));
  const texts = await localizedTexts(
    db,
    linkTranslations,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({ ...r, title: texts.get(r.id)?.title ?? "" }));
}

/** The top or popup banner: the first public one, else the first at all (the client reads status). */
export async function findPlacementBanner(db: Db, type: (typeof BANNER_TYPE)["top" | "popup"], lang: Lang) {
  const [row] = await db
    .select()
    .from(banners)
    .where(eq(banners.type, type))
    .orderBy(asc(banners.status), asc(banners.sort), asc(banners.id))
    .limit(1);
  if (!row) return undefined;
  const texts = await localizedTexts(db, bannerTranslations, [row.id], lang);
  return { ...row, text: texts.get(row.id) };
}

/** Public categories with their public sub-categories, in their order. */
export async function findCategoriesWithSubCategories(db: Db, lang: Lang) {
  const parents = await db
    .select({ id: categories.id, slug: categories.slug, image: categories.image })
    .from(categories)
    .where(eq(categories.status, VISIBILITY.public))
    .orderBy(asc(categories.sort), asc(categories.id));
  const parentIds = parents.map((p) => p.id);
  const children =
    parentIds.length === 0
      ? []
      : await db
          .select({
            id: subCategories.id,
            categoryId: subCategories.categoryId,
            slug: subCategories.slug,
            image: subCategories.image,
          })
          .from(subCategories)
          .where(
            and(eq(subCategories.status, VISIBILITY.public), inArray(subCategories.categoryId, parentIds)),
          )
          .orderBy(asc(subCategories.sort), asc(subCategories.id));
  const [parentTexts, childTexts] = await Promise.all([
    localizedTexts(db, categoryTranslations, parentIds, lang),
    localizedTexts(
      db,
      subCategoryTranslations,
      children.map((c) => c.id),
      lang,
    ),
  ]);
  return parents.map((p) => ({
    ...p,
    title: parentTexts.get(p.id)?.title ?? "",
    subCategories: children
      .filter((c) => c.categoryId === p.id)
      .map((c) => ({ id: c.id, slug: c.slug, image: c.image, title: childTexts.get(c.id)?.title ?? "" })),
  }));
}

export async function findCollections(db: Db, lang: Lang) {
  const rows = await db
    .select({ id: collections.id, slug: collections.slug, image: collections.image })
    .from(collections)
    .where(eq(collections.status, VISIBILITY.public))
    .orderBy(asc(collections.sort), asc(collections.id));
  const texts = await localizedTexts(
    db,
    collectionTranslations,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({ ...r, title: texts.get(r.id)?.title ?? "" }));
}

export async function findCustomScripts(db: Db) {
  return db
    .select()
    .from(customScripts)
    .where(eq(customScripts.status, VISIBILITY.public))
    .orderBy(asc(customScripts.id));
}

/** Public static pages listed in the footer's service menu. */
export async function findServicePages(db: Db, lang: Lang) {
  const rows = await db
    .select({ id: pages.id, slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.status, VISIBILITY.public), eq(pages.inFooter, true)))
    .orderBy(asc(pages.sort), asc(pages.id));
  const texts = await localizedTexts(
    db,
    pageTranslations,
    rows.map((r) => r.id),
    lang,
  );
  return rows.map((r) => ({
    ...r,
    slug: texts.get(r.id)?.slug ?? r.slug,
    title: texts.get(r.id)?.title ?? "",
  }));
}

export async function findEnabledPaymentMethods(db: Db) {
  return db
    .select({ id: paymentMethods.id, name: paymentMethods.name, image: paymentMethods.image })
    .from(paymentMethods)
    .where(eq(paymentMethods.enabled, true))
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
}

export async function findSocialLinks(db: Db) {
  return db
    .select({ title: socialLinks.title, link: socialLinks.link, image: socialLinks.image })
    .from(socialLinks)
    .where(eq(socialLinks.status, VISIBILITY.public))
    .orderBy(asc(socialLinks.sort), asc(socialLinks.id));
}

export async function findLanguages(db: Db) {
  return db
    .select({
      code: languages.code,
      name: languages.name,
      direction: languages.direction,
      predefined: languages.predefined,
      isDefault: languages.isDefault,
    })
    .from(languages)
    .where(eq(languages.status, VISIBILITY.public))
    .orderBy(asc(languages.sort), asc(languages.id));
}
