import type { Random } from "../random.ts";
import { band, curve, placement, smooth } from "./geometry.ts";
import { buckle, METALS } from "./metal.ts";
import { pair, SOLES, type Shoe } from "./shoe-parts.ts";
import {
  ABOVE,
  formOf,
  outline,
  project,
  THREE_QUARTER,
  type Form,
  type Point,
  type View,
} from "./shoe-form.ts";
import type { Drawing, Piece } from "./studio.ts";

/** Sandals: a footbed on a sole of some thickness, straps over the foot, sometimes an ankle strap with a buckle. */

type Straps = "slide" | "cross" | "thong" | "gladiator" | "double";

interface SandalCut {
  form: Form;
  straps: Straps;
  ankle: boolean;
  sole: number;
  strapWidth: number;
  soleColour: string;
  footbed: string;
  metal: string;
}

function cutOf(random: Random): SandalCut {
  const straps = random.pick(["slide", "cross", "thong", "gladiator", "double"] as const);
  return {
    form: formOf(236, 86 + random.int(0, 8), random.pick([0, 0.3])),
    straps,
    ankle: straps === "gladiator" || (straps !== "slide" && random.chance(0.5)),
    sole: random.pick([8, 12, 18]),
    strapWidth: straps === "slide" ? 64 : 11 + random.int(0, 5),
    soleColour: random.pick(SOLES),
    footbed: random.pick(["#d9c2a0", "#c49a6c", "#e8dcc6", "#8a5a3a"]),
    metal: random.pick(METALS),
  };
}

/** A strap over the foot from the far edge at `from` to the near edge at `to` (fractions of the length). */
function strap(cut: SandalCut, view: View, from: number, to: number, height: number): Point[] {
  const { form, sole } = cut;
  const L = form.length;
  return Array.from({ length: 9 }, (_, i) => {
    const s = i / 8;
    const x = L * (from + (to - from) * s);
    const y = form.halfWidth(x) * (2 * s - 1) * 1.02;
    return project(view, x, y, sole + height * Math.sin(Math.PI * s) + 2);
  });
}

function sandal(cut: SandalCut, view: View): Shoe {
  const { form, sole } = cut;
  const L = form.length;
  const bed = smooth(outline(form, view, sole));
  const behind: Piece[] = [
    { d: smooth(outline(form, view, 0)), fill: cut.soleColour as `#${string}`, edge: true },
    { d: smooth(outline(form, view, sole * 0.5)), fill: "#000000", opacity: 0.08 },
  ];
  const front: Piece[] = [
    { d: smooth(outline(form, view, sole, 0.9)), fill: "#000000", opacity: 0.06 },
    { d: curve(outline(form, view, sole, 0.93)), fill: "#000000", stroke: "seam", opacity: 0.25 },
    {
      d: smooth([
        project(view, L * 0.78, -10, sole),
        project(view, L * 0.9, -14, sole),
        project(view, L * 0.9, 14, sole),
        project(view, L * 0.78, 10, sole),
      ]),
      fill: "#000000",
      opacity: 0.08,
    },
  ];
  const w = cut.strapWidth * (view.tilt < 1 ? 0.8 : 1);
  const bands: Point[][] = [];
  switch (cut.straps) {
    case "slide":
      bands.push(strap(cut, view, 0.56, 0.6, 20));
      break;
    case "cross":
      bands.push(strap(cut, view, 0.5, 0.72, 26), strap(cut, view, 0.72, 0.5, 26));
      break;
    case "double":
      bands.push(strap(cut, view, 0.48, 0.5, 36), strap(cut, view, 0.7, 0.72, 24));
      break;
    case "thong": {
      const post = project(view, L * 0.84, -4, sole + 10);
      for (const side of [-1, 1]) {
        const x = L * 0.52;
        bands.push([
          post,
          project(view, L * 0.68, side * form.halfWidth(L * 0.68) * 0.6, sole + 26),
          project(view, x, side * form.halfWidth(x), sole + 2),
        ]);
      }
      break;
    }
    case "gladiator":
      for (const f of [0.42, 0.56, 0.7]) bands.push(strap(cut, view, f, f + 0.02, 30 - (f - 0.42) * 30));
      bands.push(strap(cut, view, 0.74, 0.4, 34));
      break;
  }
  for (const b of bands)
    front.push(
      {
        d: band(
          b.map(([x, y]): Point => [x + 2, y + 3]),
          w,
        ),
        fill: "#000000",
        opacity: 0.15,
      },
      { d: band(b, w), fill: "fabric" },
      { d: band(b, w * 0.3).replace(/^/, ""), fill: "#ffffff", opacity: 0.1 },
    );
  if (cut.ankle) {
    const ring = Array.from({ length: 13 }, (_, i) => {
      const a = Math.PI * (0.5 + (i / 12) * 1.9);
      return project(view, L * 0.2 + Math.cos(a) * 34, Math.sin(a) * 36, sole + 40 + Math.cos(a) * 6);
    });
    const back = [
      project(view, 2, 0, sole),
      project(view, 0, 0, sole + 20),
      project(view, L * 0.2 - 34, 0, sole + 40),
    ];
    front.unshift({ d: band(back, w), fill: "fabric" });
    front.push({ d: band(ring, w * 0.8), fill: "fabric" });
    const [bx, by] = ring[9];
    front.push(...buckle("pin", w * 0.8, cut.metal, placement(bx, by, 0.9, view.tilt < 1 ? 10 : -80)));
  }
  return { behind, upper: bed, front };
}

export function drawSandals(random: Random, back: boolean): Drawing {
  const cut = cutOf(random);
  // The footbed is the picture's body (so its colour is the product's colour), the straps lie over it.
  const withBed = (shoe: Shoe): Shoe => ({
    ...shoe,
    front: [{ d: shoe.upper, fill: cut.footbed as `#${string}`, edge: true }, ...shoe.front],
  });
  if (!back)
    return pair(
      withBed(sandal(cut, THREE_QUARTER)),
      withBed(sandal(cut, THREE_QUARTER)),
      placement(96, 300, 1.12),
      placement(44, 380, 1.22),
      {
        focus: [250, 330],
        zoom: 2.2,
        ground: 396,
        spread: 160,
      },
    );
  return pair(
    withBed(sandal(cut, ABOVE)),
    withBed(sandal(cut, ABOVE)),
    placement(258, 400, 1, 0, true),
    placement(142, 400, 1),
    {
      focus: [150, 240],
      zoom: 2.2,
      ground: 408,
      spread: 150,
    },
  );
}
