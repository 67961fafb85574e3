/**
 * How the content module re-renders a public page into this process's render cache ("Rebuild all"):
 * the serving layer, which owns the cache and the page renderer, registers the function at start.
 * Kept on globalThis: the built Astro server bundles its own copy of this module beside the one
 * the serving layer imports, and the API inside that bundle must see what the serving layer set.
 */
export type PageRenderer = (path: string) => Promise<number>;

const KEY = Symbol.for("modest-marketplace.page-renderer");

export function setPageRenderer(render: PageRenderer | undefined): void {
  (globalThis as { [KEY]?: PageRenderer })[KEY] = render;
}

/** The registered renderer: answers the status the page was rendered with; undefined without one. */
export function pageRenderer(): PageRenderer | undefined {
  return (globalThis as { [KEY]?: PageRenderer })[KEY];
}
