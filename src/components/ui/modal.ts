import { useEffect, useRef } from "react";

/**
 * A React-rendered <dialog> shown as a modal while mounted: the page behind is inert, Escape cancels
 * it and Tab cycles within it (the browser alone would let Tab wander off to its own toolbar). The
 * dialog leaves by unmounting (not close()), so the browser would drop the focus on <body>: the hook
 * gives it back to whatever had it before (the button that opened it).
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (event: KeyboardEvent) => keepTabInside(event, element);
    element?.showModal();
    element?.addEventListener("keydown", onKey);
    return () => {
      element?.removeEventListener("keydown", onKey);
      opener?.focus();
    };
  }, []);
  return dialog;
}

/** Keeps Tab and Shift+Tab cycling within `container`, a modal dialog. */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== "Tab" || !container) return;
  const focusable = [
    ...container.querySelectorAll<HTMLElement>(
      "a[href], button:not([disabled]), input:not([disabled],[type=hidden]), select:not([disabled]), textarea:not([disabled])",
    ),
  ];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const inside = container.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
