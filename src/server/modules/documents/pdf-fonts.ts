import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * The PDF's fonts, read from the @fontsource packages (never fetched): Noto Sans in the subsets that
 * cover the five languages, and Noto Sans Arabic. Each character is drawn with the first face that
 * has a glyph for it.
 */
const SUBSETS = [
  { name: "latin", file: (w: number) => `@fontsource/noto-sans/files/noto-sans-latin-${w}-normal.woff` },
  {
    name: "latin-ext",
    file: (w: number) => `@fontsource/noto-sans/files/noto-sans-latin-ext-${w}-normal.woff`,
  },
  {
    name: "arabic",
    file: (w: number) => `@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${w}-normal.woff`,
  },
  {
    name: "devanagari",
    file: (w: number) => `@fontsource/noto-sans/files/noto-sans-devanagari-${w}-normal.woff`,
  },
] as const;

export interface Face {
  /** The name the face is registered under in a PDF document. */
  name: string;
  data: Buffer;
  has: (codePoint: number) => boolean;
}

const require = createRequire(import.meta.url);

function loadFaces(weight: 400 | 700): Face[] {
  return SUBSETS.map((subset) => {
    const data = readFileSync(require.resolve(subset.file(weight)));
    const font = fontkit.create(data) as fontkit.Font;
    return { name: `${subset.name}-${weight}`, data, has: (cp) => font.hasGlyphForCodePoint(cp) };
  });
}

let faces: { regular: Face[]; bold: Face[] } | undefined;

/** Both weights' faces, read once per process. */
export function fontFaces(): { regular: Face[]; bold: Face[] } {
  faces ??= { regular: loadFaces(400), bold: loadFaces(700) };
  return faces;
}

const SHARED = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * What to draw for each character, and with which face (null: nothing). Spaces, digits and
 * punctuation stay in the face of the text before them, so that a phrase is shaped as one run.
 */
export function glyphsFor(chars: string[], list: Face[]): ({ char: string; face: Face } | null)[] {
  let previous: Face | undefined;
  return chars.map((original) => {
    // A space no face has (the narrow one in French prices) prints as a plain no-break space.
    const char = /\p{Zs}/u.test(original) && !list.some((f) => f.has(cp(original))) ? "\u00a0" : original;
    const face =
      previous && SHARED.test(char) && previous.has(cp(char)) ? previous : list.find((f) => f.has(cp(char)));
    if (face) {
      previous = face;
      return { char, face };
    }
    // Bidi marks and joiners have done their work in the bidi levels; any other character that no
    // face has shows as a missing-glyph box rather than vanishing.
    return /\p{Cf}/u.test(char) ? null : { char, face: previous ?? list[0] };
  });
}

const cp = (char: string) => char.codePointAt(0) ?? 0;
