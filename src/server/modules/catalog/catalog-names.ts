import { sql } from "drizzle-orm";
import { memoByCatalog } from "../../cache/catalog-memo.ts";
import { dbOf } from "../../platform/context.ts";

/** A category, sub-category, brand, attribute or attribute value as the product page names it. */
export interface Named {
  slug: string;
  /** Undefined when it has no text in the language nor in English. */
  title: string | undefined;
}

export interface NamedValue extends Named {
  attributeId: number;
  color: string | null;
  sort: number;
}

/** Every category, sub-category, brand, attribute and attribute value by id, named in one language. */
export interface CatalogNames {
  categories: Map<number, Named>;
  subCategories: Map<number, Named>;
  brands: Map<number, Named>;
  attributes: Map<number, Named>;
  values: Map<number, NamedValue>;
}

/** [id, slug, title in the language, title in English, then the value's attribute id, colour, sort]. */
type NameRow = [number, string, string | null, string | null, number?, (string | null)?, number?];

/** The language's title, else the English one (localizedTexts' rule); undefined when neither exists. */
function titleOf(wanted: string | null, english: string | null): string | undefined {
  return wanted === null && english === null ? undefined : wanted || english || "";
}

function byId(rows: NameRow[] | null): Map<number, Named> {
  return new Map(
    (rows ?? []).map(([id, slug, wanted, english]) => [id, { slug, title: titleOf(wanted, english) }]),
  );
}

/** The rows of `table` with the texts of `entity_translations` (parent column `entity_id`) in `lang` and in English, as one JSON array. */
function namesOf(table: string, entity: string, lang: string, extra = "") {
  const texts = sql.raw(`${entity}_translations`);
  const parent = sql.raw(`${entity}_id`);
  return sql`(select json_agg(json_build_array(x.id, x.slug, w.title, e.title${sql.raw(extra)}))
    from ${sql.raw(table)} x
    left join ${texts} w on w.${parent} = x.id and w.lang = ${lang}
    left join ${texts} e on e.${parent} = x.id and e.lang = 'en')`;
}

/**
 * The names the product page shows around a product, in one read per language kept until the
 * catalogue changes: a change of a category or sub-category drops every memo, one of a brand or an
 * attribute (its values, their texts) too (catalog-version.ts).
 */
export const catalogNames = memoByCatalog(async (ctx): Promise<CatalogNames> => {
  const db = await dbOf(ctx);
  const lang = ctx.lang;
  const { rows } = (await db.execute(sql`select
    ${namesOf("categories", "category", lang)} as categories,
    ${namesOf("sub_categories", "sub_category", lang)} as sub_categories,
    ${namesOf("brands", "brand", lang)} as brands,
    ${namesOf("attributes", "attribute", lang)} as attributes,
    ${namesOf("attribute_values", "attribute_value", lang, ", x.attribute_id, x.color, x.sort")} as attribute_values`)) as {
    rows: Record<
      "categories" | "sub_categories" | "brands" | "attributes" | "attribute_values",
      NameRow[] | null
    >[];
  };
  const [found] = rows;
  return {
    categories: byId(found.categories),
    subCategories: byId(found.sub_categories),
    brands: byId(found.brands),
    attributes: byId(found.attributes),
    values: new Map(
      (found.attribute_values ?? []).map(([id, slug, wanted, english, attributeId, color, sort]) => [
        id,
        {
          slug,
          title: titleOf(wanted, english),
          attributeId: attributeId ?? 0,
          color: color ?? null,
          sort: sort ?? 0,
        },
      ]),
    ),
  };
});
