import { describe, expect, it } from "vitest";
import { changeLines, shortened, valueText, type ValueWords } from "./audit-values.ts";

const words: ValueWords = {
  language: (code) => ({ en: "English", fr: "French" })[code] ?? code,
  textField: (name) => ({ title: "Title", description: "Description" })[name] ?? name,
  variant: ({ sku, stock, price }) => `${sku}: ${stock} / ${price}`,
  money: (minor) => `$${(minor / 100).toFixed(2)}`,
};

describe("audit values", () => {
  it("lists only the languages and texts that changed", () => {
    const before = {
      en: { title: "Scarf", description: "Warm" },
      fr: { title: "Écharpe", description: "Chaude" },
    };
    const after = {
      en: { title: "Scarf", description: "Warm" },
      fr: { title: "Foulard", description: "Chaude" },
    };
    expect(changeLines("translations", before, after, words)).toEqual([
      { label: "French · Title", before: "Écharpe", after: "Foulard" },
    ]);
  });

  it("leaves out a text that went from nothing to empty", () => {
    const before = { fr: { title: "Écharpe", short_description: null } };
    const after = { fr: { title: "Foulard", short_description: "" } };
    expect(changeLines("translations", before, after, words).map((line) => line.label)).toEqual([
      "French · Title",
    ]);
  });

  it("shows a text per language, such as a picture's alt text, one line per language that changed", () => {
    expect(changeLines("alt", null, { en: "Blue scarf" }, words)).toEqual([
      { label: "English", before: "—", after: "Blue scarf" },
    ]);
    expect(changeLines("alt", { en: "Blue", fr: "Bleu" }, { en: "Blue", fr: "Bleue" }, words)).toEqual([
      { label: "French", before: "Bleu", after: "Bleue" },
    ]);
    expect(changeLines("sku", null, "S-1", words)).toEqual([{ label: null, before: "—", after: "S-1" }]);
  });

  it("shows a language added from nothing as dashes before", () => {
    expect(
      changeLines("translations", { en: { title: "A" } }, { en: { title: "A" }, fr: { title: "B" } }, words),
    ).toEqual([{ label: "French · Title", before: "—", after: "B" }]);
  });

  it("shows variants one per line with stock and price", () => {
    const variants = [
      { id: 1, sku: "S-1", stock: 4, price: 1250, value_ids: [3] },
      { id: 2, sku: "S-2", stock: 0, price: 0, value_ids: [4] },
    ];
    expect(valueText("variants", variants, words)).toBe("S-1: 4 / $12.50\nS-2: 0 / $0.00");
  });

  it("joins lists, names objects and writes attributes as their values", () => {
    expect(valueText("tag_ids", [3, 5], words)).toBe("3, 5");
    expect(valueText("tag_ids", [], words)).toBe("—");
    expect(valueText("store", { id: 2, name: "Souk" }, words)).toBe("Souk");
    expect(valueText("bundle", { buy: 2, free: 1 }, words)).toBe("buy: 2; free: 1");
    expect(valueText("attributes", [{ attribute_id: 7, value_ids: [1, 2], required: true }], words)).toBe(
      "#7: 1, 2",
    );
    expect(valueText("sku", null, words)).toBe("—");
  });

  it("shortens only long text", () => {
    expect(shortened("short")).toBeNull();
    const long = "word ".repeat(40);
    const short = shortened(long) ?? "";
    expect(short.length).toBeLessThanOrEqual(80);
    expect(short.endsWith("…")).toBe(true);
  });
});
