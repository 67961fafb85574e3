import type { KeyboardEvent } from "react";

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * Roving focus in a group of buttons (one Tab stop for the whole group): the arrow keys move the
 * focus to the next or previous button (left and right follow the reading direction), Home and End
 * to the first and last.
 */
export function moveFocusInGroup(event: KeyboardEvent<HTMLElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not([disabled])")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0 || buttons.length === 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
  let next: number;
  if (event.key === "Home") next = 0;
  else if (event.key === "End") next = buttons.length - 1;
  else if (STEPS[event.key] !== undefined) {
    const horizontal = event.key === "ArrowLeft" || event.key === "ArrowRight";
    const step = horizontal && rtl ? -STEPS[event.key]! : STEPS[event.key]!;
    next = (at + step + buttons.length) % buttons.length;
  } else return;
  event.preventDefault();
  buttons[next]!.focus();
}
