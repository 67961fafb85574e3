import { readTogether } from "../../platform/db/reads.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  attributeValues,
  attributes,
  brands,
  categories,
  collections,
  subCategories,
  tags,
} from "../../platform/db/schema/index.ts";

/** Slug <-> id of one kind of taxonomy entry. */
export class SlugMap {
  private readonly ids = new Map<string, number>();
  private readonly slugs = new Map<number, string>();

  constructor(rows: { id: number; slug: string }[]) {
    for (const row of rows) {
      this.ids.set(row.slug, row.id);
      this.slugs.set(row.id, row.slug);
    }
  }

  idOf(slug: string): number | undefined {
    return this.ids.get(slug);
  }

  slugOf(id: number): string {
    return this.slugs.get(id) ?? String(id);
  }
}

/**
 * The CSV names categories, brands, tags, collections, attributes and their values by slug; the
 * product form by id. The taxonomy is small, so it is read once per export or import.
 */
export interface CsvDictionary {
  categories: SlugMap;
  subCategories: SlugMap;
  brands: SlugMap;
  collections: SlugMap;
  tags: SlugMap;
  attributes: SlugMap;
  /** Values are unique within their attribute: keyed `<attribute id>:<value slug>`. */
  values: SlugMap;
  valueSlugs: SlugMap;
}

export async function loadCsvDictionary(db: DbOrTx): Promise<CsvDictionary> {
  const slugRows = (table: typeof categories | typeof subCategories | typeof brands) =>
    db.select({ id: table.id, slug: table.slug }).from(table);
  const [cats, subs, brandRows, collectionRows, tagRows, attributeRows, valueRows] = await readTogether(db, [
    () => slugRows(categories),
    () => slugRows(subCategories),
    () => slugRows(brands),
    () => db.select({ id: collections.id, slug: collections.slug }).from(collections),
    () => db.select({ id: tags.id, slug: tags.slug }).from(tags),
    () => db.select({ id: attributes.id, slug: attributes.slug }).from(attributes),
    () =>
      db
        .select({
          id: attributeValues.id,
          slug: attributeValues.slug,
          attributeId: attributeValues.attributeId,
        })
        .from(attributeValues),
  ]);
  return {
    categories: new SlugMap(cats),
    subCategories: new SlugMap(subs),
    brands: new SlugMap(brandRows),
    collections: new SlugMap(collectionRows),
    tags: new SlugMap(tagRows),
    attributes: new SlugMap(attributeRows),
    values: new SlugMap(valueRows.map((v) => ({ id: v.id, slug: `${v.attributeId}:${v.slug}` }))),
    valueSlugs: new SlugMap(valueRows),
  };
}
