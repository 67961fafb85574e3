import type { Random } from "../random.ts";
import { curve, rounded, strip, symmetric, type Vertex } from "./geometry.ts";
import { addRobeDetails } from "./robe-details.ts";
import { cutOf, type RobeKind } from "./robe-cut.ts";
import { createFolds } from "./folds.ts";
import type { Drawing, Piece } from "./studio.ts";

/** Long garments seen on an invisible form: abayas, dresses, tunics, thobes, coats, jilbabs, burkinis. */

export type { RobeKind } from "./robe-cut.ts";

const FORM = "#e7dccf";

/** Draws the design `random` picks for `kind` (the same random draws the same design). */
export function drawRobe(kind: RobeKind, random: Random, back: boolean): Drawing {
  const cut = cutOf(kind, random);
  const folds = createFolds(cut.seed);
  const under: Piece[] = [];
  const over: Piece[] = [];
  const extras: Piece[] = [];
  let lines = "";
  let seams = "";
  const nw = 26;
  const sw = cut.chest + 10;
  const dip = back ? 84 : cut.neck === "v" ? 134 : cut.neck === "lapel" ? 168 : 98;

  // The torso.
  const side: Vertex[] = cut.waist
    ? [
        [200 + cut.chest, 160, 20],
        [200 + cut.waist, 238, 30],
        [200 + cut.waist + 4, 262, 20],
      ]
    : [
        [200 + cut.chest, 160, 20],
        [200 + (cut.chest + cut.flare) / 2 - 2, 300, 60],
      ];
  const hemWaves = Array.from({ length: 4 }, (_, i): Vertex => {
    const u = 1 - (i + 1) / 5;
    return [200 + cut.flare * u, cut.length + (i % 2 === 0 ? 5 : -1) + folds.next() * 3, 14];
  });
  const torso = symmetric([
    [200, dip, 30],
    [200 + nw, 80, 6],
    [200 + sw, 98, 12],
    ...side,
    [200 + cut.flare, cut.length, 6],
    ...hemWaves,
    [200, cut.length + 3, 10],
  ]);
  let body = rounded(torso);

  if (!back && !cut.head) {
    under.push({
      d: `M${200 - nw},81Q200,70 ${200 + nw},81L${200 + nw - 4},${dip - 6}Q200,${dip + 6} ${200 - nw + 4},${dip - 6}Z`,
      fill: "inside",
    });
  }

  // Sleeves (over the torso, so an arm may cross its side).
  const axisX = 200 + sw - 16;
  const a = cut.angle;
  const len = cut.sleeve === "three-quarter" ? 190 : 248;
  const cx = axisX + Math.sin(a) * len;
  const cy = 104 + Math.cos(a) * len;
  const wide =
    cut.sleeve === "bell" ? 84 : cut.sleeve === "cuffed" ? 34 : cut.sleeve === "three-quarter" ? 46 : 42;
  const ox = Math.cos(a);
  const oy = -Math.sin(a);
  if (cut.sleeve === "cape") {
    const wing: Vertex[] = [
      [200 + sw - 8, 96, 8],
      [200 + 166, 150, 40],
      [200 + 160, 300, 50],
      [200 + 140, 318, 20],
      [200 + (cut.chest + cut.flare) / 2 - 4, 292, 20],
      [200 + cut.chest - 2, 170, 20],
    ];
    for (const w of [wing, wing.map(([x, y, r]): Vertex => [400 - x, y, r])])
      over.push({ d: rounded(w), fill: "fabric" });
    const tip = (s: number) =>
      `M${200 + s * 150},${300}Q${200 + s * 100},${250} ${200 + s * (cut.chest + 8)},${220}`;
    lines += tip(1) + tip(-1);
    folds.add(200 + 120, 160, 200 + 130, 296, 4, 18, false, "over");
    folds.add(200 - 120, 160, 200 - 130, 296, 4, 18, false, "over");
  } else if (cut.sleeve !== "none") {
    for (const s of [1, -1]) {
      const X = (x: number) => 200 + s * (x - 200);
      const elbowOut = 1.06;
      const sleeve: Vertex[] = [
        [X(200 + sw + 4), 96, 14],
        [
          X(axisX + Math.sin(a) * len * 0.5 + (ox * 24 + 4) * elbowOut),
          104 + Math.cos(a) * len * 0.5 + oy * 24,
          40,
        ],
        [X(cx + (ox * wide) / 2), cy + (oy * wide) / 2, 4],
        [X(cx - (ox * wide) / 2), cy - (oy * wide) / 2 + (cut.sleeve === "bell" ? 10 : 0), 4],
        [X(200 + cut.chest - 6), 168, 16],
      ];
      over.push({ d: rounded(s === 1 ? sleeve : [...sleeve].reverse()), fill: "fabric" });
      const ex = axisX + Math.sin(a) * len * 0.55;
      const ey = 104 + Math.cos(a) * len * 0.55;
      lines += curve([
        [X(ex - 12), ey - 2],
        [X(ex - 2), ey + 5],
        [X(ex + 10), ey + 1],
      ]);
      lines += curve([
        [X(ex - 8), ey + 14],
        [X(ex + 2), ey + 19],
        [X(ex + 12), ey + 15],
      ]);
      if (cut.sleeve === "cuffed" || cut.trim === "cuffs" || cut.trim === "all") {
        const c0 = 0.88;
        const bx = axisX + Math.sin(a) * len * c0;
        const by = 104 + Math.cos(a) * len * c0;
        over.push({
          d: strip(
            X(bx - (ox * wide) / 2 - 1),
            by - (oy * wide) / 2,
            X(bx + (ox * wide) / 2 + 1),
            by + (oy * wide) / 2,
            len * 0.12,
            len * 0.12,
          ),
          fill: cut.sleeve === "cuffed" && cut.trim !== "cuffs" ? "fabric" : "second",
        });
      }
    }
  }

  // Head and cape (jilbab, burkini).
  if (cut.head) {
    const cape = symmetric([
      [200, 26, 20],
      [246, 40, 30],
      [254, 96, 20],
      [200 + sw + 8, 122, 30],
      [200 + sw + 26, cut.cape - 30, 40],
      [200 + sw, cut.cape, 30],
      [200 + 50, cut.cape + 10, 40],
      [200, cut.cape + 14, 20],
    ]);
    over.push({ d: rounded(cape), fill: "fabric" });
    if (!back) {
      over.push({
        d: `M200,48C176,48 166,70 167,92C168,116 182,130 200,130C218,130 232,116 233,92C234,70 224,48 200,48Z`,
        fill: FORM,
        edge: true,
      });
      lines += `M172,122Q200,150 228,122`;
    } else lines += `M200,30L200,${cut.cape}`;
    folds.add(222, 134, 236, cut.cape, 4, 20, false, "over");
    folds.add(178, 134, 162, cut.cape, 4, 20, false, "over");
    folds.add(256, 140, 272, cut.cape - 14, 3, 14, true, "over");
    if (cut.trim === "hem" || cut.trim === "all")
      over.push({
        d: `M${200 - sw},${cut.cape - 4}Q200,${cut.cape + 26} ${200 + sw},${cut.cape - 4}L${200 + sw},${cut.cape + 2}Q200,${cut.cape + 32} ${200 - sw},${cut.cape + 2}Z`,
        fill: "second",
      });
  }

  // Legs (burkini).
  if (cut.legs) {
    const leg: Vertex[] = [
      [204, cut.length - 30, 4],
      [262, cut.length - 30, 6],
      [258, 462, 4],
      [210, 462, 4],
    ];
    under.push({
      d: rounded(leg) + rounded(leg.map(([x, y, r]): Vertex => [400 - x, y, r])),
      fill: "fabric",
      edge: true,
    });
    under.push({ d: `M212,448h44v14h-44ZM188,448h-44v14h44Z`, fill: "second" });
  }

  const parts = { under, over, extras, folds, lines, seams };
  const wy = addRobeDetails(cut, back, dip, nw, parts);
  lines = parts.lines;
  seams = parts.seams;

  // Folds down the skirt.
  const from = cut.waist ? 262 : 190;
  for (let i = 0; i < cut.folds; i++) {
    const u = -0.8 + (1.6 * (i + 0.5)) / cut.folds + (folds.next() - 0.5) * 0.2;
    const startHalf = cut.waist ?? cut.chest;
    folds.add(
      200 + u * startHalf,
      from + folds.next() * 60,
      200 + u * cut.flare * 1.02,
      cut.length - 4,
      3,
      16 + folds.next() * 14,
    );
    folds.add(
      200 + u * startHalf + 10,
      from + 30 + folds.next() * 60,
      200 + u * cut.flare + 16,
      cut.length - 4,
      2,
      8 + folds.next() * 8,
      true,
    );
  }

  const cuffFocus: [number, number] = [cx - 8, cy - 20];
  const focus: readonly [number, number] =
    cut.detail === "cuff" && cut.sleeve !== "none" && cut.sleeve !== "cape"
      ? cuffFocus
      : cut.detail === "waist" && (cut.waistline !== "none" || cut.head)
        ? [200, cut.head ? cut.cape : wy]
        : cut.detail === "front" && cut.opening !== "none"
          ? [200, Math.min(cut.length - 60, dip + 90)]
          : [200, cut.head ? 110 : dip + 10];
  body = body.trim();
  return {
    body,
    under,
    over,
    folds: folds.list,
    lines: lines || undefined,
    seams: seams || undefined,
    extras,
    focus,
    zoom: 2.5,
    ground: (cut.legs ? 462 : cut.length) + 6,
    spread: Math.max(120, cut.flare + 30),
  };
}
