import { useEffect, useRef } from "react";
import { keepTabInside } from "./tab-trap.ts";

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
      // Closed even when it is leaving the page anyway: while it is still modal, the opener is inert.
      if (element?.open) element.close();
      opener?.focus();
    };
  }, []);
  return dialog;
}
