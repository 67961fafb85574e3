import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("./fonts.css", import.meta.url), "utf8");
const localeDir = new URL("../../locales/ar/", import.meta.url);

/** The unicode-range of the Noto Sans Arabic faces, as [from, to] code points. */
function arabicFaceRanges(): [number, number][] {
  const faces = css.split("@font-face").filter((face) => face.includes('"Noto Sans Arabic"'));
  const ranges = faces.map((face) => /unicode-range:([^;]+);/.exec(face)?.[1].trim());
  expect(new Set(ranges).size).toBe(1);
  return ranges[0]!.split(",").map((part) => {
    const [from, to = from] = part.trim().replace("U+", "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

describe("the Arabic faces cut to the Arabic block", () => {
  it("cover every Arabic letter of the shop's Arabic translations", () => {
    const ranges = arabicFaceRanges();
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
