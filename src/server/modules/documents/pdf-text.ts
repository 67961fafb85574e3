import bidiFactory from "bidi-js";
import type { Dir } from "../../../i18n/locales.ts";
import { fontFaces, glyphsFor, type Face } from "./pdf-fonts.ts";

const bidi = bidiFactory();

/** A piece of one line in one face and one direction, placed at its x on the page. */
interface Piece {
  text: string;
  face: Face;
  x: number;
  width: number;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export interface TextBox extends TextStyle {
  /** Physical left edge and width of the box on the page. */
  x: number;
  width: number;
  /** Where the line starts in reading order: the right edge in an rtl document. */
  align: "start" | "end";
  dir: Dir;
}

/** The part of PDFKit that text layout uses. */
export interface Pen {
  font(name: string): Pen;
  fontSize(size: number): Pen;
  widthOfString(text: string, options: { features: [] }): number;
  fillColor(color: string): Pen;
  text(
    text: string,
    x: number,
    y: number,
    options: { lineBreak: false; features: []; baseline: "alphabetic" },
  ): Pen;
}

/**
 * Without a feature list PDFKit shapes a text word by word and joins the words in reading order,
 * which puts right-to-left words in the wrong order; with one, the run is shaped whole.
 */
const WHOLE_RUN = { features: [] as [] };

const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const OWN_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * The shaping engine (fontkit, inside PDFKit) lays a run out right to left exactly when its first
 * character with a script of its own is Arabic or Hebrew. A run whose bidi level says otherwise
 * (spaces and brackets between Arabic words, Arabic-Indic digits) is handed over reversed, mirrored
 * when it reads right to left, so that the glyphs still end up in visual order.
 */
function forShaping(text: string, rtl: boolean): string {
  const strong = text.match(OWN_SCRIPT)?.[0];
  const shaperReverses = strong !== undefined && RTL_SCRIPT.test(strong);
  if (shaperReverses === rtl) return text;
  const chars = [...text].reverse();
  return (rtl ? chars.map((c) => bidi.getMirroredCharacter(c) ?? c) : chars).join("");
}

/** One line's pieces in reading order, each with its x from the line's left edge. */
function layoutLine(pen: Pen, line: string, style: TextStyle, dir: Dir): { pieces: Piece[]; width: number } {
  const bidiLevels = bidi.getEmbeddingLevels(line, dir).levels;
  const faces = fontFaces()[style.bold ? "bold" : "regular"];
  // One entry per code point, with the level of its first code unit.
  const chars: string[] = [];
  const charLevels: number[] = [];
  for (let i = 0; i < line.length;) {
    const char = String.fromCodePoint(line.codePointAt(i) ?? 0);
    chars.push(char);
    charLevels.push(bidiLevels[i]);
    i += char.length;
  }
  const runs: { text: string; face: Face; level: number }[] = [];
  glyphsFor(chars, faces).forEach((glyph, i) => {
    if (!glyph) return;
    const last = runs.at(-1);
    if (last && last.face === glyph.face && last.level === charLevels[i]) last.text += glyph.char;
    else runs.push({ text: glyph.char, face: glyph.face, level: charLevels[i] });
  });
  // Unicode bidi rule L2: from the highest level down to the lowest odd one, reverse every stretch
  // of runs at that level or above.
  const visual = [...runs];
  const levels = runs.map((r) => r.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(highest + 1, ...levels) | 1;
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < visual.length;) {
      if (visual[i].level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < visual.length && visual[end].level >= level) end++;
      visual.splice(i, end - i, ...visual.slice(i, end).reverse());
      i = end;
    }
  }
  const placed = new Map<(typeof runs)[number], Piece>();
  let x = 0;
  for (const run of visual) {
    const text = forShaping(run.text, run.level % 2 === 1);
    const width = pen.font(run.face.name).fontSize(style.size).widthOfString(text, WHOLE_RUN);
    placed.set(run, { text, face: run.face, x, width });
    x += width;
  }
  // Drawn in reading order, so that text read back from the PDF comes in that order too.
  return { pieces: runs.map((r) => placed.get(r)!), width: x };
}

function lineWidth(pen: Pen, line: string, style: TextStyle, dir: Dir): number {
  return layoutLine(pen, line, style, dir).width;
}

/**
 * A paragraph reads in the direction of its first letter, as `<bdi>` does in the HTML page: a Latin
 * address in an Arabic document stays left to right, and a phone number stays in its order.
 */
function paragraphDir(paragraph: string): Dir {
  return bidi.getEmbeddingLevels(paragraph, "auto").paragraphs[0].level % 2 === 1 ? "rtl" : "ltr";
}

/** `text` broken at spaces into lines no wider than `width` (a longer word is cut). */
function wrap(pen: Pen, text: string, style: TextStyle, width: number): { line: string; dir: Dir }[] {
  const lines: { line: string; dir: Dir }[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const dir = paragraphDir(paragraph);
    const fits = (candidate: string) => lineWidth(pen, candidate, style, dir) <= width;
    // A word wider than the box is cut where it no longer fits.
    const push = (line: string) => {
      let rest = [...line];
      while (rest.length > 1 && !fits(rest.join(""))) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut).join(""))) cut--;
        lines.push({ line: rest.slice(0, cut).join(""), dir });
        rest = rest.slice(cut);
      }
      lines.push({ line: rest.join(""), dir });
    };
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || fits(candidate)) {
        line = candidate;
      } else {
        push(line);
        line = word;
      }
    }
    push(line);
  }
  return lines;
}

export const lineHeight = (style: TextStyle) => style.size * 1.45;
/** Every face sits on one baseline (their ascents differ, so their tops would not line up). */
const BASELINE = 1.1;

/** The height `text` takes in `box`. */
export function measureText(pen: Pen, text: string, box: TextBox): number {
  return wrap(pen, text, box, box.width).length * lineHeight(box);
}

/** Draws `text` in `box` from `y` down, line by line in its own direction; returns the height used. */
export function drawText(pen: Pen, text: string, box: TextBox, y: number): number {
  const lines = wrap(pen, text, box, box.width);
  pen.fillColor(box.color ?? "#111111");
  lines.forEach(({ line, dir }, index) => {
    const { pieces, width } = layoutLine(pen, line, box, dir);
    const leftAligned = (box.align === "start") === (box.dir === "ltr");
    const left = leftAligned ? box.x : box.x + box.width - width;
    for (const piece of pieces) {
      pen
        .font(piece.face.name)
        .fontSize(box.size)
        .text(piece.text, left + piece.x, y + index * lineHeight(box) + BASELINE * box.size, {
          lineBreak: false,
          baseline: "alphabetic",
          ...WHOLE_RUN,
        });
    }
  });
  return lines.length * lineHeight(box);
}
