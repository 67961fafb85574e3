/**
 * After a deploy, a page left open in a tab asks for scripts the new build no longer has: an
 * island (Astro's `astro:hydration-error`) or a lazily loaded chunk (Vite's `vite:preloadError`)
 * fails to load and the page stops working without a word. The page then reloads itself once, to
 * get the new build; if that happened less than a minute ago (remembered in sessionStorage, so it
 * can never loop), it shows the translated notice instead.
 */
const RELOADED_AT_KEY = "staleAssetsReloadedAt";
/** A second failure within this time of the reload shows the notice instead of reloading again. */
export const RELOAD_AGAIN_AFTER_MS = 60_000;

/** What browsers say when a module script cannot be fetched (Chromium, Firefox, Safari). */
const FAILED_IMPORT =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

type Win = Pick<Window, "addEventListener" | "sessionStorage"> & { location: Pick<Location, "reload"> };

function failedToLoad(event: Event): boolean {
  if (event.type === "vite:preloadError") return true;
  const error = (event as CustomEvent<{ error?: unknown }>).detail?.error;
  return error instanceof Error && FAILED_IMPORT.test(error.message);
}

export function watchStaleAssets(win: Win, notice: HTMLElement | null, now = () => Date.now()): void {
  let handled = false;
  const recover = (event: Event) => {
    if (!failedToLoad(event)) return;
    event.preventDefault();
    if (handled) return;
    handled = true;
    let last = Number.NaN;
    try {
      last = Number(win.sessionStorage.getItem(RELOADED_AT_KEY));
      if (!(now() - last < RELOAD_AGAIN_AFTER_MS)) {
        win.sessionStorage.setItem(RELOADED_AT_KEY, String(now()));
        win.location.reload();
        return;
      }
    } catch {
      // No sessionStorage (privacy settings): a reload could not be remembered, so none is made.
    }
    if (notice) notice.hidden = false;
  };
  win.addEventListener("vite:preloadError", recover);
  win.addEventListener("astro:hydration-error", recover);
}
