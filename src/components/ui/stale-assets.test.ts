import { describe, expect, it } from "vitest";
import { RELOAD_AGAIN_AFTER_MS, watchStaleAssets } from "./stale-assets.ts";

/** A tab: its events, its sessionStorage (kept across reloads), and the reloads it made. */
function tab(storage = new Map<string, string>()) {
  const events = new EventTarget();
  const reloads: number[] = [];
  const win = {
    addEventListener: events.addEventListener.bind(events),
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    location: { reload: () => void reloads.push(1) },
  } as unknown as Parameters<typeof watchStaleAssets>[0];
  const notice = { hidden: true } as HTMLElement;
  return { events, win, notice, reloads, storage };
}

const islandFailed = (message = "Failed to fetch dynamically imported module: /_astro/Cart.abc.js") =>
  new CustomEvent("astro:hydration-error", {
    cancelable: true,
    detail: { error: new TypeError(message), componentUrl: "/_astro/Cart.abc.js" },
  });

describe("scripts gone after a deploy", () => {
  it("an island that cannot load reloads the page once; failing again right after, the notice shows", () => {
    let clock = 1_000_000;
    const first = tab();
    watchStaleAssets(first.win, first.notice, () => clock);
    const event = islandFailed();
    first.events.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(first.reloads).toHaveLength(1);
    expect(first.notice.hidden).toBe(true);

    clock += 2_000;
    const reloaded = tab(first.storage);
    watchStaleAssets(reloaded.win, reloaded.notice, () => clock);
    reloaded.events.dispatchEvent(islandFailed());
    reloaded.events.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    expect(reloaded.reloads).toHaveLength(0);
    expect(reloaded.notice.hidden).toBe(false);

    clock += RELOAD_AGAIN_AFTER_MS;
    const later = tab(first.storage);
    watchStaleAssets(later.win, later.notice, () => clock);
    later.events.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    expect(later.reloads).toHaveLength(1);
  });

  it("a component's own error is left alone: no reload, no notice", () => {
    const page = tab();
    watchStaleAssets(page.win, page.notice);
    const event = islandFailed("Cannot read properties of undefined (reading 'price')");
    page.events.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(page.reloads).toHaveLength(0);
    expect(page.notice.hidden).toBe(true);
  });

  it("without sessionStorage nothing reloads (it could loop): the notice shows", () => {
    const page = tab();
    page.win.sessionStorage.getItem = () => {
      throw new Error("denied");
    };
    watchStaleAssets(page.win, page.notice);
    page.events.dispatchEvent(islandFailed("Importing a module script failed."));
    expect(page.reloads).toHaveLength(0);
    expect(page.notice.hidden).toBe(false);
  });
});
