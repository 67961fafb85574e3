/**
 * The catalogue's changes as this process hears of them (see catalog-listener.ts): everything may
 * have changed; some products were edited (a save of their own rows); brands, attributes or tags
 * changed; or only the stock figures of some products changed (orders, cancellations, expiry,
 * restocks). Which cached answers each one
 * touches is catalog-tags.ts's rule. Kept on
 * globalThis because the built Astro server bundles its own copy of this module beside the one
 * `npm start` imports; both must see the same state.
 */
export type CatalogChange =
  | { kind: "everything" }
  /** Rows of these products changed beyond stock figures: texts, prices, pictures, variants, links. */
  | { kind: "edited"; products: number[] }
  /** Brands, attributes or tags changed: what product pages show of them ("brand:3", "attribute:7"). */
  | { kind: "taxonomy"; tags: string[] }
  /** Published content (home banners): the tags of the pages showing what changed ("banner:3:ar"). */
  | { kind: "content"; tags: string[] }
  | {
      kind: "stock";
      /** Products whose stock, sold count or flash sale units changed. */
      products: number[];
      /** Those whose product card changed: "out of stock" flipped, or flash sale units moved. */
      cards: number[];
      /** Whether sold counts moved, which reorders listings sorted by sales. */
      sales: boolean;
    };

/** How many recent changes are kept for catalogChangesSince (renders in flight look back this far). */
const RECENT_CHANGES = 1000;

interface Shared {
  /** Counts changes of anything but products: what memos of the catalogue (which show no product) compare. */
  version: number;
  /** Counts every change, of everything or of stock. */
  sequence: number;
  /** The latest changes, oldest first; the last one is number `sequence`. */
  recent: CatalogChange[];
  listeners: Set<(change: CatalogChange) => void>;
  /** Whether this process hears of every change (the production server's LISTEN). */
  watched: boolean;
}

const KEY = Symbol.for("modest-marketplace.catalog-version");

function shared(): Shared {
  const scope = globalThis as { [KEY]?: Shared };
  scope[KEY] ??= { version: 0, sequence: 0, recent: [], listeners: new Set(), watched: false };
  return scope[KEY];
}

/** Changes when anything but products changes: reads that show no product stay valid until then. */
export function catalogVersion(): number {
  return shared().version;
}

/** Counts every change heard so far; pass it to catalogChangesSince later. */
export function catalogChangeCount(): number {
  return shared().sequence;
}

/** The changes heard after `count`, oldest first; undefined when they are too many to remember. */
export function catalogChangesSince(count: number): CatalogChange[] | undefined {
  const { sequence, recent } = shared();
  const missed = sequence - count;
  if (missed > recent.length) return undefined;
  return missed <= 0 ? [] : recent.slice(recent.length - missed);
}

export function announceCatalogChange(change: CatalogChange): void {
  const state = shared();
  if (change.kind === "everything" || change.kind === "taxonomy") state.version += 1;
  state.sequence += 1;
  state.recent.push(change);
  if (state.recent.length > RECENT_CHANGES) state.recent.shift();
  for (const listener of state.listeners) listener(change);
}

/** Everything cached from the catalogue is stale from now on. */
export function bumpCatalogVersion(): void {
  announceCatalogChange({ kind: "everything" });
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function onCatalogChange(listener: (change: CatalogChange) => void): () => void {
  const { listeners } = shared();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether every change reaches this process, so that reads may be kept until the next one. */
export function isCatalogWatched(): boolean {
  return shared().watched;
}

export function setCatalogWatched(watched: boolean): void {
  shared().watched = watched;
}
