/** The menus screen's rows: header and footer links with their labels, and social links. */

import { asc, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.ts";
import { VISIBILITY, linkTranslations, links, socialLinks } from "../../platform/db/schema/index.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { movedOrder, type MenuPosition, type MoveDirection } from "../../../lib/console/menu-input.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";

type LinkRow = typeof links.$inferSelect;

/**
 * Moves row `id` one place among `ids` (its list, in order, locked by the caller), writes each
 * row's new place with `setSort` and audits the move; nothing happens at either end of the list.
 */
export async function moveInList(
  tx: DbOrTx,
  actor: ConsoleActor,
  entity: "link" | "social_link",
  ids: number[],
  id: number,
  direction: MoveDirection,
  setSort: (rowId: number, sort: number) => Promise<unknown>,
): Promise<void> {
  const order = movedOrder(ids, id, direction);
  if (!order) return;
  for (const [sort, rowId] of order.entries()) await setSort(rowId, sort);
  await recordAudit(tx, actor, {
    entity,
    entityId: id,
    action: "move",
    storeId: null,
    before: { order: ids.indexOf(id) + 1 },
    after: { order: order.indexOf(id) + 1 },
  });
}
type Labels = Partial<Record<Lang, string>>;

export function linkView(row: LinkRow, labels: Labels) {
  return {
    id: row.id,
    position: row.position as MenuPosition,
    url: row.url,
    public: row.status === VISIBILITY.public,
    labels,
  };
}

export async function labelsOf(db: DbOrTx, ids: number[]): Promise<Map<number, Labels>> {
  const byLink = new Map<number, Labels>();
  if (ids.length === 0) return byLink;
  const rows = await db
    .select({
      parentId: linkTranslations.parentId,
      lang: linkTranslations.lang,
      title: linkTranslations.title,
    })
    .from(linkTranslations)
    .where(inArray(linkTranslations.parentId, ids));
  for (const row of rows) byLink.set(row.parentId, { ...byLink.get(row.parentId), [row.lang]: row.title });
  return byLink;
}

/** Every menu link, by position and in its order, with its label in each language it has. */
async function listMenuLinks(db: DbOrTx) {
  const rows = await db.select().from(links).orderBy(asc(links.position), asc(links.sort), asc(links.id));
  const labels = await labelsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => linkView(row, labels.get(row.id) ?? {}));
}

type SocialRow = typeof socialLinks.$inferSelect;

export function socialView(row: SocialRow) {
  return {
    id: row.id,
    title: row.title,
    url: row.link,
    image: row.image,
    public: row.status === VISIBILITY.public,
  };
}

/** Every social link in its order. */
async function listSocialLinks(db: DbOrTx) {
  const rows = await db.select().from(socialLinks).orderBy(asc(socialLinks.sort), asc(socialLinks.id));
  return rows.map(socialView);
}

/** What the menus screen shows: the header and footer links, then the social links. */
export async function listMenus(db: DbOrTx) {
  return { links: await listMenuLinks(db), social: await listSocialLinks(db) };
}
