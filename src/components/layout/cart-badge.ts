import { startCartBadge } from "../../features/cart/cart-api.ts";
import { interpolate } from "../../i18n/interpolate.ts";
import { $cartCount } from "../../stores/cart.ts";
import { hasGuestToken } from "../../stores/guest-token.ts";

/** The header's cart badges (CartLink.astro) follow the cart store; the store reads the cart once. */
export function startCartBadges(): void {
  const links = [...document.querySelectorAll<HTMLElement>("[data-cart-label]")];
  if (links.length === 0) return;
  for (const link of links) {
    const label = link.dataset.cartLabel!;
    const badge = link.querySelector("[data-testid=cart-count]");
    $cartCount.subscribe((count) => {
      if (badge) badge.textContent = count > 99 ? "99+" : String(count);
      link.setAttribute("aria-label", interpolate(label, { n: count }));
    });
  }
  // A guest without a token has no cart yet: nothing to read, and no token to make, until they add something.
  if (links.some((link) => link.dataset.cartSignedIn !== undefined) || hasGuestToken()) void startCartBadge();
}
