import { closePopupForGood, closePopupForSession } from "../../stores/banners.ts";
import { keepTabInside } from "./tab-trap.ts";

/**
 * The popup banner (PopupBanner.astro), opened by its inline script while the page is parsed:
 * a click outside or Escape hides it for the session; its close button or its link, for good.
 */
export function watchPopupBanner(popup: HTMLElement | null): void {
  if (!popup) return;
  const hide = () => {
    popup.hidden = true;
    document.documentElement.classList.remove("scroll-locked");
    document.removeEventListener("keydown", onKey);
  };
  const onKey = (event: KeyboardEvent) => {
    if (popup.hidden) return;
    keepTabInside(event, popup);
    if (event.key === "Escape") {
      closePopupForSession(document);
      hide();
    }
  };
  document.addEventListener("keydown", onKey);
  popup.addEventListener("click", (event) => {
    if (event.target === popup) {
      closePopupForSession(document);
      hide();
    }
  });
  for (const selector of ["[data-popup-close]", "[data-popup-link]"]) {
    popup.querySelector(selector)?.addEventListener("click", () => {
      closePopupForGood(document);
      hide();
    });
  }
}
