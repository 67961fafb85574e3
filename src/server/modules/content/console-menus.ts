import { asc, eq, max } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { VISIBILITY, linkTranslations, links } from "../../platform/db/schema/index.ts";
import { LOCALE_CODES } from "../../../i18n/locales.ts";
import {
  type MenuLinkInputType,
  type MenuPosition,
  type MoveDirection,
} from "../../../lib/console/menu-input.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { labelsOf, linkView, listMenus, moveInList } from "./menu-lists.ts";

/*
 * Menus and footer links are printed on every public page in every language, so any change here
 * makes every cached page stale: the `links` and `link_translations` triggers (migration 0005)
 * notify "catalog_changed" with an empty payload, which every server process reads as
 * "everything changed" and answers by dropping its whole render cache and the common data.
 */

const notFound = () => new AppError("not_found", { key: "server.not_found", params: { type: "link" } });

async function oneLink(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(links).where(eq(links.id, id)).for("update");
  if (!row) throw notFound();
  return linkView(row, (await labelsOf(tx, [id])).get(id) ?? {});
}

async function nextSort(tx: DbOrTx, position: MenuPosition) {
  const [row] = await tx
    .select({ last: max(links.sort) })
    .from(links)
    .where(eq(links.position, position));
  return (row?.last ?? -1) + 1;
}

async function writeLabels(tx: DbOrTx, id: number, input: MenuLinkInputType) {
  await tx.delete(linkTranslations).where(eq(linkTranslations.parentId, id));
  const rows = LOCALE_CODES.flatMap((lang) => {
    const title = input.translations[lang]?.title;
    return title ? [{ parentId: id, lang, title }] : [];
  });
  if (rows.length > 0) await tx.insert(linkTranslations).values(rows);
}

const statusOf = (input: { public: boolean }) => (input.public ? VISIBILITY.public : VISIBILITY.private);

export async function createMenuLink(ctx: RequestContext, actor: ConsoleActor, input: MenuLinkInputType) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(links)
      .values({
        position: input.position,
        url: input.url,
        status: statusOf(input),
        sort: await nextSort(tx, input.position),
      })
      .returning();
    if (!row) throw notFound();
    await writeLabels(tx, row.id, input);
    const after = await oneLink(tx, row.id);
    await recordAudit(tx, actor, {
      entity: "link",
      entityId: row.id,
      action: "create",
      storeId: null,
      after,
    });
    return listMenus(tx);
  });
}

/** Changes a link's place, address, labels and visibility; moved to another place, it goes last there. */
export async function updateMenuLink(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: MenuLinkInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await oneLink(tx, id);
    const moved = before.position !== input.position;
    await tx
      .update(links)
      .set({
        position: input.position,
        url: input.url,
        status: statusOf(input),
        ...(moved ? { sort: await nextSort(tx, input.position) } : {}),
      })
      .where(eq(links.id, id));
    await writeLabels(tx, id, input);
    const after = await oneLink(tx, id);
    await recordAudit(tx, actor, {
      entity: "link",
      entityId: id,
      action: "update",
      storeId: null,
      before,
      after,
    });
    return listMenus(tx);
  });
}

/** Moves a link one place up or down among the links of its position (at the end already: no change). */
export async function moveMenuLink(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  direction: MoveDirection,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const link = await oneLink(tx, id);
    const siblings = await tx
      .select({ id: links.id, sort: links.sort })
      .from(links)
      .where(eq(links.position, link.position))
      .orderBy(asc(links.sort), asc(links.id))
      .for("update");
    await moveInList(
      tx,
      actor,
      "link",
      siblings.map((s) => s.id),
      id,
      direction,
      (rowId, sort) => tx.update(links).set({ sort }).where(eq(links.id, rowId)),
    );
    return listMenus(tx);
  });
}

export async function deleteMenuLink(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await oneLink(tx, id);
    await tx.delete(links).where(eq(links.id, id));
    await recordAudit(tx, actor, { entity: "link", entityId: id, action: "delete", storeId: null, before });
    return listMenus(tx);
  });
}
