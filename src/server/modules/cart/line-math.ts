import type { CartLineRow } from "./cart.repo.ts";
import { lineFlashEntry, lineUnitPrice } from "./unit-price.ts";

/** "Buy N, get M free", once per line: reaching N units makes M of them free. */
function freeUnits(quantity: number, buy: number | null, free: number | null): number {
  if (!buy || !free || quantity < buy) return 0;
  return Math.min(free, quantity);
}

/** Units the line can hold: the variant's quantity, else the product's stock. */
export function stockOf(
  row: Pick<CartLineRow, "inventory_id" | "inventory_quantity" | "product_stock">,
): number {
  return row.inventory_id !== null ? (row.inventory_quantity ?? 0) : row.product_stock;
}

export interface PricedLine {
  row: CartLineRow;
  unitPrice: number;
  freeQuantity: number;
  /** price × (quantity − free) */
  goods: number;
  /** What the free units would have cost. */
  bundleSavings: number;
  /** The flash sale entry whose allotment the line's units come from, else null. */
  flashEntryId: number | null;
}

export function priceLine(row: CartLineRow): PricedLine {
  const unitPrice = lineUnitPrice(row);
  const freeQuantity = freeUnits(row.quantity, row.bundle_buy, row.bundle_free);
  return {
    row,
    unitPrice,
    freeQuantity,
    goods: unitPrice * (row.quantity - freeQuantity),
    bundleSavings: unitPrice * freeQuantity,
    flashEntryId: lineFlashEntry(row),
  };
}
