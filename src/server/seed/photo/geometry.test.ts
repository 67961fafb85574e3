import { describe, expect, it } from "vitest";
import { band, placement, transform } from "./geometry.ts";

describe("moving a drawn part into the picture", () => {
  it("scales, turns and moves absolute and relative points", () => {
    expect(transform("M0,0L10,0l0,5Z", placement(100, 50, 2, 90))).toBe("M100,50L100,70l-10,0Z");
  });

  it("mirrors an arc by reversing its sweep", () => {
    expect(transform("M0,0a5,5 0 0,1 10,0", placement(20, 0, 1, 0, true))).toBe("M20,0a5,5 -180 0,0 -10,0");
  });

  it("draws a band of the asked width around its centre line", () => {
    expect(
      band(
        [
          [0, 0],
          [10, 0],
        ],
        4,
      ),
    ).toBe("M0,2L10,2L10,-2L0,-2Z");
  });
});
