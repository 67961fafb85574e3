import type { Lang } from "../../../i18n/locales.ts";
import type { AddressView } from "../addresses/index.ts";
import { CART_SELECTED } from "../../platform/db/schema/enums.ts";
import { shippingOptionsFor, type ShippingOption } from "../shipping/index.ts";
import { optionForLine, shippingCosts } from "../shipping/index.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import type { CartLineRow } from "./cart.repo.ts";
import { priceLine, type PricedLine } from "./line-math.ts";
import { orderTotal } from "../../../lib/price.ts";

export interface QuotedLine extends PricedLine {
  shipping: ShippingOption | null;
  shippingCost: number;
  /** Can reach the address (or is picked up); null while there is no address. */
  shippable: boolean | null;
}

export interface Quote {
  lines: QuotedLine[];
  /** Delivery options per store of the cart, for the shipping step. */
  options: Map<number, ShippingOption[]>;
  /** Sums over the selected lines. */
  summary: { subtotal: number; bundleSavings: number; shippingCost: number; total: number; count: number };
}

/** Prices, bundle units and shipping of cart lines for an address; totals over selected lines only. */
export async function quoteLines(
  db: DbOrTx,
  rows: CartLineRow[],
  address: Pick<AddressView, "country" | "state"> | null,
  _lang: Lang,
): Promise<Quote> {
  const storeIds = [...new Set(rows.map((r) => r.store_id))];
  const options = await shippingOptionsFor(db, storeIds, address);
  const priced = rows.map(priceLine);
  const shippable = priced.map((p) => ({
    storeId: p.row.store_id,
    goods: p.goods,
    freeShipping: p.row.free_shipping,
    chosen:
      p.row.shipping_type !== null
        ? {
            type: p.row.shipping_type,
            id: (p.row.shipping_type === 2 ? p.row.pickup_point_id : p.row.shipping_place_id) ?? 0,
          }
        : null,
  }));
  const chosen = shippable.map((line) => optionForLine(line, options.get(line.storeId) ?? []));
  const selected = priced.map((p) => p.row.selected === CART_SELECTED.selected);
  // Only selected lines pay shipping, so a single-price rule lands on a line that is checked out.
  const costs = shippingCosts(
    shippable.filter((_, i) => selected[i]),
    chosen.filter((_, i) => selected[i]),
  );
  let next = 0;
  const lines: QuotedLine[] = priced.map((p, i) => ({
    ...p,
    shipping: chosen[i] ?? null,
    shippingCost: selected[i] ? (costs[next++] ?? 0) : 0,
    shippable: address === null && chosen[i]?.type !== 2 ? null : chosen[i] !== null,
  }));
  const picked = lines.filter((l) => l.row.selected === CART_SELECTED.selected);
  const subtotal = picked.reduce((s, l) => s + l.goods, 0);
  const shippingCost = picked.reduce((s, l) => s + l.shippingCost, 0);
  return {
    lines,
    options,
    summary: {
      subtotal,
      bundleSavings: picked.reduce((s, l) => s + l.bundleSavings, 0),
      shippingCost,
      total: orderTotal({ subtotal, shipping_cost: shippingCost }),
      count: rows.reduce((s, r) => s + r.quantity, 0),
    },
  };
}
