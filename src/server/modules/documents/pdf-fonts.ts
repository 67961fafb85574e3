import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

/**
 * The PDF's fonts, read from the @fontsource packages (never fetched): Noto Sans in the subsets that
 * cover the five languages, and IBM Plex Sans Arabic, whose shaped letters are whole glyphs (Noto's
 * Arabic draws dots as separate glyphs, which a PDF reader cannot turn back into letters). Each
 * character is drawn with the first face that has a glyph for it.
 */
const SUBSETS = [
  { name: "latin", file: (w: number) => `@fontsource/noto-sans/files/noto-sans-latin-${w}-normal.woff` },
  {
    name: "latin-ext",
    file: (w: number) => `@fontsource/noto-sans/files/noto-sans-latin-ext-${w}-normal.woff`,
  },
  {
    name: "arabic",
    file: (w: number) =>
      `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${w}-normal.woff`,
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

const RTL_LETTER = /^[\p{Script=Arabic}\p{Script=Hebrew}]$/u;

/**
 * PDF readers turn right-to-left text back into reading order glyph by glyph, and so also turn
 * round the letters of a ligature (lam-alef would read alef-lam). A right-to-left ligature's letters
 * are therefore written to the PDF's text map in visual order, to come out right. PDFKit keeps that
 * map per embedded font, filled as text is drawn: this runs once all text is drawn.
 */
export function mapRtlLigaturesVisually(pdf: PDFKit.PDFDocument): void {
  const fonts = (pdf as unknown as { _fontFamilies?: Record<string, { unicode?: number[][] }> })
    ._fontFamilies;
  // A font is listed under its registered name and under its own name: each is turned once.
  for (const font of new Set(Object.values(fonts ?? {}))) {
    font.unicode?.forEach((codePoints, gid, map) => {
      const letters = codePoints.map((cp) => String.fromCodePoint(cp));
      if (letters.length > 1 && letters.every((c) => RTL_LETTER.test(c)))
        map[gid] = [...codePoints].reverse();
    });
  }
}
