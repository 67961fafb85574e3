import { and, asc, count, eq, max, ne } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import {
  attributeValueTranslations,
  attributeValues,
  attributes,
  inventoryAttributeValues,
  productImages,
} from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import type { AttributeValueInputType } from "../../../lib/console/taxonomy-input.ts";
import { NAMED_KINDS, type TextTable } from "./console-named-kinds.ts";
import { inUse, notFoundOf, slugTaken, titlesOf, writeTitles } from "./console-named.ts";

const valueTexts = attributeValueTranslations as unknown as TextTable;

/** Every attribute in its order with its names in every language and its values (the variants' options). */
export async function listConsoleAttributes(db: DbOrTx) {
  const [rows, values] = await Promise.all([
    db.select().from(attributes).orderBy(asc(attributes.sort), asc(attributes.id)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.sort), asc(attributeValues.id)),
  ]);
  const [names, valueNames] = await Promise.all([
    titlesOf(
      db,
      NAMED_KINDS.attributes.texts,
      rows.map((a) => a.id),
    ),
    titlesOf(
      db,
      valueTexts,
      values.map((v) => v.id),
    ),
  ]);
  return rows.map((a) => ({
    id: a.id,
    slug: a.slug,
    translations: names.get(a.id) ?? {},
    values: values
      .filter((v) => v.attributeId === a.id)
      .map((v) => ({ id: v.id, slug: v.slug, color: v.color, translations: valueNames.get(v.id) ?? {} })),
  }));
}

async function oneValue(db: DbOrTx, id: number) {
  for (const attribute of await listConsoleAttributes(db)) {
    const value = attribute.values.find((v) => v.id === id);
    if (value) return { ...value, attributeId: attribute.id };
  }
  throw notFoundOf("attribute_value");
}

/** A value's slug is unique within its attribute (size "m" and colour "m" may both exist). */
async function checkValueSlug(tx: DbOrTx, attributeId: number, slug: string, id: number | null) {
  const [other] = await tx
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .where(
      and(
        eq(attributeValues.attributeId, attributeId),
        eq(attributeValues.slug, slug),
        id === null ? undefined : ne(attributeValues.id, id),
      ),
    )
    .limit(1);
  if (other) throw slugTaken(slug);
}

const auditView = ({ slug, color, translations }: Awaited<ReturnType<typeof oneValue>>) => ({
  slug,
  color,
  translations,
});

export async function createAttributeValue(
  ctx: RequestContext,
  actor: ConsoleActor,
  attributeId: number,
  input: AttributeValueInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const [attribute] = await tx.select().from(attributes).where(eq(attributes.id, attributeId));
    if (!attribute) throw notFoundOf("attribute");
    await checkValueSlug(tx, attributeId, input.slug, null);
    const [last] = await tx
      .select({ n: max(attributeValues.sort) })
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, attributeId));
    const [row] = await tx
      .insert(attributeValues)
      .values({ attributeId, slug: input.slug, color: input.color, sort: Number(last?.n ?? 0) + 1 })
      .returning({ id: attributeValues.id });
    const id = (row as { id: number }).id;
    await writeTitles(tx, valueTexts, id, input);
    const saved = await oneValue(tx, id);
    await recordAudit(tx, actor, {
      entity: "attribute_value",
      entityId: id,
      action: "create",
      storeId: null,
      after: { attribute: attribute.slug, ...auditView(saved) },
    });
    return saved;
  });
}

export async function updateAttributeValue(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: AttributeValueInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await oneValue(tx, id);
    await checkValueSlug(tx, before.attributeId, input.slug, id);
    await tx
      .update(attributeValues)
      .set({ slug: input.slug, color: input.color })
      .where(eq(attributeValues.id, id));
    await writeTitles(tx, valueTexts, id, input);
    const saved = await oneValue(tx, id);
    await recordAudit(tx, actor, {
      entity: "attribute_value",
      entityId: id,
      action: "update",
      storeId: null,
      before: auditView(before),
      after: auditView(saved),
    });
    return saved;
  });
}

/** Removes a value no variant and no picture uses; one in use is refused (409) and nothing changes. */
export async function deleteAttributeValue(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const before = await oneValue(tx, id);
    const [variants] = await tx
      .select({ n: count() })
      .from(inventoryAttributeValues)
      .where(eq(inventoryAttributeValues.attributeValueId, id));
    const [pictures] = await tx
      .select({ n: count() })
      .from(productImages)
      .where(eq(productImages.attributeValueId, id));
    const used = Number(variants?.n ?? 0) + Number(pictures?.n ?? 0);
    if (used > 0) throw inUse(used);
    await tx.delete(attributeValues).where(eq(attributeValues.id, id));
    await recordAudit(tx, actor, {
      entity: "attribute_value",
      entityId: id,
      action: "delete",
      storeId: null,
      before: auditView(before),
    });
  });
}
