import { PRICE_TYPE, SHIPPING_TYPE } from "../../platform/db/schema/enums.ts";
import type { ShippingOption } from "./shipping.repo.ts";

export interface ShippableLine {
  storeId: number;
  goods: number;
  freeShipping: boolean;
  /** What the shopper chose; null = not chosen yet. */
  chosen: { type: number; id: number } | null;
}

/**
 * The option a line ships with: the chosen one when it still exists for this address, else the
 * cheapest location option (a line is never silently moved to a pickup point). null: cannot ship.
 */
export function optionForLine(line: ShippableLine, options: ShippingOption[]): ShippingOption | null {
  if (line.chosen) {
    const chosen = options.find((o) => o.type === line.chosen?.type && o.id === line.chosen.id);
    if (chosen) return chosen;
  }
  const locations = options.filter((o) => o.type === SHIPPING_TYPE.location);
  if (locations.length === 0) return null;
  return locations.reduce((best, o) => (o.price < best.price ? o : best));
}

function charge(option: ShippingOption, goods: number): number {
  return option.priceType === PRICE_TYPE.percent ? Math.round((goods * option.price) / 100) : option.price;
}

/**
 * Shipping cost of each line (same order as `lines`; null option → 0). Flat rules charge per line;
 * percent rules a percent of the line's goods; a single-price rule charges once per order and store,
 * on its first paying line (a percent single-price rule takes the percent of those lines' goods).
 * Free-shipping products cost nothing.
 */
export function shippingCosts(lines: ShippableLine[], optionOf: (ShippingOption | null)[]): number[] {
  const costs = lines.map(() => 0);
  const singleGroups = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const option = optionOf[index];
    if (!option || line.freeShipping) return;
    if (!option.singlePrice) {
      costs[index] = charge(option, line.goods);
      return;
    }
    const key = `${line.storeId}:${option.ruleId}`;
    singleGroups.set(key, [...(singleGroups.get(key) ?? []), index]);
  });
  for (const indexes of singleGroups.values()) {
    const first = indexes[0] as number;
    const option = optionOf[first] as ShippingOption;
    const goods = indexes.reduce((sum, i) => sum + (lines[i]?.goods ?? 0), 0);
    costs[first] = charge(option, goods);
  }
  return costs;
}
