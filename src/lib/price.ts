import { discountPercent } from "./money.ts";

/** A flash sale entry as far as the price cares: its price, switch and window. */
export interface FlashPriceWindow {
  price: number;
  /** 1 on (public), 2 off; absent means the reader already kept live sales only. */
  status?: number;
  start_time: string | Date;
  end_time: string | Date;
}

/** What decides a unit price (spec §9, BUSINESS-RULES "Prices"); amounts in minor units. */
export interface PriceInput {
  selling: number;
  /** 0 means no offer. */
  offered: number;
  /** The product's flash sale entry, live or not (liveness is checked here). */
  flash?: FlashPriceWindow | null;
  /** True when the product varies by attributes (size, colour …). */
  hasAttributes?: boolean;
  /** The chosen variant's own price; 0 means "the product's price". */
  variantPrice?: number | null;
}

type PriceSource = "variant" | "flash" | "offered" | "selling";

export interface Price {
  /** What the shopper pays for one unit. */
  current: number;
  /** The regular price it is compared with, when it is higher than `current`; else null. */
  previous: number | null;
  /** Whole percent saved, 0 without a saving. */
  discount_percent: number;
  source: PriceSource;
}

const time = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** A flash sale is live while switched on and now is between its start and its end. */
export function isFlashLive(flash: FlashPriceWindow | null | undefined, now: Date = new Date()): boolean {
  if (!flash) return false;
  if (flash.status !== undefined && flash.status !== 1) return false;
  const at = now.getTime();
  return time(flash.start_time) <= at && at < time(flash.end_time);
}

/**
 * THE unit price: the variant's own price when the product has attributes and that price is above 0;
 * else the live flash price; else `offered` when above 0; else `selling`.
 */
export function priceOf(input: PriceInput, now: Date = new Date()): Price {
  const { selling, offered } = input;
  let current: number;
  let source: PriceSource;
  if (input.hasAttributes && input.variantPrice != null && input.variantPrice > 0) {
    current = input.variantPrice;
    source = "variant";
  } else if (input.flash && isFlashLive(input.flash, now)) {
    current = input.flash.price;
    source = "flash";
  } else if (offered > 0) {
    current = offered;
    source = "offered";
  } else {
    current = selling;
    source = "selling";
  }
  const percent = discountPercent(current, selling);
  return {
    current,
    previous: current < selling ? selling : null,
    discount_percent: percent,
    source,
  };
}

/** Just the amount of priceOf, for sums. */
export function unitPrice(input: PriceInput, now: Date = new Date()): number {
  return priceOf(input, now).current;
}

/** A bundle deal: "buy `buy`, get `free` free". */
export interface BundleDeal {
  buy: number;
  free: number;
}

/** "Buy N, get M free", once per line: reaching N units makes M of them free (never more than the line holds). */
export function freeUnits(quantity: number, deal: BundleDeal | null): number {
  if (!deal || deal.buy < 1 || deal.free < 1 || quantity < deal.buy) return 0;
  return Math.min(deal.free, quantity);
}

/** One line's money, in minor units: what its units cost, what the free ones would have, what is paid. */
export interface LineAmounts {
  freeQuantity: number;
  /** unit price × quantity */
  gross: number;
  /** unit price × free units */
  bundleSavings: number;
  /** unit price × (quantity − free units): the line total */
  goods: number;
}

/**
 * THE line amounts: the server's quote and order and the cart and order pages all show these, so the
 * free units, the line total and the order's sums agree to the minor unit.
 */
export function lineAmounts(unitPrice: number, quantity: number, freeQuantity: number): LineAmounts {
  const free = Math.max(0, Math.min(freeQuantity, quantity));
  return {
    freeQuantity: free,
    gross: unitPrice * quantity,
    bundleSavings: unitPrice * free,
    goods: unitPrice * (quantity - free),
  };
}

/** What an order or a cart comes to: its lines' totals (bundle savings already out) plus shipping, less the discount. */
export function orderTotal(amounts: { subtotal: number; shipping_cost: number; discount?: number }): number {
  return Math.max(0, amounts.subtotal + amounts.shipping_cost - (amounts.discount ?? 0));
}

/** The rows of an order summary, in order; `sign` −1 rows are taken off. They add up to the total. */
export interface SummaryRow {
  row: "subtotal" | "bundle" | "shipping" | "discount";
  amount: number;
  sign: 1 | -1;
}

/**
 * The summary as a page shows it: the subtotal is what the units cost before their bundle savings
 * (the lines' quantity × unit price), so taking the savings and the discount off and adding the
 * shipping lands on the total.
 */
export function summaryRows(amounts: {
  subtotal: number;
  bundle_savings: number;
  shipping_cost: number;
  discount?: number;
}): SummaryRow[] {
  const rows: SummaryRow[] = [
    { row: "subtotal", amount: amounts.subtotal + amounts.bundle_savings, sign: 1 },
    { row: "shipping", amount: amounts.shipping_cost, sign: 1 },
  ];
  if (amounts.bundle_savings > 0) rows.push({ row: "bundle", amount: amounts.bundle_savings, sign: -1 });
  if ((amounts.discount ?? 0) > 0) rows.push({ row: "discount", amount: amounts.discount ?? 0, sign: -1 });
  return rows;
}

/**
 * Splits an order's discount over its lines in proportion to their totals (`goods`; null for a line
 * the discount does not apply to), to the minor unit: each line gets its exact share rounded down,
 * and the units left go one each to the lines with the largest fractions (the earlier line on a
 * tie). So the shares add up to the discount and none is a whole unit off its exact share, however
 * many lines share it. Checkout and the demo seed both split with this.
 */
export function splitDiscount(discount: number, goods: (number | null)[]): number[] {
  const base = goods.reduce<number>((sum, g) => sum + (g ?? 0), 0);
  if (base <= 0) return goods.map(() => 0);
  const exact = goods.map((g) => (g === null ? 0 : (discount * g) / base));
  const shares = exact.map(Math.floor);
  const left = discount - shares.reduce((sum, x) => sum + x, 0);
  const byFraction = exact
    .map((share, index) => ({ index, fraction: share - Math.floor(share) }))
    .filter(({ index }) => goods[index] !== null)
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}
