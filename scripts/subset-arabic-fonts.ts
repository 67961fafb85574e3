/**
 * `npm run fonts:arabic`: cuts @fontsource's Noto Sans Arabic (400 and 600) down to the Arabic block
 * and the joiners, into src/styles/fonts/ (committed; fonts.css declares them with the same
 * unicode-range). HarfBuzz's subsetter keeps every glyph the kept letters can be shaped into (initial,
 * medial, final forms, ligatures), so words join as before. Run it again after updating the package.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

/** U+0600–06FF and U+200C–200F, the same as the faces' unicode-range in src/styles/fonts.css. */
const ARABIC_TEXT_RANGES: [number, number][] = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
];

const WEIGHTS = [400, 600];
const OUTPUT = new URL("../src/styles/fonts/", import.meta.url);
const require = createRequire(import.meta.url);

const keptText = ARABIC_TEXT_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join("");

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
