import {
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from "drizzle-orm/pg-core";
import { id, lang } from "./columns.ts";

/**
 * `<entity>_translations`: one row per (entity, lang) holding the entity's text in that language.
 * Readers fall back to the English row (lang 'en') when the requested language has none.
 * Every such table has: id, <entity>_id (TS key `parentId`, so one fallback helper serves all),
 * lang, title, slug (localized, optional), description, plus the entity's extra text columns.
 * The trigram index on title serves typo-tolerant search and suggestions.
 */
export function translationTable<TName extends string, TExtra extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  parentColumn: string,
  parentId: () => AnyPgColumn,
  extra: TExtra = {} as TExtra,
) {
  return pgTable(
    name,
    {
      id: id(),
      parentId: integer(parentColumn).notNull().references(parentId, { onDelete: "cascade" }),
      lang: lang(),
      title: text("title").notNull(),
      slug: text("slug"),
      description: text("description"),
      ...extra,
    },
    (t) => [
      uniqueIndex(`${name}_parent_lang_unique`).on(t.parentId, t.lang),
      index(`${name}_lang_idx`).on(t.lang),
      index(`${name}_title_trgm_idx`).using("gin", t.title.op("gin_trgm_ops")),
    ],
  );
}
