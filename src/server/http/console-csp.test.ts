import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONSOLE_STYLE_HASHES, REACT_ARIA_STYLES } from "./console-csp.ts";

/** The text React Aria builds for a style element: its template literal, trimmed, the attribute name filled in. */
function stylesIn(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const pressable = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
  return [...source.matchAll(/style\.textContent = `([^`]*)`\.trim\(\)/g)].map((m) =>
    m[1]!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, pressable ?? "").trim(),
  );
}

describe("the console page's style hashes", () => {
  it("match, character for character, the style elements the installed React Aria adds", () => {
    const dist = join(dirname(createRequire(import.meta.url).resolve("react-aria")), "..", "private");
    const added = [
      ...stylesIn(join(dist, "interactions/usePress.mjs")),
      ...stylesIn(join(dist, "overlays/usePreventScroll.mjs")),
    ];
    expect(added).toEqual([...REACT_ARIA_STYLES]);
  });

  it("are the sha256 a browser asks for", () => {
    // The value Chromium names in its report of the refused pressable style.
    expect(CONSOLE_STYLE_HASHES[0]).toBe("sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=");
  });
});
