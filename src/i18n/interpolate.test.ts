import { describe, expect, it } from "vitest";
import { interpolate, translator } from "./interpolate.ts";

describe("filling a UI string's placeholders", () => {
  it("puts each value in its {{name}}, spaces inside the braces allowed", () => {
    expect(interpolate("{{d}}d {{ h }}:{{m}}", { d: 2, h: "05", m: "09" })).toBe("2d 05:09");
  });

  it("leaves a placeholder without a value, and text without placeholders, as they are", () => {
    expect(interpolate("Hello {{name}}", {})).toBe("Hello {{name}}");
    expect(interpolate("{{toString}}", {})).toBe("{{toString}}");
    expect(interpolate("No braces", { name: "x" })).toBe("No braces");
  });

  it("inserts a value literally, even one that looks like a replacement pattern", () => {
    expect(interpolate('Nothing for "{{text}}"', { text: "$& $1 {{text}}" })).toBe(
      'Nothing for "$& $1 {{text}}"',
    );
  });

  it("translates a key of the dictionary, or shows the key when the dictionary lacks it", () => {
    const t = translator({ "cart.items": "{{count}} items" }, "en");
    expect(t("cart.items", { count: 3 })).toBe("3 items");
    expect(t("cart.missing")).toBe("cart.missing");
  });

  it("takes the plural form the language uses for the count", () => {
    const en = translator({ r_one: "{{count}} review", r_other: "{{count}} reviews" }, "en");
    expect([0, 1, 2].map((count) => en("r", { count }))).toEqual(["0 reviews", "1 review", "2 reviews"]);
    const forms = {
      zero: "none",
      one: "one",
      two: "two",
      few: "{{count}} few",
      many: "{{count}} many",
      other: "{{count}} other",
    };
    const ar = translator(
      Object.fromEntries(Object.entries(forms).map(([form, text]) => [`r_${form}`, text])),
      "ar",
    );
    expect([0, 1, 2, 3, 11, 100].map((count) => ar("r", { count }))).toEqual([
      "none",
      "one",
      "two",
      "3 few",
      "11 many",
      "100 other",
    ]);
    // A form the dictionary lacks falls back to "other"; a count given as text picks no form.
    expect(translator({ r_other: "{{count}} reviews" }, "en")("r", { count: 1 })).toBe("1 reviews");
    expect(en("r", { count: "{{count}}" })).toBe("r");
  });
});
