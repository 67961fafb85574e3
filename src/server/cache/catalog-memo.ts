import type { Lang } from "../../i18n/locales.ts";
import { dbOf, type RequestContext } from "../platform/context.ts";
import type { Db } from "../platform/db/client.ts";
import {
  catalogChangeCount,
  catalogChangesSince,
  catalogVersion,
  isCatalogWatched,
} from "./catalog-version.ts";

interface Entry<T> {
  expires: number;
  /** The catalogue version it was read at: a change in the database makes it stale at once. */
  version: number;
  value: Promise<T>;
}

/**
 * A read that depends on the catalogue and the language only, reused in this process until the
 * catalogue changes (catalog-version.ts). Changes of products alone (edits, stock) keep it: its
 * reads must show no product (catalog-tags.ts), and none does (common data, categories, brands,
 * collections, payment methods, the names around a product page and its banner). Where nothing watches the database for changes (tests, `astro dev`)
 * it is reused for `ttlMs` at most, and not at all without one.
 */
export function memoByCatalog<T>(
  load: (ctx: RequestContext) => Promise<T>,
  { ttlMs = 0 }: { ttlMs?: number } = {},
): ((ctx: RequestContext) => Promise<T>) & { clear: () => void } {
  let byDb = new WeakMap<Db, Map<Lang, Entry<T>>>(); // per database: tests run several
  const read = async (ctx: RequestContext): Promise<T> => {
    const watched = isCatalogWatched();
    if (!watched && ttlMs <= 0) return load(ctx);
    const db = await dbOf(ctx);
    let byLang = byDb.get(db);
    if (!byLang) byDb.set(db, (byLang = new Map()));
    const now = Date.now();
    const hit = byLang.get(ctx.lang);
    if (hit && hit.expires > now && hit.version === catalogVersion()) return hit.value;
    const entry: Entry<T> = {
      expires: watched ? Number.POSITIVE_INFINITY : now + ttlMs,
      version: catalogVersion(),
      value: load(ctx),
    };
    byLang.set(ctx.lang, entry);
    entry.value.catch(() => {
      if (byLang.get(ctx.lang) === entry) byLang.delete(ctx.lang);
    });
    return entry.value;
  };
  return Object.assign(read, { clear: () => (byDb = new WeakMap()) });
}

/** Whether nothing but stock figures and published content changed since change number `count`. */
function productsUnchangedSince(count: number): boolean {
  const changes = catalogChangesSince(count);
  return (
    changes !== undefined && changes.every((change) => change.kind === "stock" || change.kind === "content")
  );
}

/**
 * Reads that show what the products are (not their stock), by a key naming all they depend on,
 * reused in this process until a product is edited or the catalogue changes otherwise. Only where
 * the database is watched (elsewhere each call reads); the `size` most recently stored keys at most.
 */
export function memoByProducts<T>(size: number): (key: string, load: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, { seen: number; value: Promise<T> }>();
  return (key, load) => {
    if (!isCatalogWatched()) return load();
    const hit = entries.get(key);
    if (hit && productsUnchangedSince(hit.seen)) {
      hit.seen = catalogChangeCount(); // the next check looks at the changes after this one only
      return hit.value;
    }
    const entry = { seen: catalogChangeCount(), value: load() };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > size) entries.delete(entries.keys().next().value!);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
