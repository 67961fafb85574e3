import { describe, expect, it } from "vitest";
import { parseProductCount, parseSeedArguments, SeedUsageError } from "./arguments.ts";

describe("npm run db:seed arguments", () => {
  it("accept --reset and a product count written as digits, with separators or k/m", () => {
    expect(parseSeedArguments([])).toEqual({ reset: false, products: 0, help: false });
    expect(parseSeedArguments(["--reset", "--products", "10000"])).toEqual({
      reset: true,
      products: 10_000,
      help: false,
    });
    expect(parseSeedArguments(["--products=100k"]).products).toBe(100_000);
    expect(parseProductCount("1m")).toBe(1_000_000);
    expect(parseProductCount("10_000")).toBe(10_000);
    expect(parseProductCount("250,000")).toBe(250_000);
  });

  it("refuse a count that is not a whole number, or out of range, with a message saying what to write", () => {
    expect(() => parseProductCount("abc")).toThrow(/whole number such as 10000/);
    expect(() => parseProductCount("1.5")).toThrow(SeedUsageError);
    expect(() => parseProductCount("-5")).toThrow(SeedUsageError);
    expect(() => parseProductCount("0")).toThrow(/between 1 and/);
    expect(() => parseProductCount("20m")).toThrow(/between 1 and 10,000,000/);
  });

  it("refuse unknown options and a --products without a value", () => {
    expect(() => parseSeedArguments(["--foo"])).toThrow(/Unknown option '--foo'/);
    expect(() => parseSeedArguments(["--products"])).toThrow(SeedUsageError);
    expect(() => parseSeedArguments(["extra"])).toThrow(SeedUsageError);
  });
});
