import { CART_SELECTED } from "../../platform/db/schema/enums.ts";
import type { CartLineRow } from "./cart-line.ts";
import { lineFlashEntry } from "./unit-price.ts";

/**
 * A flash sale entry sells a limited number of units at its price (its allotment). The owner's
 * lines share what is left of it, selected lines first (they are the ones checked out, so the cart
 * shows the price checkout charges), each in cart order; a line the rest cannot cover entirely pays
 * the product's normal price. Checkout takes the units from the allotment with a conditional update
 * (orders/stock.ts), so a price read here that sold out meanwhile refuses the order.
 */
export function withinFlashAllotment(rows: CartLineRow[]): CartLineRow[] {
  const left = new Map<number, number>();
  const uncovered = new Set<CartLineRow>();
  const selectedFirst = [
    ...rows.filter((r) => r.selected === CART_SELECTED.selected),
    ...rows.filter((r) => r.selected !== CART_SELECTED.selected),
  ];
  for (const row of selectedFirst) {
    const entry = lineFlashEntry(row);
    if (entry === null) continue;
    const remaining = left.get(entry) ?? row.flash_remaining ?? 0;
    if (row.quantity <= remaining) left.set(entry, remaining - row.quantity);
    else uncovered.add(row);
  }
  if (uncovered.size === 0) return rows;
  return rows.map((row) =>
    uncovered.has(row)
      ? {
          ...row,
          flash_entry_id: null,
          flash_price: null,
          flash_start: null,
          flash_end: null,
          flash_remaining: null,
        }
      : row,
  );
}
