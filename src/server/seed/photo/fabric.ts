import { luminance, shade } from "../garments.ts";
import type { Random } from "../random.ts";

/** The cloth of one product design: its weave or print, drawn in the product's colour and a second tone. */

export const PATTERNS = ["plain", "stripes", "checks", "dots", "herringbone", "print", "pinstripe"] as const;
export type PatternKind = (typeof PATTERNS)[number];

export interface Cloth {
  pattern: PatternKind;
  /** Pattern repeat in picture units. */
  scale: number;
  angle: number;
  /** How the second tone relates to the colour. */
  accent: "contrast" | "tonal" | "ivory" | "gold" | "ink";
  /** Satin-like sheen (stronger highlights) or matte. */
  sheen: number;
}

export function drawCloth(random: Random, plainChance: number): Cloth {
  const pattern = random.chance(plainChance) ? "plain" : random.pick(PATTERNS.slice(1));
  return {
    pattern,
    scale: 10 + random.int(0, 12),
    angle: random.pick([0, 0, 90]),
    accent: random.pick(["contrast", "tonal", "tonal", "ivory", "gold", "ink"] as const),
    sheen: random.pick([0.12, 0.18, 0.26, 0.34]),
  };
}

export interface Tones {
  main: string;
  second: string;
  /** Seams and creases. */
  seam: string;
  /** Inside of the garment (neck, lining). */
  inside: string;
  outline: string;
}

export function tonesOf(hex: string, cloth: Cloth): Tones {
  const light = luminance(hex) > 0.55;
  const second =
    cloth.accent === "contrast"
      ? light
        ? shade(hex, -0.55)
        : shade(hex, 0.6)
      : cloth.accent === "tonal"
        ? shade(hex, light ? -0.22 : 0.28)
        : cloth.accent === "ivory"
          ? luminance(hex) > 0.8
            ? "#8c7355"
            : "#efe6d2"
          : cloth.accent === "gold"
            ? "#c9a227"
            : luminance(hex) < 0.25
              ? "#d8d0c4"
              : "#26221f";
  return {
    main: hex,
    second,
    seam: light ? shade(hex, -0.28) : shade(hex, 0.22),
    inside: shade(hex, -0.42),
    outline: shade(hex, light ? -0.3 : -0.5),
  };
}

/** `<pattern id="fab">` filling the garment: the colour with the motif in the second tone. */
export function fabricPattern(cloth: Cloth, tones: Tones, zoom: number): string {
  const s = cloth.scale;
  const c = tones.second;
  // Turned by swapping the tile's axes: a rotating patternTransform is many times slower to render.
  const turn = cloth.angle === 90;
  const open = (w: number, h: number) =>
    `<pattern id="fab" width="${turn ? h : w}" height="${turn ? w : h}" patternUnits="userSpaceOnUse"><rect width="${turn ? h : w}" height="${turn ? w : h}" fill="${tones.main}"/>${turn ? `<g transform="matrix(0 1 1 0 0 0)">` : "<g>"}`;
  const fine = (1.2 / zoom).toFixed(2);
  switch (cloth.pattern) {
    case "plain":
      return `${open(6, 6)}<path d="M0,1.5h6M0,4.5h6" stroke="#000" stroke-opacity="0.035" stroke-width="${fine}"/></g></pattern>`;
    case "stripes":
      return `${open(s * 2, s * 2)}<rect width="${(s * 0.7).toFixed(1)}" height="${s * 2}" fill="${c}" opacity="0.85"/></g></pattern>`;
    case "pinstripe":
      return `${open(s, s)}<rect width="1.6" height="${s}" fill="${c}" opacity="0.9"/></g></pattern>`;
    case "checks":
      return (
        `${open(s * 2, s * 2)}<rect width="${s}" height="${s * 2}" fill="${c}" opacity="0.35"/>` +
        `<rect width="${s * 2}" height="${s}" fill="${c}" opacity="0.35"/><path d="M${s * 1.5},0v${s * 2}M0,${s * 1.5}h${s * 2}" stroke="${c}" stroke-width="1" opacity="0.7"/></g></pattern>`
      );
    case "dots": {
      const r = (s * 0.16).toFixed(1);
      const dot = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>`;
      return `${open(s, s)}${dot(s / 2, s / 2)}${dot(0, 0)}${dot(s, 0)}${dot(0, s)}${dot(s, s)}</g></pattern>`;
    }
    case "herringbone": {
      const h = Math.max(8, s * 0.7);
      const w = (h * 0.22).toFixed(1);
      return (
        `${open(h * 2, h)}<path d="M0,${h / 2}L${h / 2},0M0,${h}L${h},0M${h / 2},${h}L${h},${h / 2}" stroke="${c}" stroke-width="${w}" opacity="0.42"/>` +
        `<path d="M${h},0L${h * 1.5},${h / 2}M${h},0L${h * 2},${h}M${h * 1.5},0L${h * 2},${h / 2}" stroke="${c}" stroke-width="${w}" opacity="0.3"/></g></pattern>`
      );
    }
    case "print": {
      const p = s * 2.4;
      const petal = (cx: number, cy: number, r: number) =>
        [0, 72, 144, 216, 288]
          .map((a) => {
            const x = cx + Math.cos((a * Math.PI) / 180) * r;
            const y = cy + Math.sin((a * Math.PI) / 180) * r;
            return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(r * 0.75).toFixed(1)}" ry="${(r * 0.45).toFixed(1)}" transform="rotate(${a} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
          })
          .join("");
      return (
        `${open(p, p)}<g fill="${c}" opacity="0.8">${petal(p * 0.28, p * 0.3, p * 0.08)}${petal(p * 0.78, p * 0.76, p * 0.06)}</g>` +
        `<circle cx="${(p * 0.28).toFixed(1)}" cy="${(p * 0.3).toFixed(1)}" r="${(p * 0.04).toFixed(1)}" fill="${tones.main}"/>` +
        `<path d="M${p * 0.5},${p * 0.52}q${p * 0.08},${-p * 0.1} ${p * 0.16},0" fill="none" stroke="${c}" stroke-width="1.4" opacity="0.6"/></g></pattern>`
      );
    }
  }
}

/** Gradients for light and folds: a studio light from one side and above, folds darker in their middle. */
export function lightDefs(fromLeft: boolean, sheen: number, plain: string | null): string {
  const [x1, x2] = fromLeft ? ["40", "360"] : ["360", "40"];
  // Over a pattern, light is a translucent overlay; a plain colour is lit in its own gradient.
  const stops = plain
    ? `<stop offset="0" stop-color="${shade(plain, sheen * 0.9)}"/><stop offset="0.4" stop-color="${plain}"/>` +
      `<stop offset="0.7" stop-color="${shade(plain, -0.08)}"/><stop offset="1" stop-color="${shade(plain, -0.34)}"/>`
    : `<stop offset="0" stop-color="#fff" stop-opacity="${(sheen * 0.9).toFixed(2)}"/><stop offset="0.4" stop-color="#fff" stop-opacity="0"/>` +
      `<stop offset="0.7" stop-color="#000" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0.34"/>`;
  return (
    `<linearGradient id="lit" gradientUnits="userSpaceOnUse" x1="${x1}" y1="60" x2="${x2}" y2="420">${stops}</linearGradient>` +
    `<linearGradient id="fd" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="0.55" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="fl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="#fff" stop-opacity="${(sheen * 1.1).toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`
  );
}
