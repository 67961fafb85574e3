import { startCartBadge } from "../../features/cart/cart-api.ts";
import { interpolate } from "../../i18n/interpolate.ts";
import { $cartCount } from "../../stores/cart.ts";

/** The header's cart badges (CartLink.astro) follow the cart store; the store reads the cart once. */
for (const link of document.querySelectorAll<HTMLElement>("[data-cart-label]")) {
  const label = link.dataset.cartLabel!;
  const badge = link.querySelector("[data-testid=cart-count]");
  $cartCount.subscribe((count) => {
    if (badge) badge.textContent = count > 99 ? "99+" : String(count);
    link.setAttribute("aria-label", interpolate(label, { n: count }));
  });
}
void startCartBadge();
