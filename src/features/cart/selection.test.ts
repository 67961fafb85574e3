import { describe, expect, it } from "vitest";
import { applySelection, checkoutBlocker, toggleAll, toggleLine } from "./selection.ts";
import type { CartLine } from "./types.ts";

function line(id: number, selected: number, extra: Partial<CartLine> = {}): CartLine {
  return {
    id,
    quantity: 1,
    selected,
    product: {
      id: id * 10,
      title: `P${id}`,
      slug: `p${id}`,
      image: null,
      selling: 1000,
      offered: 0,
      price: 1000,
      stock: 5,
      free_shipping: false,
      store: { id: 1, name: "S", slug: "s" },
      inventory: null,
    },
    bundle_deal: null,
    free_quantity: 0,
    goods: 1000,
    shippable: null,
    shipping_message: null,
    source: null,
    ...extra,
  };
}

describe("ticking cart lines for checkout", () => {
  it("unticking a selected line sends it as unchecked, ticking it again as checked", () => {
    const lines = [line(1, 1), line(2, 1)];
    const off = toggleLine(lines, 1);
    expect(off).toEqual({ checked: [], unchecked: [1], isBundle: false });
    const after = applySelection(lines, off);
    expect(after[0].selected).toBe(2);
    expect(toggleLine(after, 1)).toEqual({ checked: [1], unchecked: [], isBundle: false });
  });

  it("sets the bundle flag when any line has a bundle deal", () => {
    const lines = [line(1, 1), line(2, 2, { bundle_deal: { buy: 2, free: 1 } })];
    expect(toggleLine(lines, 1).isBundle).toBe(true);
  });

  it("select all ticks every line, or unticks all when every line was ticked", () => {
    expect(toggleAll([line(1, 1), line(2, 2)])).toEqual({ checked: [1, 2], unchecked: [], isBundle: false });
    expect(toggleAll([line(1, 1), line(2, 1)])).toEqual({ checked: [], unchecked: [1, 2], isBundle: false });
  });

  it("the shipping step needs a selected line, and every selected line must be shippable", () => {
    expect(checkoutBlocker([line(1, 2)])).toBe("select_product");
    expect(checkoutBlocker([line(1, 1, { shippable: false })])).toBe("cannot_ship");
    expect(checkoutBlocker([line(1, 1, { shippable: null }), line(2, 2, { shippable: false })])).toBeNull();
  });
});
