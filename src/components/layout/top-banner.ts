import { closeTopBanner } from "../../stores/banners.ts";

/** The top banner's close button (TopBannerClose.astro) hides it for good and moves focus to the header. */
export function watchTopBannerClose(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-top-banner-close]")) {
    button.addEventListener("click", () => {
      const banner = button.closest<HTMLElement>("[data-top-banner]");
      closeTopBanner(document, Number(banner?.dataset.topBanner));
      document.documentElement.dataset.topBanner = "closed";
      document.querySelector<HTMLElement>(".site-header a, .site-header button")?.focus();
    });
  }
}
