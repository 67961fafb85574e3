import { shade } from "../garments.ts";
import { circle, r1, rounded, transform, type Matrix, type Vertex } from "./geometry.ts";
import type { Piece } from "./studio.ts";

/** Buckles, rings and eyelets: metal with a cast shadow, a dark rim and a bright edge. */

export const METALS = ["#c9a227", "#b8b8b4", "#b08d3a", "#8a8d91", "#a8744a"] as const;
export type Metal = (typeof METALS)[number];

export type BuckleKind = "pin" | "oval" | "plate" | "ring";

/** A shape with a hole: the hole wound the other way, so it stays open. */
function frame(outer: Vertex[], inner: Vertex[]): string {
  return rounded(outer) + rounded([...inner].reverse());
}

/** A metal part: its shadow on what lies below, the metal, its rim and a highlight. */
export function metalPart(d: string, metal: string, m: Matrix, shine?: string): Piece[] {
  const placed = transform(d, m);
  const shadow = transform(d, [m[0], m[1], m[2], m[3], m[4] + 2, m[5] + 3]);
  return [
    { d: shadow, fill: "#000000", opacity: 0.2 },
    { d: placed, fill: metal as `#${string}` },
    { d: placed, fill: shade(metal, -0.45) as `#${string}`, stroke: "line", opacity: 0.8 },
    ...(shine ? [{ d: transform(shine, m), fill: "#ffffff" as const, opacity: 0.55 }] : []),
  ];
}

/** A buckle for a strap `w` wide coming in from the left, its frame around x = 0…, placed by `m`. */
export function buckle(kind: BuckleKind, w: number, metal: string, m: Matrix): Piece[] {
  const h = w / 2 + 5;
  switch (kind) {
    case "pin": {
      const outer: Vertex[] = [
        [-4, -h, 3],
        [w * 0.7, -h, 3],
        [w * 0.7, h, 3],
        [-4, h, 3],
      ];
      const inner: Vertex[] = [
        [2, -h + 5, 1],
        [w * 0.7 - 6, -h + 5, 1],
        [w * 0.7 - 6, h - 5, 1],
        [2, h - 5, 1],
      ];
      return [
        ...metalPart(
          frame(outer, inner),
          metal,
          m,
          `M-2,${r1(-h + 1)}L${r1(w * 0.7 - 2)},${r1(-h + 1)}L${r1(w * 0.7 - 3)},${r1(-h + 2.6)}L-1,${r1(-h + 2.6)}Z`,
        ),
        ...prong(w * 0.7 - 2, metal, m),
      ];
    }
    case "oval": {
      const outer: Vertex[] = [
        [-4, -h, h * 0.5],
        [w * 0.8, -h, h * 0.8],
        [w * 0.8, h, h * 0.8],
        [-4, h, h * 0.5],
      ];
      const inner: Vertex[] = [
        [2, -h + 5, h * 0.35],
        [w * 0.8 - 6, -h + 5, h * 0.6],
        [w * 0.8 - 6, h - 5, h * 0.6],
        [2, h - 5, h * 0.35],
      ];
      return [
        ...metalPart(
          frame(outer, inner),
          metal,
          m,
          `M${r1(w * 0.2)},${r1(-h + 1)}Q${r1(w * 0.7)},${r1(-h + 1)} ${r1(w * 0.76)},${r1(-h * 0.4)}L${r1(w * 0.72)},${r1(-h * 0.45)}Q${r1(w * 0.66)},${r1(-h + 3)} ${r1(w * 0.2)},${r1(-h + 3)}Z`,
        ),
        ...prong(w * 0.8 - 2, metal, m),
      ];
    }
    case "plate": {
      const plate: Vertex[] = [
        [-4, -h - 2, 5],
        [w * 1.1, -h - 2, 5],
        [w * 1.1, h + 2, 5],
        [-4, h + 2, 5],
      ];
      const bevel: Vertex[] = [
        [1, -h + 3, 3],
        [w * 1.1 - 5, -h + 3, 3],
        [w * 1.1 - 5, h - 3, 3],
        [1, h - 3, 3],
      ];
      return [
        ...metalPart(rounded(plate), metal, m),
        { d: transform(rounded(bevel), m), fill: shade(metal, 0.22) as `#${string}` },
        { d: transform(rounded(bevel), m), fill: "shine" },
        {
          d: transform(rounded(bevel), m),
          fill: shade(metal, -0.3) as `#${string}`,
          stroke: "line",
          opacity: 0.5,
        },
      ];
    }
    case "ring":
      return [0, 6].flatMap((dx) =>
        metalPart(
          `M${-2 + dx},${r1(-h)}L${r1(w * 0.25 + dx)},${r1(-h)}A${r1(h)},${r1(h)} 0 0,1 ${r1(w * 0.25 + dx)},${r1(h)}L${-2 + dx},${r1(h)}Z` +
            `M${3 + dx},${r1(h - 4)}L${r1(w * 0.25 + dx)},${r1(h - 4)}A${r1(h - 4)},${r1(h - 4)} 0 0,0 ${r1(w * 0.25 + dx)},${r1(-h + 4)}L${3 + dx},${r1(-h + 4)}Z`,
          metal,
          m,
        ),
      );
  }
}

/** The prong across a pin buckle, resting on its far bar. */
function prong(to: number, metal: string, m: Matrix): Piece[] {
  return metalPart(
    `M-2,-1.8L${r1(to)},-1.2Q${r1(to + 2)},0 ${r1(to)},1.2L-2,1.8Z`,
    metal,
    m,
    `M0,-1.2L${r1(to - 2)},-0.8L${r1(to - 2)},-0.2L0,-0.4Z`,
  );
}

/** Round eyelets (or punched holes when `metal` is null) at the points. */
export function eyelets(
  points: readonly (readonly [number, number])[],
  r: number,
  metal: string | null,
): Piece[] {
  const holes = points.map(([x, y]) => circle(x, y, r * 0.55)).join("");
  if (!metal) return [{ d: holes, fill: "inside" }];
  return [
    { d: points.map(([x, y]) => circle(x, y, r)).join(""), fill: metal as `#${string}` },
    { d: holes, fill: "inside" },
  ];
}
