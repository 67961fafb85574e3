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
    const t = translator({ "cart.items": "{{count}} items" });
    expect(t("cart.items", { count: 3 })).toBe("3 items");
    expect(t("cart.missing")).toBe("cart.missing");
  });
});
