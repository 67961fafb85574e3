import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { startCartBadge } from "../../features/cart/cart-api.ts";
import { interpolate } from "../../i18n/interpolate.ts";
import { $cartCount, seedCartCount } from "../../stores/cart.ts";

interface Props {
  href: string;
  /**
   * Already translated: with a count, "Cart, items: {{n}}" with {{n}} left in place for it; without,
   * plain "Cart".
   */
  label: string;
  /** The count when the page is rendered; null in the static shell (server-rendered only, no badge). */
  count: number | null;
}

/** Header cart link with the item-count badge (sum of quantities, follows the cart store). */
export default function CartLink({ href, label, count: initialCount }: Props) {
  const isBrowser = typeof window !== "undefined";
  if (isBrowser && initialCount !== null) seedCartCount(initialCount);
  const stored = useStore($cartCount);
  useEffect(() => {
    void startCartBadge();
  }, []);
  // The store is shared by every request on the server: there, only the page's own count counts.
  const count = isBrowser ? stored : initialCount;

  return (
    <a
      href={href}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-sand hover:text-primary"
      aria-label={count === null ? label : interpolate(label, { n: count })}
      data-testid="cart-link"
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M5 8h14l-1 13H6z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      {count !== null && (
        <span
          className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-bold leading-none text-white"
          aria-hidden="true"
          data-testid="cart-count"
        >
          {count > 99 ? "99+" : String(count)}
        </span>
      )}
    </a>
  );
}
