import { SELECTED, UNSELECTED, type CartLine } from "./types.ts";

export interface SelectionChange {
  checked: number[];
  unchecked: number[];
  /** Set when any line has a bundle deal: the cart is reloaded after the change. */
  isBundle: boolean;
}

const hasBundle = (lines: CartLine[]) => lines.some((line) => line.bundle_deal !== null);

/** Ticking or unticking one line: selection toggles between 1 and 2. */
export function toggleLine(lines: CartLine[], id: number): SelectionChange {
  const line = lines.find((l) => l.id === id);
  const nowSelected = line?.selected !== SELECTED;
  return {
    checked: nowSelected ? [id] : [],
    unchecked: nowSelected ? [] : [id],
    isBundle: hasBundle(lines),
  };
}

/** The "select all" box: everything ticked, or everything unticked when all were ticked. */
export function toggleAll(lines: CartLine[]): SelectionChange {
  const all = lines.length > 0 && lines.every((l) => l.selected === SELECTED);
  const ids = lines.map((l) => l.id);
  return { checked: all ? [] : ids, unchecked: all ? ids : [], isBundle: hasBundle(lines) };
}

/** The cart after a change, before the server answers (the server's cart replaces it). */
export function applySelection(lines: CartLine[], change: SelectionChange): CartLine[] {
  return lines.map((line) =>
    change.checked.includes(line.id)
      ? { ...line, selected: SELECTED }
      : change.unchecked.includes(line.id)
        ? { ...line, selected: UNSELECTED }
        : line,
  );
}

export const selectedLines = (lines: CartLine[]) => lines.filter((l) => l.selected === SELECTED);

/** What stops the shipping step: nothing selected, or a selected line that cannot be shipped. */
export function checkoutBlocker(lines: CartLine[]): "select_product" | "cannot_ship" | null {
  const chosen = selectedLines(lines);
  if (chosen.length === 0) return "select_product";
  if (chosen.some((l) => l.shippable === false)) return "cannot_ship";
  return null;
}
