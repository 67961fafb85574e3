import type { Database } from "../platform/db/client.ts";
import {
  announceCatalogChange,
  bumpCatalogVersion,
  setCatalogWatched,
  type CatalogChange,
} from "./catalog-version.ts";
import type { Logger } from "../platform/log.ts";

/** Channel the triggers of migrations 0005, 0011 and 0023 notify on after any change to a catalogue table. */
const CATALOG_CHANNEL = "catalog_changed";

const ids = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));

const contentTags = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every(
    (tag) =>
      typeof tag === "string" &&
      /^((banner|page):\d+(:[a-z]{2})?|banners:home|pages|home(:[a-z]{2})?)$/.test(tag),
  );

const shownTags = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.every((tag) => typeof tag === "string" && /^(brand|attribute):\d+$/.test(tag));

/**
 * The change a notice describes: the empty payload (migration 0005) says everything may have
 * changed; migration 0011's JSON names the products whose stock figures changed, migration 0023's
 * the products edited or the brands and attributes changed, migrations 0029's and 0030's the content published. Anything else is read as everything, the safe side.
 */
export function catalogChangeOf(payload: string): CatalogChange {
  if (!payload) return { kind: "everything" };
  try {
    const notice = JSON.parse(payload) as {
      edited?: unknown;
      shown?: unknown;
      products?: unknown;
      cards?: unknown;
      sales?: unknown;
      content?: unknown;
    };
    if (ids(notice.edited) && notice.edited.length > 0) return { kind: "edited", products: notice.edited };
    if (contentTags(notice.content)) return { kind: "content", tags: notice.content };
    if (shownTags(notice.shown)) return { kind: "taxonomy", tags: notice.shown };
    if (ids(notice.products) && ids(notice.cards) && typeof notice.sales === "boolean") {
      return { kind: "stock", products: notice.products, cards: notice.cards, sales: notice.sales };
    }
  } catch {
    // Not JSON: fall through to everything.
  }
  return { kind: "everything" };
}

/**
 * Announces every NOTIFY as a catalogue change, in this process. If the PostgreSQL connection drops,
 * changes may have been missed: the version is bumped anyway and listening starts again.
 */
export async function listenForCatalogChanges(
  database: Database,
  logger?: Logger,
): Promise<() => Promise<void>> {
  let stop: (() => Promise<void>) | undefined;
  let closed = false;

  async function start(): Promise<void> {
    const onNotice = (payload: string) => announceCatalogChange(catalogChangeOf(payload));
    stop = await database.listen(CATALOG_CHANNEL, onNotice, (error) => {
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
