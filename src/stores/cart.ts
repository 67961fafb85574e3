import { atom } from "nanostores";

/** Number shown on the header's cart badge: the sum of the quantities in the cart. */
export const $cartCount = atom(0);

/** Bumped by every change the browser makes, so a slower load never overwrites it. */
let changes = 0;

export function setCartCount(count: number): void {
  changes += 1;
  $cartCount.set(Math.max(0, Math.trunc(count) || 0));
}

/** Adding raises the count by the added quantity. */
export function addToCartCount(quantity: number): void {
  setCartCount($cartCount.get() + quantity);
}

/** Deleting a line lowers the count by that line's quantity. */
export function removeFromCartCount(quantity: number): void {
  setCartCount($cartCount.get() - quantity);
}

export function clearCartCount(): void {
  setCartCount(0);
}

/** The sum of quantities of cart lines. */
export function countOf(lines: { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + (line.quantity > 0 ? line.quantity : 0), 0);
}

let loading: Promise<void> | undefined;

/**
 * Reads the real count once per page from cart/by-user (the header is rendered with 0 for guests,
 * whose cart lives under the browser's user_token). A change made meanwhile wins.
 */
export function loadCartCount(read: () => Promise<number>): Promise<void> {
  const before = changes;
  loading ??= read().then(
    (count) => {
      if (changes === before) setCartCount(count);
    },
    () => undefined,
  );
  return loading;
}
