import { getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { SEED_LANGS, mapText, type Text } from "./content/text.ts";
import { slugify } from "./content/titles.ts";
import { insertMany, insertReturningIds, type Executor } from "./insert.ts";

/** The text columns of a translation row (title, slug, description, subtitle …), each in every language. */
export type TextFields = { title: Text } & Record<string, Text | undefined>;

/** One translation row per language for a parent row: each field's text in that language. */
function translations(parentId: number, fields: TextFields): Record<string, unknown>[] {
  return SEED_LANGS.map((lang) => {
    const row: Record<string, unknown> = { parentId, lang };
    for (const [column, text] of Object.entries(fields)) row[column] = text ? text[lang] : null;
    return row;
  });
}

/** A name as the title and, slugified in each language, as the localized slug. */
export function named(name: Text, description?: Text): TextFields {
  return { title: name, slug: mapText(name, slugify), description };
}

/**
 * Inserts one row of `table` per item and that row's translations in every language into
 * `translationTable`; returns the new rows' ids in the items' order.
 */
export async function insertTranslated<I, T extends PgTable & { id: unknown }>(
  tx: Executor,
  table: T,
  translationTable: PgTable,
  items: readonly I[],
  row: (item: I, i: number) => Omit<T["$inferInsert"], "id">,
  texts: (item: I, i: number) => TextFields,
): Promise<number[]> {
  const ids = await insertReturningIds(tx, table, getTableName(table), items.map(row));
  await insertMany(
    tx,
    translationTable,
    items.flatMap((item, i) => translations(ids[i], texts(item, i))),
  );
  return ids;
}
