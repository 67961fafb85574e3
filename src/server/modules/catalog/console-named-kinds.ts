import { count, eq } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  attributeTranslations,
  attributes,
  brandTranslations,
  brands,
  collectionTranslations,
  collections,
  productAttributes,
  productCollections,
  productTags,
  products,
  tagTranslations,
  tags,
} from "../../platform/db/schema/index.ts";

/**
 * The catalogue's named things besides categories: each has one slug, a name per language in its
 * `*_translations` table, and products that use it. Brands and collections may also be hidden.
 * Their base tables differ only in which of these columns they have, so the shared code reads them
 * through this one shape.
 */
export type BaseTable = typeof brands;
export type TextTable = typeof brandTranslations;

export interface NamedKind {
  /** The audit log's entity name and the not-found message's type. */
  entity: "brand" | "collection" | "tag" | "attribute";
  table: BaseTable;
  texts: TextTable;
  /** Whether rows have a status (shown in the shop or not) and a sort order. */
  shown: boolean;
  sorted: boolean;
  /** How many products use the row: deleting it is refused while this is above zero. */
  usage: (tx: DbOrTx, id: number) => Promise<number>;
}

async function counted(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

export const NAMED_KINDS = {
  brands: {
    entity: "brand",
    table: brands,
    texts: brandTranslations,
    shown: true,
    sorted: true,
    usage: (tx, id) => counted(tx.select({ n: count() }).from(products).where(eq(products.brandId, id))),
  },
  collections: {
    entity: "collection",
    table: collections as unknown as BaseTable,
    texts: collectionTranslations as unknown as TextTable,
    shown: true,
    sorted: true,
    usage: (tx, id) =>
      counted(
        tx.select({ n: count() }).from(productCollections).where(eq(productCollections.collectionId, id)),
      ),
  },
  tags: {
    entity: "tag",
    table: tags as unknown as BaseTable,
    texts: tagTranslations as unknown as TextTable,
    shown: false,
    sorted: false,
    usage: (tx, id) => counted(tx.select({ n: count() }).from(productTags).where(eq(productTags.tagId, id))),
  },
  attributes: {
    entity: "attribute",
    table: attributes as unknown as BaseTable,
    texts: attributeTranslations as unknown as TextTable,
    shown: false,
    sorted: true,
    usage: (tx, id) =>
      counted(tx.select({ n: count() }).from(productAttributes).where(eq(productAttributes.attributeId, id))),
  },
} satisfies Record<string, NamedKind>;

export type NamedKindName = keyof typeof NAMED_KINDS;
