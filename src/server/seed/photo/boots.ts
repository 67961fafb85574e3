import type { Random } from "../random.ts";
import { curve, line, placement, r1, smooth } from "./geometry.ts";
import { buckle, eyelets, METALS } from "./metal.ts";
import { pair, SOLES, type Shoe } from "./shoe-parts.ts";
import type { Drawing, Piece } from "./studio.ts";

/** Boots in profile, toe forward: ankle or tall shaft, zip, laces, elastic gussets or a buckled strap. */

type Closure = "zip" | "laces" | "chelsea" | "strap";

interface BootCut {
  /** Heel height, shaft height, toe length, toe box height, sole thickness (boot units: a foot is ~240 long). */
  heel: number;
  shaft: number;
  length: number;
  toeBox: number;
  sole: number;
  lugs: boolean;
  closure: Closure;
  toeCap: boolean;
  soleColour: string;
  metal: string;
}

function cutOf(random: Random): BootCut {
  const heel = random.pick([8, 18, 30, 42]);
  const lugs = heel < 30 && random.chance(0.5);
  return {
    heel,
    shaft: random.chance(0.35) ? 250 + random.int(0, 40) : 140 + random.int(0, 40),
    length: 236 + random.int(0, 20),
    toeBox: random.pick([40, 46, 52]),
    sole: lugs ? 11 : random.pick([5, 7]),
    lugs,
    closure: random.pick(["zip", "laces", "chelsea", "strap"] as const),
    toeCap: random.chance(0.4),
    soleColour: random.pick(SOLES),
    metal: random.pick(METALS),
  };
}

/** How far the sole is lifted above the floor along the foot: the heel, the arch, then the toe spring. */
function lift(cut: BootCut, x: number): number {
  if (x <= 52) return cut.heel;
  if (x <= 160) return cut.heel * (1 - (x - 52) / 108) ** 1.6;
  if (x <= cut.length - 50) return 0;
  return ((x - cut.length + 50) / 50) ** 2 * 9;
}

/** Ground at y = 0 (up is negative), heel at x = 0, toe at x = length. */
function boot(cut: BootCut, inner: boolean): Shoe {
  const { heel: H, shaft: S, length: L, toeBox: T, sole: t } = cut;
  const sole = cut.soleColour as `#${string}`;
  const xs = [54, 80, 110, 140, 170, 200, L - 40, L - 20, L - 6];
  const soleTop = xs.map((x): [number, number] => [x, -lift(cut, x) - t]);
  const soleBottom = xs.map((x): [number, number] => [x, -lift(cut, x)]).reverse();
  const toeY = -lift(cut, L);
  const outsole =
    curve([[0, -H - t], [30, -H - t], ...soleTop]) +
    `Q${r1(L + 4)},${r1(toeY - t)} ${r1(L - 4)},${r1(toeY + 1)}` +
    curve([...soleBottom, [54, -H]]).replace("M", "L") +
    `L0,${-H}Z`;
  const heelBlock = `M2,${-H - 2}L54,${-H - 2}L${H > 20 ? 48 : 52},0L5,0Z`;
  const behind: Piece[] = [
    { d: heelBlock, fill: sole, edge: true },
    { d: `M5,-3L${H > 20 ? 48.5 : 52},-3L48,0L5,0Z`, fill: "#1f1b18" },
    { d: outsole, fill: sole, edge: true },
    {
      d: line([[4, -H - t + 2.5], ...soleTop.map(([x, y]): [number, number] => [x, y + 2.5])]),
      fill: "#000000",
      stroke: "seam",
      opacity: 0.35,
    },
  ];
  if (H > 12)
    for (let y = -H + 8; y < -4; y += 7)
      behind.push({
        d: line([
          [4, y],
          [50 - (H > 20 ? 4 * (1 + y / H) : 0), y],
        ]),
        fill: "#000000",
        stroke: "line",
        opacity: 0.18,
      });
  if (cut.lugs)
    for (let x = 10; x < L - 20; x += 12)
      behind.push({
        d: line([
          [x, -lift(cut, x) - 0.5],
          [x + 3, -lift(cut, x) - 5],
        ]),
        fill: "#000000",
        stroke: "line",
        opacity: 0.5,
      });
  const front = 110 + (S > 200 ? 8 : 0);
  const upper = smooth([
    [6, -S],
    [6, -S],
    [2, -S * 0.55],
    [-5, -H - 48],
    [-1, -H - t - 4],
    [24, -H - t + 1],
    ...soleTop,
    [L - 4, toeY - t - 4],
    [L + 3, toeY - t - 16],
    [L - 6, -T * 0.95],
    [L - 42, -T - 2],
    [L - 100, -T - 20],
    [front + 16, -T - 58],
    [front, -T - 90],
    [front + 4, -S],
    [front + 4, -S],
  ]);
  const shine: Piece[] = [
    {
      d: `M${L - 78},${-T - 6}Q${L - 30},${-T - 2} ${L - 8},${-T * 0.62}Q${L - 30},${-T + 8} ${L - 78},${-T + 3}Z`,
      fill: "#ffffff",
      opacity: 0.3,
    },
    {
      d: `M${front - 14},${-S + 10}L${front - 6},${-S + 10}L${front + 2},${-T - 70}L${front - 8},${-T - 62}Z`,
      fill: "#ffffff",
      opacity: 0.12,
    },
    { d: `M${-3},${-H - 50}Q${30},${-H - 60} 60,${-H - t}L0,${-H - t}Z`, fill: "shade", opacity: 0.7 },
  ];
  const seams: Piece[] = [
    {
      d: line([[4, -H - t - 5], [30, -H - t - 4], ...soleTop.map(([x, y]): [number, number] => [x, y - 4])]),
      fill: "seam",
      stroke: "seam",
    },
    {
      d: curve([
        [-2, -H - 52],
        [34, -H - 64],
        [66, -H - t - 3],
      ]),
      fill: "seam",
      stroke: "line",
    },
  ];
  if (cut.toeCap)
    seams.push({
      d: curve([
        [L - 62, -t - 4],
        [L - 56, -T + 4],
        [L - 46, -T - 3],
      ]),
      fill: "seam",
      stroke: "line",
    });
  const rim = `M6,${-S}Q${(front + 10) / 2},${-S - 10} ${front + 4},${-S}Q${(front + 10) / 2},${-S + 6} 6,${-S}Z`;
  return {
    behind,
    upper,
    front: [...shine, ...seams, { d: rim, fill: "inside" }, ...closure(cut, front, inner)],
  };
}

function closure(cut: BootCut, front: number, inner: boolean): Piece[] {
  const { shaft: S, toeBox: T, heel: H } = cut;
  switch (cut.closure) {
    case "zip":
      if (!inner)
        return [
          {
            d: line([
              [8, -S + 4],
              [4, -H - 60],
            ]),
            fill: "seam",
            stroke: "line",
            opacity: 0.4,
          },
        ];
      return [
        {
          d: `M${front - 30},${-S + 2}L${front - 22},${-S + 2}L${front - 10},${-T - 46}L${front - 18},${-T - 46}Z`,
          fill: "inside",
        },
        {
          d: line([
            [front - 26, -S + 4],
            [front - 14, -T - 46],
          ]),
          fill: cut.metal as `#${string}`,
          stroke: "seam",
        },
        {
          d: `M${front - 29},${-S + 4}L${front - 21},${-S + 4}L${front - 22},${-S + 22}L${front - 28},${-S + 22}Z`,
          fill: cut.metal as `#${string}`,
          edge: true,
        },
      ];
    case "laces": {
      const holes: [number, number][] = [];
      for (let k = 0; k < 8; k++) {
        const f = k / 7;
        holes.push([front + 8 - f * 14, -T - 60 + f * (T + 60 - S + 14)]);
      }
      let laces = "";
      for (let k = 0; k < holes.length - 1; k++)
        laces += line([holes[k], [holes[k + 1][0] + 10, holes[k + 1][1] + 2]]);
      return [
        {
          d: `M${front - 6},${-S + 4}L${front + 12},${-S - 12}L${front + 18},${-S - 4}L${front + 6},${-S + 14}Z`,
          fill: "second",
          edge: true,
        },
        {
          d: curve([
            [front + 24, -T - 50],
            [front - 2, -T - 100],
            [front - 12, -S + 2],
          ]),
          fill: "seam",
          stroke: "seam",
        },
        ...eyelets(holes, 3.2, cut.metal),
        { d: laces, fill: "second", stroke: "line", opacity: 0.95 },
      ];
    }
    case "chelsea": {
      const g = `M${front - 44},${-S + 1}L${front - 16},${-S + 1}L${front - 28},${-T - 60}Z`;
      return [
        { d: g, fill: "second", edge: true },
        {
          d:
            line([
              [front - 36, -S + 2],
              [front - 29, -T - 64],
            ]) +
            line([
              [front - 24, -S + 2],
              [front - 27, -T - 64],
            ]),
          fill: "#000000",
          stroke: "line",
          opacity: 0.2,
        },
        { d: `M4,${-S + 2}L14,${-S - 24}L26,${-S - 24}L24,${-S + 4}Z`, fill: "second", edge: true },
      ];
    }
    case "strap": {
      const y = -S * 0.62;
      return [
        { d: `M-4,${y - 8}L${front + 8},${y - 12}L${front + 8},${y + 4}L-4,${y + 8}Z`, fill: "fabric" },
        {
          d:
            line([
              [-2, y - 4],
              [front + 6, y - 8],
            ]) +
            line([
              [-2, y + 4],
              [front + 6, y],
            ]),
          fill: "seam",
          stroke: "seam",
        },
        ...buckle(inner ? "oval" : "pin", 16, cut.metal, placement(front - 18, y - 4, 0.8, -2)),
      ];
    }
  }
}

export function drawBoots(random: Random, back: boolean): Drawing {
  const cut = cutOf(random);
  const tall = cut.shaft > 200;
  const ground = tall ? 452 : 420;
  // The back view shows the pair's inner sides, toes to the left.
  const at = (dx: number, dy: number, scale: number) =>
    back ? placement(340 - dx, ground - dy, scale, 0, true) : placement(60 + dx, ground - dy, scale);
  return pair(boot(cut, back), boot(cut, back), at(62, 22, 0.92), at(0, 0, 1), {
    focus: back ? [150, ground - 70] : [250, ground - 70],
    zoom: 2.2,
    ground: ground - 8,
    spread: 170,
  });
}
