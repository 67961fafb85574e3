import { randomBytes } from "node:crypto";
import type { Db } from "../server/platform/db/client.ts";
import { categories, categoryTranslations } from "../server/platform/db/schema/index.ts";

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

/** What the console's category form sends, for a category with a fresh English slug. */
export function categoryForm(overrides: Record<string, unknown> = {}) {
  const slug = `category-${unique()}`;
  return { public: true, translations: { en: { title: `Category ${slug}`, slug } }, ...overrides };
}
