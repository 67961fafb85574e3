import type { Random } from "../random.ts";
import { curve, placement, smooth } from "./geometry.ts";
import { buckle, METALS } from "./metal.ts";
import { pair, SOLES, type Shoe } from "./shoe-parts.ts";
import {
  ABOVE,
  formOf,
  opening,
  outline,
  project,
  THREE_QUARTER,
  type Form,
  type Point,
  type View,
} from "./shoe-form.ts";
import type { Drawing, Piece } from "./studio.ts";

/** Ballet flats, seen three-quarter from above with the opening and insole showing (front), and from above (back). */

type Trim = "bow" | "strap" | "cap" | "plain" | "buckle";

interface FlatCut {
  form: Form;
  trim: Trim;
  heel: number;
  soleColour: string;
  insole: string;
  metal: string;
  piping: boolean;
}

function cutOf(random: Random): FlatCut {
  return {
    form: formOf(236, 84 + random.int(0, 8), random.pick([0, 0.5, 0.9])),
    trim: random.pick(["bow", "bow", "strap", "cap", "plain", "buckle"] as const),
    heel: random.pick([0, 0, 8, 14]),
    soleColour: random.pick(SOLES),
    insole: random.pick(["#e8dcc6", "#d9c2a0", "#c49a6c", "#efe6d2"]),
    metal: random.pick(METALS),
    piping: random.chance(0.5),
  };
}

/** Topline height along the foot: high at the heel counter, lower at the sides, up again at the vamp. */
const topline = (cut: FlatCut) => (x: number) => {
  const f = x / cut.form.length;
  return f < 0.3 ? 40 - f * 40 : f < 0.5 ? 28 : 28 + (f - 0.5) * 20;
};

function flat(cut: FlatCut, view: View): Shoe {
  const { form } = cut;
  const L = form.length;
  const t = 5;
  const P = (x: number, y: number, z: number) => project(view, x, y, z);
  const high = (x: number) =>
    x < L * 0.6 ? topline(cut)(x) : 30 * Math.sqrt(Math.max(0, 1 - ((x - L * 0.6) / (L * 0.4)) ** 2)) + t;
  const xs = Array.from({ length: 15 }, (_, i) => (i / 14) * L);
  const upper = smooth([
    ...xs.map((x) => P(x, -form.halfWidth(x) * 0.9, high(x))),
    ...[...xs].reverse().map((x) => P(x, form.halfWidth(x), t)),
  ]);
  const sole = smooth(outline(form, view, 0));
  const behind: Piece[] = [{ d: sole, fill: cut.soleColour as `#${string}`, edge: true }];
  if (cut.heel)
    behind.unshift({
      d: smooth([P(4, -20, 0), P(44, -22, 0), P(40, 22, -cut.heel), P(8, 20, -cut.heel)]),
      fill: cut.soleColour as `#${string}`,
      edge: true,
    });
  const hole = opening(form, view, L * 0.02, L * 0.6, 0.8, (x) => topline(cut)(x));
  const floor = opening(form, view, L * 0.02, L * 0.6, 0.8, () => t);
  const front: Piece[] = [
    { d: smooth([...hole.far, ...hole.near]), fill: "inside" },
    { d: smooth([...floor.far, ...hole.near]), fill: cut.insole as `#${string}` },
    { d: smooth([...floor.far.slice(2, 8), ...hole.near.slice(6, 11)]), fill: "#000000", opacity: 0.1 },
    { d: curve(hole.near), fill: cut.piping ? "second" : "seam", stroke: "line", opacity: 1 },
    {
      d: curve(xs.slice(1, 14).map((x) => P(x, form.halfWidth(x) * 0.99, t + 4))),
      fill: "seam",
      stroke: "seam",
    },
    {
      d: smooth(
        xs
          .slice(10, 14)
          .flatMap((x, i) => [P(x, -form.halfWidth(x) * 0.2, high(x) - 2 - i)])
          .concat([P(L * 0.8, form.halfWidth(L * 0.8) * 0.3, 18)]),
      ),
      fill: "#ffffff",
      opacity: 0.28,
    },
    {
      d: smooth([
        P(L * 0.02, -2, 40),
        P(L * 0.15, -form.halfWidth(L * 0.15), 34),
        P(L * 0.12, form.halfWidth(L * 0.12), t),
        P(0, 6, t),
      ]),
      fill: "shade",
      opacity: 0.6,
    },
  ];
  const vamp = P(L * 0.6, 0, topline(cut)(L * 0.6) + 1);
  front.push(...trim(cut, view, vamp, hole.near));
  return { behind, upper, front };
}

function trim(cut: FlatCut, view: View, [vx, vy]: Point, near: Point[]): Piece[] {
  const L = cut.form.length;
  switch (cut.trim) {
    case "bow":
      return [
        {
          d: `M${vx},${vy}C${vx - 16},${vy - 14} ${vx - 22},${vy + 4} ${vx - 4},${vy + 4}ZM${vx},${vy}C${vx + 16},${vy - 14} ${vx + 22},${vy + 4} ${vx + 4},${vy + 4}Z`,
          fill: "second",
          edge: true,
        },
        {
          d: `M${vx - 3},${vy - 3}L${vx + 3},${vy - 3}L${vx + 3},${vy + 5}L${vx - 3},${vy + 5}Z`,
          fill: "second",
          edge: true,
        },
        {
          d: `M${vx - 2},${vy + 4}L${vx - 6},${vy + 14}M${vx + 2},${vy + 4}L${vx + 7},${vy + 13}`,
          fill: "second",
          stroke: "line",
          opacity: 1,
        },
      ];
    case "strap": {
      const a = project(view, L * 0.48, -cut.form.halfWidth(L * 0.48) * 0.8, 30);
      const b = project(view, L * 0.5, 0, 36);
      const c = near[5];
      return [
        { d: curve([a, b, c]), fill: "#000000", stroke: "line", opacity: 0.3 },
        { d: curve([a, b, c]), fill: "second", stroke: "line", opacity: 1 },
        {
          d: `M${a[0]},${a[1] - 4}Q${b[0]},${b[1] - 5} ${c[0]},${c[1] - 4}L${c[0]},${c[1] + 4}Q${b[0]},${b[1] + 3} ${a[0]},${a[1] + 3}Z`,
          fill: "fabric",
        },
        ...buckle("pin", 8, cut.metal, placement(c[0] - 2, c[1], 0.9, 100)),
      ];
    }
    case "cap": {
      const xs = [0.8, 0.86, 0.92, 0.97, 1].map((f) => f * L);
      const high = (x: number) => 30 * Math.sqrt(Math.max(0, 1 - ((x - L * 0.6) / (L * 0.4)) ** 2)) + 5;
      return [
        {
          d: smooth([
            ...xs.map((x) => project(view, x, -cut.form.halfWidth(x) * 0.9, high(x))),
            ...[...xs].reverse().map((x) => project(view, x, cut.form.halfWidth(x), 5)),
          ]),
          fill: "second",
          edge: true,
        },
      ];
    }
    case "buckle":
      return buckle("plate", 10, cut.metal, placement(vx - 8, vy + 4, 0.9, 0));
    case "plain":
      return [
        { d: `M${vx - 6},${vy + 2}Q${vx},${vy + 5} ${vx + 6},${vy + 2}`, fill: "seam", stroke: "line" },
      ];
  }
}

export function drawFlats(random: Random, back: boolean): Drawing {
  const cut = cutOf(random);
  if (!back)
    return pair(
      flat(cut, THREE_QUARTER),
      flat(cut, THREE_QUARTER),
      placement(96, 292, 1.12),
      placement(44, 372, 1.22),
      {
        focus: [250, 340],
        zoom: 2.2,
        ground: 392,
        spread: 160,
      },
    );
  // From above, the left shoe is the right one mirrored.
  return pair(flat(cut, ABOVE), flat(cut, ABOVE), placement(258, 400, 1, 0, true), placement(142, 400, 1), {
    focus: [150, 250],
    zoom: 2.2,
    ground: 408,
    spread: 150,
  });
}
