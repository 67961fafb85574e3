import { describe, expect, it } from "vitest";
import { fromDecimal, toDecimalString } from "./money.ts";

describe("gateway amounts", () => {
  it("writes minor units as the decimal strings gateways expect, per currency", () => {
    expect(toDecimalString(12_345, "USD")).toBe("123.45");
    expect(toDecimalString(5, "EUR")).toBe("0.05");
    expect(toDecimalString(1_500, "JPY")).toBe("1500");
    expect(toDecimalString(1_234, "KWD")).toBe("1.234");
  });

  it("reads gateway decimals back to the same minor units, without float noise", () => {
    expect(fromDecimal("123.45", "USD")).toBe(12_345);
    expect(fromDecimal(0.29, "USD")).toBe(29);
    expect(fromDecimal(12_500.5, "NGN")).toBe(1_250_050);
    expect(fromDecimal("1500", "JPY")).toBe(1_500);
    for (let minor = 0; minor < 2_000; minor += 7)
      expect(fromDecimal(toDecimalString(minor, "ZAR"), "ZAR")).toBe(minor);
  });
});
