import { describe, expect, it } from "vitest";
import { discountPercent, formatPrice, moneyFormatFromSettings } from "./money.ts";

describe("formatPrice", () => {
  it("shows the default $ before the amount with two decimals", () => {
    expect(formatPrice(123450)).toBe("$1,234.50");
  });

  it("puts the symbol after the amount when the position is 2", () => {
    expect(formatPrice(999, { currencyIcon: "€", currencyPosition: 2, decimalFormat: "en-US" })).toBe(
      "9.99€",
    );
  });

  it("puts the symbol before the amount when the position is 1", () => {
    expect(formatPrice(5, { currencyIcon: "₹", currencyPosition: 1, decimalFormat: "en-US" })).toBe("₹0.05");
  });

  it("uses the separators of decimal_format", () => {
    const price = formatPrice(123456, { currencyIcon: "€", currencyPosition: 2, decimalFormat: "de-DE" });
    expect(price).toBe("1.234,56€");
  });

  it("always shows two decimals, rounding nothing away from whole minor units", () => {
    expect(formatPrice(1000, { currencyIcon: "$", currencyPosition: 1, decimalFormat: "en-US" })).toBe(
      "$10.00",
    );
  });

  it("falls back to en-US digits when decimal_format is not a valid locale", () => {
    expect(formatPrice(150, { currencyIcon: "$", currencyPosition: 1, decimalFormat: "not a locale!" })).toBe(
      "$1.50",
    );
  });

  it("falls back to en-US when decimal_format is empty", () => {
    expect(formatPrice(150, { currencyIcon: "$", currencyPosition: 1, decimalFormat: "" })).toBe("$1.50");
  });

  it("uses the currency code through Intl when no symbol is set", () => {
    expect(formatPrice(250, { currency: "EUR", currencyIcon: "", decimalFormat: "en-US" })).toBe("€2.50");
  });

  it("uses USD when neither a symbol nor a currency is set", () => {
    expect(formatPrice(250, { currencyIcon: "", decimalFormat: "en-US" })).toBe("$2.50");
  });

  it("shows 0.00 for a value that is not a number", () => {
    expect(formatPrice(Number.NaN)).toBe("$0.00");
  });
});

describe("moneyFormatFromSettings", () => {
  it("maps the settings fields and keeps position 2", () => {
    expect(
      moneyFormatFromSettings({
        currency: "TRY",
        currency_icon: "₺",
        currencyPosition: 2,
        decimal_format: "tr-TR",
      }),
    ).toEqual({ currency: "TRY", currencyIcon: "₺", currencyPosition: 2, decimalFormat: "tr-TR" });
  });

  it("fills the spec defaults (USD, $, before, en-US) for missing fields", () => {
    expect(moneyFormatFromSettings({})).toEqual({
      currency: "USD",
      currencyIcon: "$",
      currencyPosition: 1,
      decimalFormat: "en-US",
    });
  });
});

describe("discountPercent", () => {
  it("is the integer part of 100 minus the current share of the previous price", () => {
    expect(discountPercent(6667, 10000)).toBe(33);
    expect(discountPercent(7500, 10000)).toBe(25);
  });

  it("truncates instead of rounding", () => {
    expect(discountPercent(1, 3)).toBe(66);
  });

  it("is 0 when the previous price is 0 or missing", () => {
    expect(discountPercent(100, 0)).toBe(0);
    expect(discountPercent(100, Number.NaN)).toBe(0);
  });

  it("is 0 when the price did not go down", () => {
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(120, 100)).toBe(0);
  });

  it("is 0 when the current price is not a number", () => {
    expect(discountPercent(Number.NaN, 100)).toBe(0);
  });

  it("is 100 for a free item", () => {
    expect(discountPercent(0, 100)).toBe(100);
  });
});
