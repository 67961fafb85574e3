import type { Random } from "../random.ts";
import { band, bandEdges, curve, ellipse, spline, transform, type Matrix } from "./geometry.ts";
import { buckle, eyelets, METALS, type BuckleKind } from "./metal.ts";
import type { Drawing, Piece } from "./studio.ts";

/** A belt laid out in a loose curve on the studio floor (front), rolled up (back). */

type Point = readonly [number, number];

interface BeltCut {
  width: number;
  buckle: BuckleKind;
  woven: boolean;
  metal: string;
  holes: number;
  eyelets: boolean;
  layout: readonly Point[];
}

const LAYOUTS: readonly (readonly Point[])[] = [
  // Horseshoe, buckle top right, tip bottom right.
  [
    [300, 180],
    [200, 176],
    [100, 200],
    [70, 270],
    [110, 330],
    [210, 345],
    [300, 330],
  ],
  // Loose S.
  [
    [320, 150],
    [230, 150],
    [150, 190],
    [170, 260],
    [260, 290],
    [250, 350],
    [150, 370],
    [70, 350],
  ],
  // Open loop, tip crossing under.
  [
    [310, 220],
    [230, 170],
    [130, 170],
    [80, 240],
    [130, 320],
    [240, 330],
    [330, 290],
  ],
];

function cutOf(random: Random): BeltCut {
  const woven = random.chance(0.2);
  return {
    width: 15 + random.int(0, 8),
    buckle: random.pick(
      woven ? (["pin", "oval"] as const) : (["pin", "pin", "oval", "plate", "ring"] as const),
    ),
    woven,
    metal: random.pick(METALS),
    holes: woven ? 0 : random.int(4, 6),
    eyelets: random.chance(0.3),
    layout: random.pick(LAYOUTS).map(([x, y]): Point => [x + random.int(-8, 8), y + random.int(-6, 6)]),
  };
}

const angleOf = ([x0, y0]: Point, [x1, y1]: Point) => (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;

/** The strap: thickness, face, stitching, braid or holes, keeper and buckle, from the buckle end to the tip. */
function strap(cut: BeltCut, centre: Point[], squash = 1): { body: string; under: Piece[]; over: Piece[] } {
  const w = cut.width * squash;
  const n = centre.length;
  const taper = (i: number) => (i < n - 3 ? w : i === n - 1 ? w * 0.35 : i === n - 2 ? w * 0.75 : w * 0.95);
  const face = band(centre, taper);
  const edge = transform(face, [1, 0, 0, 1, 0, 2.5]);
  const over: Piece[] = [];
  const stitched = bandEdges(centre.slice(2, n - 1), w - 7);
  if (cut.woven)
    for (let i = 1; i < n - 2; i++) {
      const { left, right } = bandEdges(centre.slice(i - 1, i + 2), w - 3);
      over.push({
        d: curve([left[1], centre[i + 1], right[1]]),
        fill: "seam",
        stroke: "line",
        opacity: 0.55,
      });
    }
  else over.push({ d: curve(stitched.left) + curve(stitched.right), fill: "seam", stroke: "seam" });
  const shine = bandEdges(centre.slice(1, n - 2), w * 0.5).left;
  over.push({ d: band(shine, w * 0.18), fill: "#ffffff", opacity: 0.12 });
  if (cut.holes) {
    const spots = Array.from({ length: cut.holes }, (_, k) => centre[n - 5 - k * 2]).filter(Boolean);
    over.push(...eyelets(spots, w * 0.13 + 1.5, cut.eyelets ? cut.metal : null));
  }
  const keeper = bandEdges(centre.slice(3, 5), 7);
  over.push({ d: band([centre[3], centre[4]], w + 5), fill: "fabric" });
  over.push({ d: curve(keeper.left), fill: "seam", stroke: "seam" });
  return {
    body: face,
    under: [
      { d: transform(face, [1, 0, 0, 1, 3, 5]), fill: "#000000", opacity: 0.12 },
      { d: edge, fill: "inside", edge: true },
    ],
    over,
  };
}

function buckleAt(cut: BeltCut, centre: Point[], squash = 1): Piece[] {
  const [x, y] = centre[0];
  const t = (angleOf(centre[1], centre[0]) * Math.PI) / 180;
  const m: Matrix = [Math.cos(t), Math.sin(t) * squash, -Math.sin(t), Math.cos(t) * squash, x, y];
  return buckle(cut.buckle, cut.width, cut.metal, m);
}

export function drawBelt(random: Random, back: boolean): Drawing {
  const cut = cutOf(random);
  if (!back) {
    const centre = spline(cut.layout, 6);
    const { body, under, over } = strap(cut, centre);
    const [bx, by] = centre[0];
    // Laid flat, the belt casts only its own shadow (under the strap): no floor shadow.
    return {
      body,
      under,
      over,
      extras: buckleAt(cut, centre),
      focus: [bx - 10, by + 6],
      zoom: 2.4,
      ground: 300,
      spread: 0,
    };
  }
  return rolled(cut);
}

/** Rolled up from the tip, standing on its edge, seen from a little above, the buckle end lying out in front. */
function rolled(cut: BeltCut): Drawing {
  const [cx, cy, r] = [180, 250, 70];
  const ry = r * 0.5;
  const h = cut.width * 1.5;
  const wall = `M${cx - r},${cy}L${cx - r},${cy + h}A${r},${ry} 0 0,0 ${cx + r},${cy + h}L${cx + r},${cy}A${r},${ry} 0 0,1 ${cx - r},${cy}Z`;
  const rings: Piece[] = [0.82, 0.64, 0.46, 0.3].map((k) => ({
    d: ellipse(cx + (1 - k) * 4, cy, r * k, ry * k),
    fill: "seam",
    stroke: "line",
    opacity: 0.6,
  }));
  const tail = spline(
    [
      [cx + r * 0.6, cy + ry * 0.8 + h * 0.55],
      [cx + r + 30, cy + ry + h * 0.9],
      [cx + r + 90, cy + ry + h + 20],
    ],
    4,
  ).reverse();
  const end = strap({ ...cut, holes: 0 }, tail, 0.6);
  return {
    body: wall,
    under: [
      { d: ellipse(cx, cy, r, ry), fill: "inside", edge: true },
      ...rings,
      { d: ellipse(cx + 12, cy, r * 0.16, ry * 0.16), fill: "#000000", opacity: 0.35 },
    ],
    over: [
      {
        d: `M${cx - r + 2},${cy + 4}A${r - 2},${ry - 2} 0 0,0 ${cx + r - 2},${cy + 4}`,
        fill: "seam",
        stroke: "seam",
      },
      {
        d: `M${cx - r + 2},${cy + h - 4}A${r - 2},${ry - 2} 0 0,0 ${cx + r - 2},${cy + h - 4}`,
        fill: "seam",
        stroke: "seam",
      },
      {
        d: `M${cx - r},${cy}L${cx - r},${cy + h}A${r},${ry} 0 0,0 ${cx - r * 0.2},${cy + ry + h}L${cx - r * 0.2},${cy + ry}A${r},${ry} 0 0,1 ${cx - r},${cy}Z`,
        fill: "#ffffff",
        opacity: 0.1,
      },
      ...end.under,
      { d: end.body, fill: "fabric" },
      ...end.over,
    ],
    extras: buckleAt(cut, tail, 0.6),
    focus: [cx + r, cy + ry],
    ground: cy + ry + h,
    spread: r + 70,
  };
}
