import { formatPrice, type MoneyFormat } from "../../lib/money.ts";
import type { CartLine, ShippingOption } from "../cart/types.ts";

/** How an order line travels: delivered to the address, or picked up at the store. */
export const SHIPPING_TYPE = { location: 1, pickup: 2 } as const;

/** The price shown beside a delivery option: flat amount, percent of the goods, or free. */
export function optionPrice(
  option: ShippingOption,
  money: MoneyFormat,
  t: (key: string, values?: Record<string, string | number>) => string,
): string {
  if (option.price <= 0) return t("checkout.shipping.free");
  if (option.price_type === 2) return t("checkout.shipping.percent", { percent: option.price });
  return formatPrice(option.price, money);
}

/** The option a store's selected lines currently use ("type:id"), if any. */
export function chosenOption(lines: CartLine[], storeId: number): string | undefined {
  const line = lines.find((l) => l.product.store.id === storeId && l.source);
  return line?.source ? `${line.source.type}:${line.source.id}` : undefined;
}
