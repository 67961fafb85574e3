import { startCartBadges } from "../components/layout/cart-badge.ts";
import { watchLanguageChoice } from "../components/layout/language-choice.ts";
import { watchTopBannerClose } from "../components/layout/top-banner.ts";
import { watchPopupBanner } from "../components/ui/popup-banner.ts";
import { startNavigationProgress } from "../components/ui/progress.ts";

/**
 * What the layout's parts do in the browser, started by PageScript.astro. The bundler keeps this
 * module with all it imports in one file (PAGE_SCRIPT_CHUNK in astro.config.ts): as a script per
 * part, a phone fetched five scripts and nine pieces they share, each a round trip queued on the
 * same few connections as the page's first pictures. Islands import from that file too, so it
 * only defines: nothing runs until the page's script calls this.
 */
export function startPage(): void {
  startNavigationProgress(document.getElementById("nav-progress"));
  startCartBadges();
  watchTopBannerClose();
  watchLanguageChoice();
  watchPopupBanner(document.getElementById("popup-banner"));
}
