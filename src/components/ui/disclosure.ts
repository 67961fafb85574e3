/**
 * Buttons that show and hide a panel: <button data-disclosure aria-controls="id" aria-expanded="false">.
 * Escape closes and gives focus back; a click outside closes panels marked data-dismiss-outside;
 * a link clicked inside a panel marked data-close-on-link closes it (mobile menu); data-hover opens
 * on hover where the device can hover; any element with data-disclosure-close="<panel id>" closes it.
 */
type Toggle = HTMLButtonElement;

function panelOf(toggle: Toggle): HTMLElement | null {
  const id = toggle.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

function isOpen(toggle: Toggle): boolean {
  return toggle.getAttribute("aria-expanded") === "true";
}

function setOpen(toggle: Toggle, open: boolean): void {
  const panel = panelOf(toggle);
  if (!panel) return;
  toggle.setAttribute("aria-expanded", String(open));
  panel.hidden = !open;
  if (panel.dataset.lockScroll !== undefined)
    document.documentElement.classList.toggle("scroll-locked", open);
  if (open && panel.dataset.focusFirst !== undefined) {
    const first =
      panel.querySelector<HTMLElement>("input") ?? panel.querySelector<HTMLElement>("a[href], button");
    first?.focus();
  }
}

function openToggles(): Toggle[] {
  return [...document.querySelectorAll<Toggle>("[data-disclosure][aria-expanded='true']")];
}

export function initDisclosures(): void {
  const canHover = window.matchMedia("(hover: hover) and (pointer: fine)").matches;

  for (const toggle of document.querySelectorAll<Toggle>("[data-disclosure]")) {
    if (toggle.dataset.ready) continue;
    toggle.dataset.ready = "1";
    let openedByHover = false;
    toggle.addEventListener("click", () => {
      // A pointer that hovered the toggle already opened it: that click means "open", not "close".
      if (openedByHover) {
        openedByHover = false;
        return;
      }
      const open = !isOpen(toggle);
      if (open) for (const other of openToggles()) if (other !== toggle) setOpen(other, false);
      setOpen(toggle, open);
    });

    const panel = panelOf(toggle);
    if (!panel) continue;

    if (panel.dataset.closeOnLink !== undefined) {
      panel.addEventListener("click", (event) => {
        if ((event.target as HTMLElement).closest("a[href]")) setOpen(toggle, false);
      });
    }

    if (canHover && toggle.dataset.hover !== undefined) {
      const wrapper = toggle.parentElement;
      let timer = 0;
      wrapper?.addEventListener("mouseenter", () => {
        window.clearTimeout(timer);
        if (!isOpen(toggle)) {
          setOpen(toggle, true);
          openedByHover = true;
        }
      });
      wrapper?.addEventListener("mouseleave", () => {
        openedByHover = false;
        timer = window.setTimeout(() => setOpen(toggle, false), 150);
      });
    }
  }

  if (document.documentElement.dataset.disclosureReady) return;
  document.documentElement.dataset.disclosureReady = "1";

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const toggle of openToggles()) {
      setOpen(toggle, false);
      toggle.focus();
    }
  });

  document.addEventListener("click", (event) => {
    const target = event.target as Node;
    const closer = (event.target as HTMLElement).closest<HTMLElement>("[data-disclosure-close]");
    if (closer) {
      const toggle = document.querySelector<Toggle>(
        `[data-disclosure][aria-controls="${closer.dataset.disclosureClose}"]`,
      );
      if (toggle) {
        setOpen(toggle, false);
        toggle.focus();
      }
      return;
    }
    for (const toggle of openToggles()) {
      const panel = panelOf(toggle);
      if (!panel || panel.dataset.dismissOutside === undefined) continue;
      if (!panel.contains(target) && !toggle.contains(target)) setOpen(toggle, false);
    }
  });
}
