import { asc, eq, max } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { VISIBILITY, socialLinks } from "../../platform/db/schema/index.ts";
import { storePicture } from "../../platform/uploads/picture-files.ts";
import { removeUpload, uploadsDirOf } from "../../platform/uploads/stored-files.ts";
import { type MoveDirection, type SocialLinkInputType } from "../../../lib/console/menu-input.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { listMenus, moveInList, socialView } from "./menu-lists.ts";

/*
 * Social links sit in the footer of every public page: like menu links, each change drops every
 * cached page through the `social_links` trigger of migration 0005 (an empty "catalog_changed"
 * notice, read as "everything changed").
 */

const notFound = () => new AppError("not_found", { key: "server.not_found", params: { type: "link" } });

async function oneSocial(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(socialLinks).where(eq(socialLinks.id, id)).for("update");
  if (!row) throw notFound();
  return row;
}

const columnsOf = (input: SocialLinkInputType) => ({
  title: input.title,
  link: input.url,
  status: input.public ? VISIBILITY.public : VISIBILITY.private,
});

export async function createSocialLink(ctx: RequestContext, actor: ConsoleActor, input: SocialLinkInputType) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ sort: max(socialLinks.sort) }).from(socialLinks);
    const [row] = await tx
      .insert(socialLinks)
      .values({ ...columnsOf(input), sort: (last?.sort ?? -1) + 1 })
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      entity: "social_link",
      entityId: row.id,
      action: "create",
      storeId: null,
      after: socialView(row),
    });
    return listMenus(tx);
  });
}

export async function updateSocialLink(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: SocialLinkInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const was = await oneSocial(tx, id);
    const [row] = await tx
      .update(socialLinks)
      .set(columnsOf(input))
      .where(eq(socialLinks.id, id))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      entity: "social_link",
      entityId: id,
      action: "update",
      storeId: null,
      before: socialView(was),
      after: socialView(row),
    });
    return listMenus(tx);
  });
}

/** Sets a social link's icon (checked and re-encoded like every uploaded picture); the old file goes. */
export async function setSocialLinkPicture(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  bytes: Uint8Array,
  uploadsDir = uploadsDirOf(),
) {
  const db = await dbOf(ctx);
  await oneSocial(db, id);
  const url = await storePicture(bytes, "social", String(id), uploadsDir);
  const { answer, old } = await db
    .transaction(async (tx) => {
      const was = await oneSocial(tx, id);
      await tx.update(socialLinks).set({ image: url }).where(eq(socialLinks.id, id));
      await recordAudit(tx, actor, {
        entity: "social_link",
        entityId: id,
        action: "update",
        storeId: null,
        before: { image: was.image },
        after: { image: url },
      });
      return { answer: await listMenus(tx), old: was.image };
    })
    .catch(async (error: unknown) => {
      await removeUpload(url, uploadsDir);
      throw error;
    });
  await removeUpload(old, uploadsDir);
  return answer;
}

export async function moveSocialLink(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  direction: MoveDirection,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await oneSocial(tx, id);
    const rows = await tx
      .select({ id: socialLinks.id })
      .from(socialLinks)
      .orderBy(asc(socialLinks.sort), asc(socialLinks.id))
      .for("update");
    await moveInList(
      tx,
      actor,
      "social_link",
      rows.map((r) => r.id),
      id,
      direction,
      (rowId, sort) => tx.update(socialLinks).set({ sort }).where(eq(socialLinks.id, rowId)),
    );
    return listMenus(tx);
  });
}

export async function deleteSocialLink(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  uploadsDir = uploadsDirOf(),
) {
  const db = await dbOf(ctx);
  const { answer, image } = await db.transaction(async (tx) => {
    const was = await oneSocial(tx, id);
    await tx.delete(socialLinks).where(eq(socialLinks.id, id));
    await recordAudit(tx, actor, {
      entity: "social_link",
      entityId: id,
      action: "delete",
      storeId: null,
      before: socialView(was),
    });
    return { answer: await listMenus(tx), image: was.image };
  });
  await removeUpload(image, uploadsDir);
  return answer;
}
