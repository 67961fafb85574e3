/** The bar waits 200 ms (throttle) and runs for 5000 ms. */
const PROGRESS_THROTTLE_MS = 200;
const PROGRESS_DURATION_MS = 5000;
const NAVIGATE_EVENT = "shop:navigate";

/** Go to another page from script, with the progress bar. */
export function navigate(href: string): void {
  window.dispatchEvent(new Event(NAVIGATE_EVENT));
  window.location.assign(href);
}

/** Whether a click on this link leaves for another page of the shop in this tab. */
function isPageNavigation(link: HTMLAnchorElement, event: MouseEvent, here: URL): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  if (link.target && link.target !== "_self") return false;
  if (link.hasAttribute("download")) return false;
  const to = new URL(link.href, here);
  if (to.origin !== here.origin) return false;
  return !(to.pathname === here.pathname && to.search === here.search && to.hash !== "");
}

export function startNavigationProgress(bar: HTMLElement | null): void {
  if (!bar) return;
  let timer = 0;

  const reset = () => {
    window.clearTimeout(timer);
    bar.style.transition = "none";
    bar.style.transform = "scaleX(0)";
    bar.style.opacity = "";
  };

  const start = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      bar.style.transition = `transform ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1), opacity 150ms`;
      bar.style.opacity = "1";
      bar.style.transform = "scaleX(0.9)";
    }, PROGRESS_THROTTLE_MS);
  };

  document.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest?.("a[href]") as HTMLAnchorElement | null;
    if (link && isPageNavigation(link, event, new URL(window.location.href))) start();
  });
  document.addEventListener("submit", (event) => {
    if (!event.defaultPrevented) start();
  });
  // Islands that navigate by script (location.assign) announce it with this event.
  window.addEventListener(NAVIGATE_EVENT, start);
  window.addEventListener("pageshow", reset);
}
