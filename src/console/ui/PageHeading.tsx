import { useEffect, useRef, type ReactNode } from "react";

/** Every screen's one h1: focus moves here after each navigation, so it takes focus without being a tab stop. */
export const HEADING_ID = "console-heading";

/**
 * Set by the Shell on a navigation, cleared by the person's next key or click: a screen that first
 * shows a loading heading and then its own still gets the focus when its heading replaces the first.
 */
let focusWanted = false;

export function wantHeadingFocus(): void {
  focusWanted = true;
  const settle = () => {
    focusWanted = false;
    removeEventListener("keydown", settle, true);
    removeEventListener("pointerdown", settle, true);
  };
  addEventListener("keydown", settle, true);
  addEventListener("pointerdown", settle, true);
  document.getElementById(HEADING_ID)?.focus();
}

export function PageHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (focusWanted && (focused === null || focused === document.body)) heading.current?.focus();
  }, []);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1
        ref={heading}
        id={HEADING_ID}
        tabIndex={-1}
        className="font-display text-2xl text-ink focus:outline-none focus-visible:outline-2"
      >
        {children}
      </h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
