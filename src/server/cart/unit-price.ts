import type { CartLineRow } from "./cart.repo.ts";

/**
 * A cart line's unit price from the row the cart query read.
 * Precedence (BUSINESS-RULES "Prices"): variant price > 0, else live flash price, else offered > 0, else selling.
 */
export function lineUnitPrice(
  row: Pick<CartLineRow, "inventory_price" | "flash_price" | "offered" | "selling">,
): number {
  if (row.inventory_price !== null && row.inventory_price > 0) return row.inventory_price;
  if (row.flash_price !== null) return row.flash_price;
  if (row.offered > 0) return row.offered;
  return row.selling;
}
