/**
 * `npm run fonts:arabic`: cuts @fontsource's Noto Sans Arabic (400 and 600) down to the unicode-range
 * fonts.css declares for them (the Arabic block and the joiners), into src/styles/fonts/ (committed).
 * HarfBuzz's subsetter keeps every glyph the kept letters can be shaped into (initial, medial, final
 * forms, ligatures), so words join as before. Run it again after updating the package.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { unicodeRanges } from "../src/styles/font-ranges.ts";

const WEIGHTS = [400, 600];
const OUTPUT = new URL("../src/styles/fonts/", import.meta.url);
const require = createRequire(import.meta.url);

const [ranges] = unicodeRanges(
  readFileSync(new URL("../src/styles/fonts.css", import.meta.url), "utf8"),
  "Noto Sans Arabic",
);
const keptText = ranges
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join("");

mkdirSync(OUTPUT, { recursive: true });
for (const weight of WEIGHTS) {
  const source = require.resolve(
    `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  const original = readFileSync(source);
  const cut = await subsetFont(original, keptText, { targetFormat: "woff2" });
  const target = new URL(`noto-sans-arabic-${weight}.woff2`, OUTPUT);
  writeFileSync(target, cut);
  console.log(
    `Noto Sans Arabic ${weight}: ${(original.length / 1024).toFixed(1)} KB → ${(cut.length / 1024).toFixed(1)} KB (${target.pathname})`,
  );
}
