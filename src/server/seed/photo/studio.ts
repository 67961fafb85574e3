import { luminance, shade } from "../garments.ts";
import type { Random } from "../random.ts";
import { fabricPattern, lightDefs, type Cloth, type Tones } from "./fabric.ts";
import { ellipse, r1 } from "./geometry.ts";

/** A garment or accessory ready to photograph, in the 400×500 box. */
export interface Drawing {
  /** The cloth outline, filled with the fabric and lit. */
  body: string;
  /** Drawn behind the body: inside of the neck, head form, hanger. */
  under?: Piece[];
  /** Pieces on the body, lit with it: collars, trims, pockets, straps. */
  over?: Piece[];
  /** Shadowed folds (highlights with light: true) on the body, or on the pieces over it. */
  folds?: { d: string; light?: boolean; layer?: "body" | "over" }[];
  /** Creases and edges, solid. */
  lines?: string;
  /** Stitching, dashed. */
  seams?: string;
  /** Buttons, buckles, clasps: drawn last, with their own shine. */
  extras?: Piece[];
  /** Where the close-up looks. */
  focus: readonly [number, number];
  /** Close-up magnification (default 2.6). */
  zoom?: number;
  /** Floor line, for the shadow. */
  ground: number;
  /** Half-width of the floor shadow. */
  spread?: number;
}

/** "shine" and "shade" lay a soft highlight or shadow (brightest or darkest across the piece's middle) over what is below. */
export type Fill = "fabric" | "second" | "inside" | "main" | "seam" | "shine" | "shade" | `#${string}`;

export interface Piece {
  d: string;
  fill: Fill;
  opacity?: number;
  /** Outline it (default true for fabric pieces). */
  edge?: boolean;
  /** Draw it as a line in its fill colour, in its place among the pieces: dashed stitching or a solid crease. */
  stroke?: "seam" | "line";
}

export interface Studio {
  top: string;
  bottom: string;
  fromLeft: boolean;
}

const BACKDROPS: readonly (readonly [string, string])[] = [
  ["#f3eee7", "#e2d9cc"],
  ["#eeeae6", "#d9d3cc"],
  ["#f1ece4", "#ddd2c2"],
  ["#e9ebe8", "#d3d7d2"],
  ["#f4ebe6", "#e3d3ca"],
  ["#ecebef", "#d6d4dc"],
];

/** A calm studio backdrop per design; dark enough behind pale cloth for its outline to read. */
export function drawStudio(random: Random, hex: string): Studio {
  const [top, bottom] = random.pick(BACKDROPS);
  const pale = luminance(hex) > 0.72;
  return {
    top: pale ? shade(top, -0.12) : top,
    bottom: pale ? shade(bottom, -0.14) : bottom,
    fromLeft: random.chance(0.6),
  };
}

function fillOf(fill: Fill, tones: Tones): string {
  switch (fill) {
    case "fabric":
      return "url(#fab)";
    case "second":
      return tones.second;
    case "inside":
      return tones.inside;
    case "main":
      return tones.main;
    case "seam":
      return tones.seam;
    case "shine":
      return "url(#fl)";
    case "shade":
      return "url(#fd)";
    default:
      return fill;
  }
}

function pieces(
  list: readonly Piece[] | undefined,
  tones: Tones,
  stroke: string,
  plain: boolean,
  zoom: number,
): string {
  return (list ?? [])
    .map((p) => {
      if (p.stroke) return strokePiece(p, fillOf(p.fill, tones), zoom);
      if (p.fill === "fabric" && p.edge !== false) return clothPiece(p.d, tones, stroke, plain);
      const edge =
        (p.edge ?? p.fill === "fabric")
          ? ` stroke="${tones.outline}" stroke-width="${stroke}" stroke-linejoin="round"`
          : "";
      // fill-opacity on a lone fill looks the same as opacity and spares the renderer an offscreen layer.
      const opacity = p.opacity === undefined ? "" : ` ${edge ? "opacity" : "fill-opacity"}="${p.opacity}"`;
      return `<path d="${p.d}" fill="${fillOf(p.fill, tones)}"${edge}${opacity}/>`;
    })
    .join("");
}

export type Angle = "front" | "back" | "detail";

/** The photo: backdrop, floor shadow, the drawing lit from one side; the close-up magnifies the front at its focus. */
export function photoSvg(
  drawing: Drawing,
  tones: Tones,
  cloth: Cloth,
  studio: Studio,
  closeUp: boolean,
  width: number,
  height: number,
): string {
  const zoom = closeUp ? (drawing.zoom ?? 2.6) : 1;
  const [fx, fy] = drawing.focus;
  const view = closeUp ? `translate(200,250) scale(${zoom}) translate(${r1(-fx)},${r1(-fy)})` : "";
  const stroke = (2.2 / zoom).toFixed(2);
  const spread = drawing.spread ?? 150;
  // Plain cloth takes the light in its own fill: one paint instead of two.
  const plain = cloth.pattern === "plain";
  const folds = (layer: "body" | "over") =>
    (drawing.folds ?? [])
      .filter((f) => (f.layer ?? "body") === layer)
      .map((f) => `<path d="${f.d}" fill="url(#${f.light ? "fl" : "fd"})"/>`)
      .join("");
  // Gradients and patterns only: filters, radial backdrops and turned patterns are many times slower to render.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 500">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${studio.top}"/><stop offset="1" stop-color="${studio.bottom}"/></linearGradient>` +
    `<linearGradient id="side" x1="${studio.fromLeft ? 0 : 1}" y1="0" x2="${studio.fromLeft ? 1 : 0}" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.05"/></linearGradient>` +
    `<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.2"/><stop offset="0.6" stop-color="#000" stop-opacity="0.07"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    (plain ? "" : fabricPattern(cloth, tones, zoom)) +
    lightDefs(studio.fromLeft, cloth.sheen, plain ? tones.main : null) +
    `</defs><rect width="400" height="500" fill="url(#bg)"/><rect width="400" height="500" fill="url(#side)"/>` +
    `<g${view ? ` transform="${view}"` : ""}>` +
    `<path d="${ellipse(200, drawing.ground, spread, 14)}" fill="url(#floor)"/>` +
    `<path d="${drawing.body}" fill="#000" fill-opacity="0.06" transform="translate(${studio.fromLeft ? 6 : -6},5)"/>` +
    pieces(drawing.under, tones, stroke, plain, zoom) +
    clothPiece(drawing.body, tones, stroke, plain) +
    folds("body") +
    pieces(drawing.over, tones, stroke, plain, zoom) +
    folds("over") +
    (drawing.lines ? strokePiece({ d: drawing.lines, fill: "seam", stroke: "line" }, tones.seam, zoom) : "") +
    (drawing.seams ? strokePiece({ d: drawing.seams, fill: "seam", stroke: "seam" }, tones.seam, zoom) : "") +
    pieces(drawing.extras, tones, (Number(stroke) * 0.6).toFixed(2), plain, zoom) +
    `</g></svg>`
  );
}

/** A piece of the cloth: the fabric, outlined, with the studio light over it. */
function clothPiece(d: string, tones: Tones, stroke: string, plain: boolean): string {
  const edge = `stroke="${tones.outline}" stroke-width="${stroke}" stroke-linejoin="round"`;
  return plain
    ? `<path d="${d}" fill="url(#lit)" ${edge}/>`
    : `<path d="${d}" fill="url(#fab)" ${edge}/><path d="${d}" fill="url(#lit)"/>`;
}

/** A crease (solid) or stitching (dashed) along a path. */
function strokePiece(p: Piece, colour: string, zoom: number): string {
  const opacity = p.opacity ?? (p.stroke === "line" ? 0.7 : 0.9);
  return p.stroke === "line"
    ? `<path d="${p.d}" fill="none" stroke="${colour}" stroke-width="${(1.8 / Math.sqrt(zoom)).toFixed(2)}" stroke-linecap="round" stroke-opacity="${opacity}"/>`
    : `<path d="${p.d}" fill="none" stroke="${colour}" stroke-width="${(1.3 / Math.sqrt(zoom)).toFixed(2)}" stroke-dasharray="3 2.4" stroke-opacity="${opacity}"/>`;
}
