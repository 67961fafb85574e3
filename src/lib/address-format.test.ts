import { describe, expect, it } from "vitest";
import { browserRegion, divisionOf, placeFieldOrder } from "./address-format.ts";

describe("an address written as its country writes it", () => {
  it("calls the first-level division by its country's name for it", () => {
    expect(divisionOf("AE")).toBe("emirate");
    expect(divisionOf("ca")).toBe("province");
    expect(divisionOf("GB")).toBe("county");
    expect(divisionOf("US")).toBe("state");
  });

  it("puts the postcode before the city where the country does", () => {
    expect(placeFieldOrder("FR")).toEqual(["address", "address2", "zipCode", "city", "state"]);
    expect(placeFieldOrder("US")).toEqual(["address", "address2", "city", "state", "zipCode"]);
  });

  it("takes the browser's region, or the one its language implies, among the shop's countries", () => {
    expect(browserRegion(["en-GB", "en"], ["FR", "GB"])).toBe("GB");
    expect(browserRegion(["fr"], ["FR", "GB"])).toBe("FR");
    expect(browserRegion(["de-DE", "tr"], ["TR"])).toBe("TR");
    expect(browserRegion(["x-invalid-!!", "en-US"], ["FR"])).toBeNull();
  });
});
