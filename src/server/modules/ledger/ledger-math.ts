/**
 * The ledger's arithmetic, in integer minor units. Commission is the shop's cut of a line's goods
 * after its discount share: shipping is passed on to the store whole (the store ships), so it is
 * never commissioned.
 */

/** `percent` of `base`, rounded half up to the minor unit (12.5 % of 1005 → 126). */
export function commissionOf(base: number, percent: number): number {
  if (base <= 0 || percent <= 0) return 0;
  // The rate has two decimals (numeric(5,2)): hundredths of a percent keep it whole.
  const hundredths = Math.round(percent * 100);
  return Math.floor((base * hundredths + 5000) / 10000);
}

/** A sold line as the ledger reads it from order_items. */
export interface SoldLine {
  unitPrice: number;
  quantity: number;
  freeQuantity: number;
  discount: number;
  commissionPercent: number;
}

/** A line's commissioned base: its paid units at the unit price, less its discount share. */
export function commissionBase(line: SoldLine): number {
  return Math.max(0, line.unitPrice * (line.quantity - line.freeQuantity) - line.discount);
}

/** The commission of a part: the sum of its lines', each rounded on its own. */
export function partCommission(lines: SoldLine[]): number {
  return lines.reduce((sum, line) => sum + commissionOf(commissionBase(line), line.commissionPercent), 0);
}

export interface SaleBreakdown {
  goods: number;
  shipping: number;
  discount: number;
  commission: number;
  /** goods + shipping − discount − commission */
  amount: number;
}

export function saleOf(
  part: { goods: number; shippingCost: number; discount: number },
  lines: SoldLine[],
): SaleBreakdown {
  const commission = partCommission(lines);
  return {
    goods: part.goods,
    shipping: part.shippingCost,
    discount: part.discount,
    commission,
    amount: part.goods + part.shippingCost - part.discount - commission,
  };
}

/**
 * The commission the shop gives back when `refunded` of a part's `paid` total has been refunded in
 * all (this refund included): its commission in proportion, rounded half up. Computed on the running
 * total, so refunds that add up to the whole part give back exactly the whole commission.
 */
export function commissionBack(commission: number, paid: number, refunded: number): number {
  if (paid <= 0 || commission <= 0) return 0;
  const share = Math.min(refunded, paid);
  return Math.floor((2 * commission * share + paid) / (2 * paid));
}
