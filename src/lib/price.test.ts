import { describe, expect, it } from "vitest";
import { freeUnits, isFlashLive, lineAmounts, priceOf, splitDiscount, unitPrice } from "./price.ts";

const now = new Date("2026-05-10T12:00:00Z");
const live = { price: 700, status: 1, start_time: "2026-05-10T00:00:00Z", end_time: "2026-05-11T00:00:00Z" };

describe("the unit price a shopper pays", () => {
  it("is the variant's own price when the product has attributes and that price is above 0", () => {
    const price = priceOf(
      { selling: 1000, offered: 900, flash: live, hasAttributes: true, variantPrice: 950 },
      now,
    );
    expect(price).toEqual({ current: 950, previous: 1000, discount_percent: 5, source: "variant" });
  });

  it("ignores a variant price of 0 (it means the product's price)", () => {
    expect(priceOf({ selling: 1000, offered: 900, hasAttributes: true, variantPrice: 0 }, now).source).toBe(
      "offered",
    );
  });

  it("ignores a variant price when the product has no attributes", () => {
    expect(priceOf({ selling: 1000, offered: 0, hasAttributes: false, variantPrice: 500 }, now).source).toBe(
      "selling",
    );
  });

  it("is the flash price while the flash sale is live", () => {
    expect(priceOf({ selling: 1000, offered: 900, flash: live }, now)).toEqual({
      current: 700,
      previous: 1000,
      discount_percent: 30,
      source: "flash",
    });
  });

  it("does not use a flash sale that has not started yet", () => {
    const early = { ...live, start_time: "2026-05-10T13:00:00Z" };
    expect(unitPrice({ selling: 1000, offered: 900, flash: early }, now)).toBe(900);
  });

  it("does not use a flash sale that has ended or is switched off", () => {
    expect(
      unitPrice({ selling: 1000, offered: 900, flash: { ...live, end_time: "2026-05-10T12:00:00Z" } }, now),
    ).toBe(900);
    expect(unitPrice({ selling: 1000, offered: 900, flash: { ...live, status: 2 } }, now)).toBe(900);
  });

  it("is the offered price when above 0", () => {
    expect(priceOf({ selling: 1000, offered: 750 }, now)).toEqual({
      current: 750,
      previous: 1000,
      discount_percent: 25,
      source: "offered",
    });
  });

  it("is the selling price without offer, flash sale or variant price, with no discount shown", () => {
    expect(priceOf({ selling: 1000, offered: 0, flash: null }, now)).toEqual({
      current: 1000,
      previous: null,
      discount_percent: 0,
      source: "selling",
    });
  });

  it("shows no previous price when the current price is not lower", () => {
    expect(
      priceOf({ selling: 1000, offered: 0, hasAttributes: true, variantPrice: 1200 }, now).previous,
    ).toBeNull();
  });

  it("rounds the discount down to a whole percent", () => {
    expect(priceOf({ selling: 3000, offered: 1999 }, now).discount_percent).toBe(33);
  });
});

describe("flash sale liveness", () => {
  it("is live from its start (inclusive) to its end (exclusive)", () => {
    expect(isFlashLive({ ...live, start_time: now }, now)).toBe(true);
    expect(isFlashLive({ ...live, end_time: now }, now)).toBe(false);
    expect(isFlashLive(null, now)).toBe(false);
  });

  it("treats an entry without status as already filtered to live sales", () => {
    const { status: _status, ...withoutStatus } = live;
    expect(isFlashLive(withoutStatus, now)).toBe(true);
  });
});

describe("bundle deals and discounts on order lines", () => {
  it("makes M units free once the line reaches N (buy 3, get 1), never more than the line holds", () => {
    const deal = { buy: 3, free: 1 };
    expect([2, 3, 7].map((quantity) => freeUnits(quantity, deal))).toEqual([0, 1, 1]);
    expect(freeUnits(1, { buy: 1, free: 2 })).toBe(1);
    expect(lineAmounts(1999, 4, 1)).toEqual({
      freeQuantity: 1,
      gross: 7996,
      bundleSavings: 1999,
      goods: 5997,
    });
  });

  it("splits a discount over the lines it applies to, the shares adding up to it to the minor unit", () => {
    const shares = splitDiscount(1000, [3333, null, 3333, 3334]);
    expect(shares[1]).toBe(0);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(1000);
    expect(shares).toEqual([333, 0, 333, 334]);
  });

  it("keeps every share within one minor unit of its exact share, however many lines share it", () => {
    // Ten equal lines share 9: each one's exact share is 0.9.
    const shares = splitDiscount(9, Array<number>(10).fill(500));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(9);
    for (const share of shares) expect(Math.abs(share - 0.9)).toBeLessThan(1);
    expect(shares).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
  });
});
