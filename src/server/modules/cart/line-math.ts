import { freeUnits, lineAmounts } from "../../../lib/price.ts";
import type { CartLineRow } from "./cart.repo.ts";
import { lineFlashEntry, lineUnitPrice } from "./unit-price.ts";

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

/** A cart line's unit price, bundle units and amounts, by the functions the pages use too (lib/price.ts). */
export function priceLine(row: CartLineRow): PricedLine {
  const unitPrice = lineUnitPrice(row);
  const deal = row.bundle_buy && row.bundle_free ? { buy: row.bundle_buy, free: row.bundle_free } : null;
  const { freeQuantity, goods, bundleSavings } = lineAmounts(
    unitPrice,
    row.quantity,
    freeUnits(row.quantity, deal),
  );
  return { row, unitPrice, freeQuantity, goods, bundleSavings, flashEntryId: lineFlashEntry(row) };
}
