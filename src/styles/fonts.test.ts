import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unicodeRanges } from "./font-ranges.ts";

const css = readFileSync(new URL("./fonts.css", import.meta.url), "utf8");
const localeDir = new URL("../../locales/ar/", import.meta.url);

describe("the Arabic faces cut to the Arabic block", () => {
  it("cover every Arabic letter of the shop's Arabic translations", () => {
    const faces = unicodeRanges(css, "Noto Sans Arabic");
    expect(faces).toHaveLength(2);
    expect(faces[1], "the 600 face is cut like the 400 one").toEqual(faces[0]);
    const ranges = faces[0];
    const covered = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);
    const missing = new Set<string>();
    for (const file of readdirSync(localeDir)) {
      for (const char of readFileSync(new URL(file, localeDir), "utf8").match(/\p{Script=Arabic}/gu) ?? []) {
        if (!covered(char.codePointAt(0)!)) missing.add(char);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
