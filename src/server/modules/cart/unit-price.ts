import { priceOf, type Price } from "../../../lib/price.ts";
import type { CartLineRow } from "./cart-line.ts";

type PriceColumns = Pick<
  CartLineRow,
  "inventory_id" | "inventory_price" | "flash_price" | "flash_start" | "flash_end" | "offered" | "selling"
>;

/** A cart line's price: the row the cart query read, handed to THE price function. */
function linePrice(row: PriceColumns): Price {
  const flash =
    row.flash_price !== null && row.flash_start !== null && row.flash_end !== null
      ? { price: row.flash_price, start_time: row.flash_start, end_time: row.flash_end }
      : null;
  return priceOf({
    selling: row.selling,
    offered: row.offered,
    flash,
    hasAttributes: row.inventory_id !== null,
    variantPrice: row.inventory_price,
  });
}

/** A cart line's unit price. */
export function lineUnitPrice(row: PriceColumns): number {
  return linePrice(row).current;
}

/** The flash sale entry whose price this line pays (its units come out of that allotment), else null. */
export function lineFlashEntry(row: PriceColumns & Pick<CartLineRow, "flash_entry_id">): number | null {
  return linePrice(row).source === "flash" ? row.flash_entry_id : null;
}
