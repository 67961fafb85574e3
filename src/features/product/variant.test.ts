import { describe, expect, it } from "vitest";
import {
  availableStock,
  findInventory,
  missingRequired,
  priceFor,
  quantityProblem,
  timeLeft,
  valueAvailable,
  type BuyableProduct,
} from "./variant.ts";

const now = new Date("2026-01-01T12:00:00Z");
const dress: BuyableProduct = {
  selling: 8000,
  offered: 6000,
  stock: 3,
  flash_sale: null,
  attributes: [
    { id: 1, required: true, values: [{ id: 11 }, { id: 12 }] },
    { id: 2, required: false, values: [{ id: 21 }] },
  ],
  inventories: [
    { id: 100, price: 0, quantity: 3, attribute_value_ids: [11] },
    { id: 101, price: 6500, quantity: 0, attribute_value_ids: [12] },
    { id: 102, price: 7000, quantity: 2, attribute_value_ids: [11, 21] },
  ],
};

describe("choosing a variant on the product page", () => {
  it("asks for every required attribute before buying", () => {
    expect(missingRequired(dress, {})).toBe(true);
    expect(missingRequired(dress, { 2: 21 })).toBe(true);
    expect(missingRequired(dress, { 1: 11 })).toBe(false);
  });

  it("finds the variant of exactly the chosen values", () => {
    expect(findInventory(dress, { 1: 11 })?.id).toBe(100);
    expect(findInventory(dress, { 1: 11, 2: 21 })?.id).toBe(102);
    expect(findInventory(dress, {})).toBeUndefined();
  });

  it("shows the variant's own price, else the product's offered price", () => {
    expect(priceFor(dress, {}, now)).toMatchObject({ current: 6000, previous: 8000, discount_percent: 25 });
    expect(priceFor(dress, { 1: 11 }, now).current).toBe(6000);
    expect(priceFor(dress, { 1: 12 }, now)).toMatchObject({ current: 6500, source: "variant" });
  });

  it("uses the flash price while the sale is live", () => {
    const flash = { price: 5000, start_time: "2026-01-01T00:00:00Z", end_time: "2026-01-02T00:00:00Z" };
    expect(priceFor({ ...dress, attributes: [], inventories: [], flash_sale: flash }, {}, now).current).toBe(
      5000,
    );
  });

  it("counts the stock of the chosen variant, 0 for a combination that does not exist", () => {
    expect(availableStock(dress, {})).toBe(3);
    expect(availableStock(dress, { 1: 12 })).toBe(0);
    expect(availableStock(dress, { 1: 12, 2: 21 })).toBe(0);
    expect(availableStock(dress, { 1: 11, 2: 21 })).toBe(2);
  });

  it("greys out values that no variant in stock offers", () => {
    expect(valueAvailable(dress, {}, 1, 12)).toBe(false);
    expect(valueAvailable(dress, {}, 1, 11)).toBe(true);
  });
});

describe("quantity", () => {
  it("needs at least one item and no more than the stock", () => {
    expect(quantityProblem(0, 3)).toBe("product.qtyMin");
    expect(quantityProblem(4, 3)).toBe("product.qtyMax");
    expect(quantityProblem(3, 3)).toBeNull();
  });
});

describe("flash sale countdown", () => {
  it("splits the time left into days, hours, minutes and seconds and stops at zero", () => {
    expect(timeLeft("2026-01-02T13:01:05Z", now)).toEqual({ done: false, d: 1, h: 1, m: 1, s: 5 });
    expect(timeLeft("2025-12-31T00:00:00Z", now)).toMatchObject({ done: true, d: 0, s: 0 });
  });
});
