/**
 * The catalogue's version in this process: bumped when the database says a catalogue table changed
 * (see catalog-listener.ts). Kept on globalThis because the built Astro server bundles its own copy
 * of this module beside the one `npm start` imports; both must see the same number.
 */
interface Shared {
  version: number;
  listeners: Set<() => void>;
  /** Whether this process hears of every change (the production server's LISTEN). */
  watched: boolean;
}

const KEY = Symbol.for("modest-marketplace.catalog-version");

function shared(): Shared {
  const scope = globalThis as { [KEY]?: Shared };
  scope[KEY] ??= { version: 0, listeners: new Set(), watched: false };
  return scope[KEY];
}

export function catalogVersion(): number {
  return shared().version;
}

/** Everything cached from the catalogue is stale from now on. */
export function bumpCatalogVersion(): void {
  const state = shared();
  state.version += 1;
  for (const listener of state.listeners) listener();
}

/** Calls `listener` after every bump; returns the unsubscribe function. */
export function onCatalogChange(listener: () => void): () => void {
  const { listeners } = shared();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether every change reaches this process as a bump, so that reads may be kept until the next one. */
export function isCatalogWatched(): boolean {
  return shared().watched;
}

export function setCatalogWatched(watched: boolean): void {
  shared().watched = watched;
}
