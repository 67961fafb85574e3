/** One order line as a return's refund reads it. */
export interface ReturnedLine {
  unitPrice: number;
  /** Units bought, of which `freeQuantity` came free with a bundle. */
  quantity: number;
  freeQuantity: number;
  /** The line's share of the order's discount. */
  discount: number;
  /** Units of this line refunded by earlier returns. */
  refundedBefore: number;
  /** Units this return gives back. */
  returned: number;
}

/** What the shopper paid for the line's first `units` units: its paid goods less its discount, pro rata, rounded down. */
function paidFor(line: ReturnedLine, units: number): number {
  const net = Math.max(0, line.unitPrice * (line.quantity - line.freeQuantity) - line.discount);
  return Math.floor((net * units) / line.quantity);
}

/**
 * What a return gives back: each line's paid amount for its returned units (unit price × quantity
 * less the discount share, spread over every unit bought, bundle-free ones included). Counted as
 * "paid for the units returned so far" minus "paid for those refunded before", so returns of one
 * line in several steps never add up to more than the line. Shipping is given back only when the
 * return leaves nothing of the part with the shopper (`wholePart`): a parcel partly kept was shipped.
 */
export function returnRefundAmount(
  lines: ReturnedLine[],
  part: { shippingCost: number; wholePart: boolean },
) {
  const goods = lines.reduce(
    (sum, line) =>
      sum + paidFor(line, line.refundedBefore + line.returned) - paidFor(line, line.refundedBefore),
    0,
  );
  return goods + (part.wholePart ? part.shippingCost : 0);
}
