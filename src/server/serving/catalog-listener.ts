import type { Database } from "../db/client.ts";
import { bumpCatalogVersion, setCatalogWatched } from "../db/catalog-version.ts";
import type { Logger } from "../log.ts";

/** Channel the triggers of migration 0005 notify on after any change to a catalogue table. */
export const CATALOG_CHANNEL = "catalog_changed";

/**
 * Bumps the catalogue version on every NOTIFY, in this process. If the PostgreSQL connection drops,
 * changes may have been missed: the version is bumped anyway and listening starts again.
 */
export async function listenForCatalogChanges(
  database: Database,
  logger?: Logger,
): Promise<() => Promise<void>> {
  let stop: (() => Promise<void>) | undefined;
  let closed = false;

  async function start(): Promise<void> {
    stop = await database.listen(CATALOG_CHANNEL, bumpCatalogVersion, (error) => {
      logger?.warn({ err: error }, "catalogue change listener lost its connection; listening again");
      bumpCatalogVersion();
      const previous = stop;
      stop = undefined;
      void previous?.().catch(() => undefined);
      setTimeout(() => void retry(), 1000).unref();
    });
  }

  async function retry(): Promise<void> {
    if (closed) return;
    try {
      await start();
      bumpCatalogVersion();
    } catch (error) {
      logger?.warn({ err: error }, "catalogue change listener could not reconnect; trying again");
      setTimeout(() => void retry(), 1000).unref();
    }
  }

  await start();
  setCatalogWatched(true);
  return async () => {
    closed = true;
    setCatalogWatched(false);
    await stop?.();
  };
}
