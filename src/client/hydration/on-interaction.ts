import type { ClientDirective } from "astro";
import { WAKE_ISLANDS_EVENT } from "./wake-islands.ts";

/** What counts as the visitor starting to use the page. */
const TRIGGERS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"] as const;

type Hydration = () => Promise<void>;

/** This page's islands of this kind (Astro runs one copy of this script per page). */
const waiting: Hydration[] = [];
let woken = false;
let allHydrated = false;
let heldClick: HTMLElement | null = null;

async function hydrateAll(): Promise<void> {
  await Promise.allSettled(waiting.splice(0).map((hydration) => hydration()));
  allHydrated = true;
  const target = heldClick;
  heldClick = null;
  if (target?.isConnected) target.click();
}

function wake(): void {
  if (woken) return;
  woken = true;
  for (const type of TRIGGERS) document.removeEventListener(type, wake, true);
  document.removeEventListener(WAKE_ISLANDS_EVENT, wake);
  void hydrateAll();
}

/** A click inside a sleeping island waits for the islands (a link's click needs no script). */
function holdClick(event: Event): void {
  const target = event.target as HTMLElement;
  if (allHydrated || !target.closest("astro-island[client=interaction]") || target.closest("a[href]")) return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = target;
}

/**
 * `client:interaction`: the island stays server HTML until the visitor first touches, points,
 * scrolls with the wheel or types anywhere on the page (or code sends WAKE_ISLANDS_EVENT); then
 * every such island hydrates at once. A phone's first load runs no island code, and the code is
 * fetched while the finger is still down. A click made in one before they have all hydrated is made
 * again once they have, so an island that follows another (the picture, the colour) sees it too.
 */
const onInteraction: ClientDirective = (load) => {
  const hydration = async () => (await load())();
  if (woken) {
    void hydration();
    return;
  }
  if (waiting.push(hydration) > 1) return;
  for (const type of TRIGGERS) document.addEventListener(type, wake, { capture: true, passive: true });
  document.addEventListener(WAKE_ISLANDS_EVENT, wake);
  document.addEventListener("click", holdClick, true);
};

export default onInteraction;
