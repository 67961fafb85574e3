import { randomBytes } from "node:crypto";
import type { Db } from "../server/platform/db/client.ts";
import {
  attributeValueTranslations,
  attributeValues,
  categories,
  categoryTranslations,
  subCategories,
  subCategoryTranslations,
} from "../server/platform/db/schema/index.ts";
import { NAMED_KINDS } from "../server/modules/catalog/console-named-kinds.ts";

const unique = () => randomBytes(4).toString("hex");

/** A fresh public category with an English (and optionally Turkish) text and no products. */
export async function freshCategory(db: Db, tr?: { title: string; slug: string }) {
  const slug = `category-${unique()}`;
  const [row] = await db.insert(categories).values({ slug, sort: 1000 }).returning({ id: categories.id });
  const id = (row as { id: number }).id;
  await db
    .insert(categoryTranslations)
    .values([
      { parentId: id, lang: "en", title: `Category ${slug}`, slug },
      ...(tr ? [{ parentId: id, lang: "tr", title: tr.title, slug: tr.slug }] : []),
    ]);
  return { id, slug, title: `Category ${slug}` };
}

/** A fresh public sub-category, last under a fresh category, with an English text and no products. */
export async function freshSubCategory(db: Db) {
  const category = await freshCategory(db);
  const slug = `sub-category-${unique()}`;
  const [row] = await db
    .insert(subCategories)
    .values({ slug, categoryId: category.id, sort: 1000 })
    .returning({ id: subCategories.id });
  const id = (row as { id: number }).id;
  await db.insert(subCategoryTranslations).values({ parentId: id, lang: "en", title: `Sub ${slug}`, slug });
  return { id, slug, categoryId: category.id };
}

/** What the console's category form sends, for a category with a fresh English slug. */
export function categoryForm(overrides: Record<string, unknown> = {}) {
  const slug = `category-${unique()}`;
  return { public: true, translations: { en: { title: `Category ${slug}`, slug } }, ...overrides };
}

type NamedKindName = "brands" | "collections" | "tags" | "attributes";

/** What the console's form sends for a brand, collection, tag or attribute with a fresh slug. */
export function namedForm(kind: NamedKindName, overrides: Record<string, unknown> = {}) {
  const slug = `${kind}-${unique()}`;
  return {
    slug,
    translations: { en: { title: `Named ${slug}` } },
    ...(kind === "brands" || kind === "collections" ? { public: true } : {}),
    ...overrides,
  };
}

/** A fresh brand, collection, tag or attribute with an English name and nothing using it. */
export async function freshNamed(db: Db, kind: NamedKindName) {
  const { table, texts } = NAMED_KINDS[kind];
  const slug = `${kind}-${unique()}`;
  const [row] = await db.insert(table).values({ slug }).returning({ id: table.id });
  const id = (row as { id: number }).id;
  await db.insert(texts).values({ parentId: id, lang: "en", title: `Named ${slug}` });
  return { id, slug, title: `Named ${slug}` };
}

/** A fresh value (English name only) of a fresh attribute. */
export async function freshAttributeValue(db: Db) {
  const attribute = await freshNamed(db, "attributes");
  const slug = `value-${unique()}`;
  const [row] = await db
    .insert(attributeValues)
    .values({ attributeId: attribute.id, slug })
    .returning({ id: attributeValues.id });
  const id = (row as { id: number }).id;
  await db.insert(attributeValueTranslations).values({ parentId: id, lang: "en", title: `Value ${slug}` });
  return { id, slug, attributeId: attribute.id };
}
