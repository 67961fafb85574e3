import { priceOf, type Price } from "../../lib/price.ts";

/** What the buy box needs of a product (a subset of GET product/{id}); money in minor units. */
export interface BuyableProduct {
  selling: number;
  offered: number;
  stock: number;
  flash_sale: { price: number; start_time: string; end_time: string } | null;
  attributes: { id: number; required: boolean; values: { id: number }[] }[];
  inventories: { id: number; price: number; quantity: number; attribute_value_ids: number[] }[];
}

/** attribute id -> chosen value id */
export type Selection = Record<number, number | undefined>;

/** The variant whose values are exactly the chosen ones (unchosen optional attributes ignored). */
export function findInventory(product: BuyableProduct, selection: Selection) {
  const chosen = Object.values(selection).filter((v): v is number => v !== undefined);
  if (product.inventories.length === 0 || chosen.length === 0) return undefined;
  return product.inventories.find(
    (inventory) =>
      chosen.every((v) => inventory.attribute_value_ids.includes(v)) &&
      inventory.attribute_value_ids.length === chosen.length,
  );
}

/** True while a required attribute has no chosen value ('Please select all required attributes.'). */
export function missingRequired(product: BuyableProduct, selection: Selection): boolean {
  return product.attributes.some((a) => a.required && a.values.length > 0 && selection[a.id] === undefined);
}

/** Units that can be bought now: the chosen variant's, else the product's total. */
export function availableStock(product: BuyableProduct, selection: Selection): number {
  const inventory = findInventory(product, selection);
  if (inventory) return inventory.quantity;
  if (product.inventories.length > 0 && Object.values(selection).some((v) => v !== undefined)) return 0;
  return product.stock;
}

/** The unit price for the current choice, through the shop's one price function. */
export function priceFor(product: BuyableProduct, selection: Selection, now = new Date()): Price {
  const inventory = findInventory(product, selection);
  return priceOf(
    {
      selling: product.selling,
      offered: product.offered,
      flash: product.flash_sale,
      hasAttributes: product.attributes.length > 0,
      variantPrice: inventory?.price ?? null,
    },
    now,
  );
}

export type QuantityProblem = "product.qtyMin" | "product.qtyMax" | null;

/** Quantity: at least 1, at most the stock at hand. */
export function quantityProblem(quantity: number, stock: number): QuantityProblem {
  if (!Number.isFinite(quantity) || quantity < 1) return "product.qtyMin";
  if (quantity > stock) return "product.qtyMax";
  return null;
}

/** Whether a value can still be chosen: some variant with it (and the other choices) has stock. */
export function valueAvailable(
  product: BuyableProduct,
  selection: Selection,
  attributeId: number,
  valueId: number,
): boolean {
  if (product.inventories.length === 0) return true;
  const others = Object.entries(selection)
    .filter(([a, v]) => Number(a) !== attributeId && v !== undefined)
    .map(([, v]) => v as number);
  return product.inventories.some(
    (i) =>
      i.quantity > 0 &&
      i.attribute_value_ids.includes(valueId) &&
      others.every((v) => i.attribute_value_ids.includes(v)),
  );
}

/** d/h/m/s left until `end` (never negative). */
export function timeLeft(end: string | Date, now: Date = new Date()) {
  const ms = Math.max(0, (end instanceof Date ? end.getTime() : Date.parse(end)) - now.getTime());
  const s = Math.floor(ms / 1000);
  return {
    done: ms === 0,
    d: Math.floor(s / 86400),
    h: Math.floor((s % 86400) / 3600),
    m: Math.floor((s % 3600) / 60),
    s: s % 60,
  };
}
