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
