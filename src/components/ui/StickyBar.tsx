import { useEffect, useRef, type ReactNode } from "react";
import { liftChatLinkAboveStickyBar } from "../layout/chat-link.ts";

interface Props {
  /** Shown at every width: always; otherwise only on phones (below the sm breakpoint). */
  everywhere?: boolean;
  testId: string;
  children: ReactNode;
}

/**
 * A bar fixed at the foot of the screen (price or total, and the buying button). While it shows, its
 * height is the chat link's `--sticky-bar-height`, which lifts the floating button above it.
 */
export default function StickyBar({ everywhere = false, testId, children }: Props) {
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => liftChatLinkAboveStickyBar(element.offsetHeight));
    observer.observe(element);
    return () => {
      observer.disconnect();
      liftChatLinkAboveStickyBar(null);
    };
  }, []);

  return (
    <div
      ref={bar}
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 shadow-lg backdrop-blur ${everywhere ? "" : "sm:hidden"}`}
      data-testid={testId}
    >
      <div className="container-shop flex items-center justify-between gap-4 py-3">{children}</div>
    </div>
  );
}
