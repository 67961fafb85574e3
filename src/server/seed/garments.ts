import type { Silhouette } from "./content/categories.ts";

/** Hand-drawn garment silhouettes in a 400×500 box, coloured on demand, and the colour helpers they use. */

interface Shape {
  /** Filled with the garment colour. */
  body: string;
  /** Seams, pleats and folds drawn over the body. */
  lines?: string;
  /** Skin-tone face openings, buckles: [path, fill], drawn over the body. */
  extras?: readonly (readonly [string, string])[];
  /** Soles drawn under the body. */
  under?: readonly (readonly [string, string])[];
  hanger?: boolean;
}

const FACE = "#e8d6c2";
const GOLD = "#c9a227";

const SHAPES: Record<Silhouette, Shape> = {
  abaya: {
    body: "M170,70 Q200,86 230,70 L292,96 L346,300 L318,310 L285,172 L302,462 L98,462 L115,172 L82,310 L54,300 L108,96 Z",
    lines: "M200,84 L200,462 M115,172 L120,300 M285,172 L280,300",
    hanger: true,
  },
  butterfly: {
    body: "M170,70 Q200,86 230,70 L362,150 Q384,262 332,302 L290,252 L306,462 L94,462 L110,252 L68,302 Q16,262 38,150 Z",
    lines: "M200,84 L200,462 M110,252 Q200,270 290,252",
    hanger: true,
  },
  shawl: {
    body: "M128,86 L272,86 L300,104 L296,414 L262,438 L138,438 Z",
    lines:
      "M272,86 L262,438 M160,100 Q150,260 166,430 M200,96 Q212,260 196,434 M236,100 Q226,260 240,432 M146,438 L144,462 M162,438 L160,462 M178,438 L177,462 M194,438 L194,462 M210,438 L211,462 M226,438 L228,462 M242,438 L245,462 M258,438 L262,458",
    hanger: true,
  },
  hijab: {
    body: "M200,70 C140,70 110,120 112,180 C114,232 120,262 88,332 Q200,384 312,332 C280,262 286,232 288,180 C290,120 260,70 200,70 Z",
    lines: "M112,180 Q200,300 288,180 M120,270 Q200,320 280,270",
    extras: [
      [
        "M200,118 C172,118 152,146 152,182 C152,222 174,248 200,248 C226,248 248,222 248,182 C248,146 228,118 200,118 Z",
        FACE,
      ],
    ],
  },
  jilbab: {
    body: "M200,48 C150,48 124,94 128,150 L62,300 L78,462 L322,462 L338,300 L272,150 C276,94 250,48 200,48 Z",
    lines: "M128,150 Q200,230 272,150 M100,300 L110,462 M300,300 L290,462",
    extras: [
      [
        "M200,86 C180,86 164,106 164,134 C164,164 180,184 200,184 C220,184 236,164 236,134 C236,106 220,86 200,86 Z",
        FACE,
      ],
    ],
  },
  dress: {
    body: "M175,70 Q200,82 225,70 L276,90 L322,262 L298,270 L262,152 L256,216 L332,462 L68,462 L144,216 L138,152 L102,270 L78,262 L124,90 Z",
    lines: "M144,216 L256,216 M170,216 L140,462 M230,216 L260,462 M200,216 L200,462",
    hanger: true,
  },
  tunic: {
    body: "M172,70 Q200,84 228,70 L286,92 L336,252 L310,260 L275,162 L286,362 L114,362 L125,162 L90,260 L64,252 L114,92 Z",
    lines: "M200,84 L200,150 M120,322 L114,362 M280,322 L286,362",
    hanger: true,
  },
  skirt: {
    body: "M138,92 L262,92 L264,114 L332,452 Q200,472 68,452 L136,114 Z",
    lines: "M136,114 L264,114 M170,114 L140,458 M200,114 L200,464 M230,114 L260,458",
    hanger: true,
  },
  trousers: {
    body: "M134,80 L266,80 L304,462 L214,462 L200,206 L186,462 L96,462 Z",
    lines: "M134,104 L266,104 M200,104 L200,206 M160,140 L150,462 M240,140 L250,462",
    hanger: true,
  },
  coat: {
    body: "M168,70 L200,110 L232,70 L296,96 L348,300 L320,310 L288,176 L300,430 L100,430 L112,176 L80,310 L52,300 L104,96 Z",
    lines:
      "M168,70 L186,150 L200,110 M232,70 L214,150 L200,110 M200,110 L200,430 M112,260 L288,260 M130,330 L160,330 M240,330 L270,330",
    extras: [
      ["M214,180 a5,5 0 1,0 10,0 a5,5 0 1,0 -10,0 M214,220 a5,5 0 1,0 10,0 a5,5 0 1,0 -10,0", "#2b2622"],
    ],
    hanger: true,
  },
  mat: {
    body: "M96,60 L304,60 L304,450 L96,450 Z",
    lines:
      "M120,420 L120,170 Q120,96 200,84 Q280,96 280,170 L280,420 Z M140,400 L140,180 Q140,118 200,108 Q260,118 260,180 L260,400 M96,60 L96,40 M112,60 L112,40 M128,60 L128,40 M272,60 L272,40 M288,60 L288,40 M304,60 L304,40 M96,450 L96,470 M112,450 L112,470 M128,450 L128,470 M272,450 L272,470 M288,450 L288,470 M304,450 L304,470",
    extras: [["M200,250 l14,14 l-14,14 l-14,-14 Z", GOLD]],
  },
  bag: {
    body: "M104,206 L296,206 L318,430 L82,430 Z",
    lines:
      "M150,206 Q150,108 200,108 Q250,108 250,206 M160,206 Q160,124 200,124 Q240,124 240,206 M104,250 L296,250",
    extras: [["M192,262 h16 v14 h-16 Z", GOLD]],
  },
  belt: {
    body: "M40,228 Q200,206 360,228 L360,268 Q200,246 40,268 Z",
    lines: "M70,236 L70,262 M330,236 L330,262",
    extras: [["M168,212 h64 v72 h-64 Z M180,224 v48 h40 v-48 Z", GOLD]],
  },
  sleeves: {
    body: "M126,110 L176,110 L186,420 L140,420 Z M224,110 L274,110 L260,420 L214,420 Z",
    lines: "M128,140 L177,140 M224,140 L273,140 M140,396 L186,396 M214,396 L260,396",
  },
  flats: {
    body: "M70,312 Q70,272 132,268 L250,282 Q326,282 336,320 Q338,336 306,338 L96,338 Q70,338 70,312 Z M90,402 Q90,366 148,362 L256,374 Q326,374 334,408 Q336,422 306,424 L114,424 Q90,424 90,402 Z",
    extras: [
      [
        "M128,288 Q180,276 226,292 Q180,304 128,288 Z M146,380 Q196,370 238,384 Q196,396 146,380 Z",
        "#2b2622",
      ],
      [
        "M70,330 L336,330 L336,338 L96,342 Q72,340 70,330 Z M90,416 L334,416 L334,424 L114,428 Q92,426 90,416 Z",
        "#3a302a",
      ],
    ],
  },
  sandals: {
    body: "M92,196 Q140,176 202,196 L202,230 Q140,212 94,230 Z M100,300 Q144,284 192,300 L190,326 Q144,310 102,326 Z M212,196 Q260,176 322,196 L322,230 Q260,212 214,230 Z M220,300 Q264,284 312,300 L310,326 Q264,310 222,326 Z",
    under: [
      [
        "M140,120 C104,120 92,168 96,220 C100,280 110,330 106,380 C102,422 120,452 150,452 C178,452 190,422 187,380 C184,330 194,280 198,220 C202,168 178,120 140,120 Z M260,120 C224,120 212,168 216,220 C220,280 230,330 226,380 C222,422 240,452 270,452 C298,452 310,422 307,380 C304,330 314,280 318,220 C322,168 298,120 260,120 Z",
        "#caa57a",
      ],
    ],
  },
  boots: {
    body: "M128,150 L222,150 L228,288 Q302,294 322,332 L324,352 L118,352 L124,300 Z",
    lines: "M222,170 L226,282 M128,180 L222,180",
    extras: [["M118,352 L324,352 L324,366 L118,366 Z M124,366 L166,366 L162,392 L128,392 Z", "#2b2622"]],
  },
  thobe: {
    body: "M172,72 Q200,80 228,72 L290,96 L344,300 L316,310 L284,172 L296,462 L104,462 L116,172 L84,310 L56,300 L110,96 Z",
    lines: "M172,72 L172,90 Q200,98 228,90 L228,72 M200,94 L200,220 M116,380 L284,380",
    extras: [
      [
        "M196,118 a4,4 0 1,0 8,0 a4,4 0 1,0 -8,0 M196,150 a4,4 0 1,0 8,0 a4,4 0 1,0 -8,0 M196,182 a4,4 0 1,0 8,0 a4,4 0 1,0 -8,0",
        "#f4efe6",
      ],
    ],
    hanger: true,
  },
  kufi: {
    body: "M104,320 Q104,176 200,176 Q296,176 296,320 Z",
    lines:
      "M104,290 L296,290 M200,176 L200,290 M150,190 Q136,240 134,290 M250,190 Q264,240 266,290 M120,230 Q200,214 280,230",
  },
  burkini: {
    body: "M200,40 C168,40 150,70 152,104 L120,170 L86,282 L104,288 L126,220 L112,300 L288,300 L274,220 L296,288 L314,282 L280,170 L248,104 C250,70 232,40 200,40 Z M128,300 L196,300 L190,462 L146,462 Z M204,300 L272,300 L254,462 L210,462 Z",
    lines: "M152,104 Q200,150 248,104 M112,300 L288,300",
    extras: [
      [
        "M200,62 C186,62 176,76 176,96 C176,116 186,128 200,128 C214,128 224,116 224,96 C224,76 214,62 200,62 Z",
        FACE,
      ],
    ],
  },
};

/** Lighter (amount > 0) or darker (amount < 0) version of a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const value = (n >> shift) & 255;
    const next = amount < 0 ? value * (1 + amount) : value + (255 - value) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** The garment alone (no background), in the 400×500 box, coloured `hex`. */
export function garmentGroup(silhouette: Silhouette, hex: string, idPrefix: string): string {
  const shape = SHAPES[silhouette];
  const stroke = shade(hex, luminance(hex) > 0.7 ? -0.25 : -0.45);
  const seam = luminance(hex) > 0.5 ? shade(hex, -0.3) : shade(hex, 0.25);
  const hanger = shape.hanger
    ? `<path d="M200,66 L200,48 Q200,30 214,30 Q226,30 226,42" fill="none" stroke="#8c7f70" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M130,88 L200,62 L270,88" fill="none" stroke="#8c7f70" stroke-width="6" stroke-linecap="round"/>`
    : "";
  const extras = (shape.extras ?? []).map(([d, fill]) => `<path d="${d}" fill="${fill}"/>`).join("");
  const under = (shape.under ?? [])
    .map(([d, fill]) => `<path d="${d}" fill="${fill}" stroke="${shade(fill, -0.3)}" stroke-width="2"/>`)
    .join("");
  return (
    `<defs><linearGradient id="${idPrefix}s" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient></defs>` +
    hanger +
    under +
    `<path d="${shape.body}" fill="${hex}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${shape.body}" fill="url(#${idPrefix}s)"/>` +
    (shape.lines
      ? `<path d="${shape.lines}" fill="none" stroke="${seam}" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/>`
      : "") +
    extras
  );
}
