import { useStore } from "@nanostores/react";
import { useEffect, useState, type ReactNode } from "react";
import { $session } from "../../stores/session.ts";
import {
  $compared,
  $followed,
  $wishlisted,
  loadList,
  loginHref,
  seedListed,
  toggleListed,
  type ListKind,
} from "../../stores/lists.ts";

/** The pressed look: tinted and outlined in the brand colour. */
const PRESSED = "aria-pressed:border-primary aria-pressed:bg-primary/10 aria-pressed:text-primary";

const STORES = { wishlist: $wishlisted, compare: $compared, follow: $followed } as const;

export interface ListToggleProps {
  /** Product id (wishlist, compare) or store id (follow). */
  id: number;
  label: string;
  /** Shown while the item is on the list; the label otherwise (aria-pressed tells either way). */
  activeLabel?: string;
  /** What the page rendered with; unknown means "ask the API once signed in". */
  initial?: boolean;
  className?: string;
  icon?: (on: boolean) => ReactNode;
  testId?: string;
}

/** A pressed/unpressed button that puts an item on one of the shopper's lists or takes it off. */
export default function ListToggle({
  kind,
  id,
  label,
  activeLabel,
  initial,
  className,
  icon,
  testId,
}: ListToggleProps & { kind: ListKind }) {
  const ids = useStore(STORES[kind]);
  const session = useStore($session);
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // Before hydration the server's answer stands; the shared store may hold another request's ids there.
  const on = hydrated ? ids.includes(id) : Boolean(initial);

  useEffect(() => {
    if (initial) seedListed(kind, id, true);
    setHydrated(true);
  }, [kind, id, initial]);

  useEffect(() => {
    if (initial === undefined && session.signedIn) void loadList(kind);
  }, [kind, initial, session.signedIn]);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    const result = await toggleListed(kind, id);
    setBusy(false);
    if (result === "sign-in")
      window.location.assign(loginHref(window.location, document.documentElement.lang));
  }

  return (
    <button
      type="button"
      className={`${className ?? "btn btn-outline"} ${PRESSED}`}
      aria-pressed={on}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={toggle}
      data-testid={testId}
    >
      {icon?.(on)}
      {on && activeLabel ? activeLabel : label}
    </button>
  );
}
