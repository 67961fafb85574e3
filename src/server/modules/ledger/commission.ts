import { and, asc, eq, sql } from "drizzle-orm";
import { notFound } from "../../core/errors.ts";
import type { Db } from "../../platform/db/client.ts";
import { categories, categoryTranslations, settings, stores } from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";

/**
 * The commission rates as admins set them, and which one applies where. Checkout takes, for each
 * line, the store's own rate, else the product's category's, else the shop's default (cart.repo.ts)
 * and keeps it on the line: changing a rate here changes only orders placed afterwards.
 */
export async function commissionSettings(db: Db, lang: string) {
  const [shop] = await db
    .select({ percent: settings.commissionPercent })
    .from(settings)
    .where(eq(settings.id, 1));
  const shopPercent = Number(shop?.percent ?? 10);
  const [storeRows, categoryRows] = await Promise.all([
    db
      .select({ id: stores.id, name: stores.name, percent: stores.commissionPercent })
      .from(stores)
      .orderBy(asc(stores.name), asc(stores.id)),
    db
      .select({
        id: categories.id,
        name: sql<string>`coalesce(${categoryTranslations.title}, (select t.title from ${categoryTranslations} t
          where t.category_id = ${categories.id} and t.lang = 'en'), ${categories.slug})`,
        percent: categories.commissionPercent,
      })
      .from(categories)
      .leftJoin(
        categoryTranslations,
        and(eq(categoryTranslations.parentId, categories.id), eq(categoryTranslations.lang, lang)),
      )
      .orderBy(asc(categories.sort), asc(categories.id)),
  ]);
  const rate = (percent: number | null) => (percent === null ? null : Number(percent));
  return {
    shop_percent: shopPercent,
    stores: storeRows.map((s) => ({
      id: s.id,
      name: s.name,
      percent: rate(s.percent),
      // Without a rate of its own, each line takes its category's rate or the shop's.
      effective: rate(s.percent),
      source: s.percent === null ? ("category_or_shop" as const) : ("store" as const),
    })),
    categories: categoryRows.map((c) => ({
      id: c.id,
      name: c.name,
      percent: rate(c.percent),
      effective: rate(c.percent) ?? shopPercent,
      source: c.percent === null ? ("shop" as const) : ("category" as const),
    })),
  };
}

export async function setShopCommission(db: Db, actor: ConsoleActor, percent: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ percent: settings.commissionPercent })
      .from(settings)
      .where(eq(settings.id, 1))
      .for("update");
    await tx
      .insert(settings)
      .values({ id: 1, commissionPercent: percent })
      .onConflictDoUpdate({ target: settings.id, set: { commissionPercent: percent } });
    await recordAudit(tx, actor, {
      entity: "settings",
      entityId: 1,
      action: "update",
      storeId: null,
      before: { commission_percent: before ? Number(before.percent) : null },
      after: { commission_percent: percent },
    });
  });
}

export async function setStoreCommission(
  db: Db,
  actor: ConsoleActor,
  storeId: number,
  percent: number | null,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ percent: stores.commissionPercent })
      .from(stores)
      .where(eq(stores.id, storeId))
      .for("update");
    if (!before) throw notFound("store");
    await tx.update(stores).set({ commissionPercent: percent }).where(eq(stores.id, storeId));
    await recordAudit(tx, actor, {
      entity: "store",
      entityId: storeId,
      action: "update",
      storeId,
      before: { commission_percent: before.percent === null ? null : Number(before.percent) },
      after: { commission_percent: percent },
    });
  });
}

export async function setCategoryCommission(
  db: Db,
  actor: ConsoleActor,
  categoryId: number,
  percent: number | null,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ percent: categories.commissionPercent })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .for("update");
    if (!before) throw notFound("category");
    await tx.update(categories).set({ commissionPercent: percent }).where(eq(categories.id, categoryId));
    await recordAudit(tx, actor, {
      entity: "category",
      entityId: categoryId,
      action: "update",
      storeId: null,
      before: { commission_percent: before.percent === null ? null : Number(before.percent) },
      after: { commission_percent: percent },
    });
  });
}
