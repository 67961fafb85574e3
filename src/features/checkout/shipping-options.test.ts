import { describe, expect, it } from "vitest";
import { optionPrice } from "./shipping-options.ts";

const t = (key: string, values: Record<string, string | number> = {}) =>
  key === "checkout.shipping.percent" ? `${values.percent}% of the goods` : "Free";
const option = { type: 1, id: 1, label: "City", address: null, single_price: false };

describe("delivery option prices on the shipping step", () => {
  it("shows a flat price as money, a percent price as a share of the goods, zero as free", () => {
    expect(optionPrice({ ...option, price_type: 1, price: 500 }, {}, t)).toBe("$5.00");
    expect(optionPrice({ ...option, price_type: 2, price: 10 }, {}, t)).toBe("10% of the goods");
    expect(optionPrice({ ...option, price_type: 1, price: 0 }, {}, t)).toBe("Free");
  });
});
