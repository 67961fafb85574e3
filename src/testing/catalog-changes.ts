import { sql } from "drizzle-orm";
import { onCatalogChange, type CatalogChange } from "../server/cache/catalog-version.ts";
import type { Db } from "../server/platform/db/client.ts";

/** Resolves with the next catalogue change this process hears of (call after settled()). */
export function nextChange(): Promise<CatalogChange> {
  return new Promise((resolve) => {
    const stop = onCatalogChange((change) => {
      stop();
      resolve(change);
    });
  });
}

/**
 * Waits until the notices of earlier writes on `db` have arrived: they come in commit order, before
 * the one this sends, which drops nothing.
 */
export async function settled(db: Db): Promise<void> {
  const quiet = new Promise<void>((resolve) => {
    const stop = onCatalogChange((change) => {
      if (change.kind !== "stock" || change.products.length > 0) return;
      stop();
      resolve();
    });
  });
  const payload = JSON.stringify({ products: [], cards: [], sales: false });
  await db.execute(sql`select pg_notify('catalog_changed', ${payload})`);
  await quiet;
}
