import { and, asc, eq, sql } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { productImages } from "../../platform/db/schema/index.ts";
import { storePicture } from "../../platform/uploads/picture-files.ts";
import { removeUpload, uploadsDirOf } from "../../platform/uploads/stored-files.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { managedProduct } from "./console-products.service.ts";

/** A product picture as the console edits it: alt text per language, the colour it shows. */
export interface ConsolePicture {
  id: number;
  image: string;
  sort: number;
  attribute_value_id: number | null;
  alt: Record<string, string>;
}

export interface PictureFields {
  attribute_value_id?: number | null;
  alt?: Record<string, string>;
}

const invalid = (type: string) => new AppError("invalid", { key: "validation.invalid", params: { type } });

async function picturesOf(db: DbOrTx, productId: number): Promise<ConsolePicture[]> {
  const rows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sort), asc(productImages.id));
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    sort: row.sort,
    attribute_value_id: row.attributeValueId,
    alt: row.alt,
  }));
}

/** A colour must be a value of one of the product's own attributes. */
async function checkValue(db: DbOrTx, productId: number, valueId: number | null | undefined) {
  if (valueId === null || valueId === undefined) return;
  const found = (await db.execute(sql`
    select 1 from attribute_values v
    join product_attributes pa on pa.attribute_id = v.attribute_id and pa.product_id = ${productId}
    where v.id = ${valueId} limit 1
  `)) as { rows: unknown[] };
  if (found.rows.length === 0) throw invalid("attribute_value_id");
}

/** Empty texts are dropped, so a missing language falls back to English on the shop. */
function cleanAlt(alt: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!alt) return undefined;
  return Object.fromEntries(
    Object.entries(alt)
      .map(([lang, text]) => [lang, text.trim()] as const)
      .filter(([, text]) => text !== ""),
  );
}

async function pictureOf(db: DbOrTx, productId: number, pictureId: number) {
  const [row] = await db
    .select()
    .from(productImages)
    .where(and(eq(productImages.id, pictureId), eq(productImages.productId, productId)));
  if (!row) throw new AppError("not_found", { key: "server.not_found", params: { type: "picture" } });
  return row;
}

export async function listPictures(ctx: RequestContext, actor: ConsoleActor, productId: number) {
  const db = await dbOf(ctx);
  await managedProduct(db, actor, productId);
  return picturesOf(db, productId);
}

/** Stores the picture (checked and re-encoded, see storePicture) last in the product's gallery. */
export async function addPicture(
  ctx: RequestContext,
  actor: ConsoleActor,
  productId: number,
  bytes: Uint8Array,
  fields: PictureFields,
  uploadsDir = uploadsDirOf(),
) {
  const db = await dbOf(ctx);
  const product = await managedProduct(db, actor, productId);
  await checkValue(db, productId, fields.attribute_value_id);
  const url = await storePicture(bytes, "products", String(productId), uploadsDir);
  return db
    .transaction(async (tx) => {
      const [last] = await tx
        .select({ next: sql<number>`coalesce(max(${productImages.sort}), -1) + 1` })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      const next = Number(last?.next ?? 0);
      const [row] = await tx
        .insert(productImages)
        .values({
          productId,
          image: url,
          sort: next,
          attributeValueId: fields.attribute_value_id ?? null,
          alt: cleanAlt(fields.alt) ?? {},
        })
        .returning({ id: productImages.id });
      const after = {
        image: url,
        attribute_value_id: fields.attribute_value_id ?? null,
        alt: cleanAlt(fields.alt) ?? {},
      };
      await recordAudit(tx, actor, {
        entity: "product_picture",
        entityId: (row as { id: number }).id,
        action: "create",
        storeId: product.storeId,
        before: null,
        after: { product_id: productId, ...after },
      });
      return picturesOf(tx, productId);
    })
    .catch(async (error: unknown) => {
      await removeUpload(url, uploadsDir); // nothing points at it
      throw error;
    });
}

export async function updatePicture(
  ctx: RequestContext,
  actor: ConsoleActor,
  productId: number,
  pictureId: number,
  fields: PictureFields,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const product = await managedProduct(tx, actor, productId);
    const before = await pictureOf(tx, productId, pictureId);
    await checkValue(tx, productId, fields.attribute_value_id);
    const set = {
      ...(fields.attribute_value_id !== undefined ? { attributeValueId: fields.attribute_value_id } : {}),
      ...(fields.alt !== undefined ? { alt: cleanAlt(fields.alt) ?? {} } : {}),
    };
    if (Object.keys(set).length > 0)
      await tx.update(productImages).set(set).where(eq(productImages.id, pictureId));
    const after = await pictureOf(tx, productId, pictureId);
    await recordAudit(tx, actor, {
      entity: "product_picture",
      entityId: pictureId,
      action: "update",
      storeId: product.storeId,
      before: { attribute_value_id: before.attributeValueId, alt: before.alt },
      after: { attribute_value_id: after.attributeValueId, alt: after.alt },
    });
    return picturesOf(tx, productId);
  });
}

/** The pictures in the order given; every picture of the product must be named once. */
export async function reorderPictures(
  ctx: RequestContext,
  actor: ConsoleActor,
  productId: number,
  ids: number[],
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const product = await managedProduct(tx, actor, productId);
    const current = await picturesOf(tx, productId);
    const known = new Set(current.map((p) => p.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw invalid("ids");
    for (const [sort, id] of ids.entries())
      await tx.update(productImages).set({ sort }).where(eq(productImages.id, id));
    await recordAudit(tx, actor, {
      entity: "product",
      entityId: productId,
      action: "reorder_pictures",
      storeId: product.storeId,
      before: { pictures: current.map((p) => p.id) },
      after: { pictures: ids },
    });
    return picturesOf(tx, productId);
  });
}

/** Deletes the picture, then its file once nothing points at it. */
export async function deletePicture(
  ctx: RequestContext,
  actor: ConsoleActor,
  productId: number,
  pictureId: number,
  uploadsDir = uploadsDirOf(),
) {
  const db = await dbOf(ctx);
  const { pictures, image } = await db.transaction(async (tx) => {
    const product = await managedProduct(tx, actor, productId);
    const before = await pictureOf(tx, productId, pictureId);
    await tx.delete(productImages).where(eq(productImages.id, pictureId));
    await recordAudit(tx, actor, {
      entity: "product_picture",
      entityId: pictureId,
      action: "delete",
      storeId: product.storeId,
      before: {
        product_id: productId,
        image: before.image,
        attribute_value_id: before.attributeValueId,
        alt: before.alt,
      },
      after: null,
    });
    return { pictures: await picturesOf(tx, productId), image: before.image };
  });
  await removeUpload(image, uploadsDir);
  return pictures;
}
