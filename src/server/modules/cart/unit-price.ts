import { unitPrice } from "../../../lib/price.ts";
import type { CartLineRow } from "./cart.repo.ts";

/** A cart line's unit price: the row the cart query read, handed to THE price function. */
export function lineUnitPrice(
  row: Pick<
    CartLineRow,
    "inventory_id" | "inventory_price" | "flash_price" | "flash_start" | "flash_end" | "offered" | "selling"
  >,
): number {
  const flash =
    row.flash_price !== null && row.flash_start !== null && row.flash_end !== null
      ? { price: row.flash_price, start_time: row.flash_start, end_time: row.flash_end }
      : null;
  return unitPrice({
    selling: row.selling,
    offered: row.offered,
    flash,
    hasAttributes: row.inventory_id !== null,
    variantPrice: row.inventory_price,
  });
}
