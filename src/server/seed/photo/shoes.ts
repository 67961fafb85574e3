import type { Random } from "../random.ts";
import { ellipse, rounded, type Vertex } from "./geometry.ts";
import type { Drawing, Piece } from "./studio.ts";

/** Flats, sandals and boots: a pair in profile, then the pair seen from above. */

export type ShoeKind = "flats" | "sandals" | "boots";

const SOLES = ["#2b2622", "#3a302a", "#caa57a", "#efe6d2", "#6b4a33"] as const;
const METALS = ["#c9a227", "#b8b8b4", "#b08d3a"] as const;

interface Cut {
  toe: number;
  heel: number;
  shaft: number;
  sole: string;
  metal: string;
  ornament: "none" | "bow" | "buckle" | "strap" | "tassel" | "zip" | "gusset" | "laces";
  straps: number;
}

function cutOf(kind: ShoeKind, random: Random): Cut {
  const cut: Cut = {
    toe: random.pick([0, 8, 16]),
    heel: kind === "boots" ? random.pick([6, 14, 26]) : random.pick([0, 0, 6, 12]),
    shaft: kind === "boots" ? 90 + random.int(0, 70) : 0,
    sole: random.pick(SOLES),
    metal: random.pick(METALS),
    ornament:
      kind === "flats"
        ? random.pick(["none", "bow", "buckle", "strap", "tassel"] as const)
        : kind === "boots"
          ? random.pick(["zip", "gusset", "laces", "buckle"] as const)
          : random.pick(["none", "buckle", "bow"] as const),
    straps: kind === "sandals" ? random.int(1, 3) : 0,
  };
  return cut;
}

/** One shoe in profile, toe to the right, its sole on y = ground, heel at x. */
function profile(kind: ShoeKind, cut: Cut, x: number, ground: number, scale: number) {
  const h = cut.heel;
  // Local units: x from the heel (0) to the toe (270), y up from the ground.
  // Heights a little exaggerated, as a low camera sees them.
  const tall = kind === "boots" ? 1.1 : 1.45;
  const P = (u: number, v: number) =>
    `${(x + u * scale).toFixed(1)},${(ground - (v + h * (1 - Math.min(u, 120) / 120) * (u < 200 ? 1 : 0)) * scale * tall).toFixed(1)}`;
  const toe = 270 + cut.toe;
  const under: Piece[] = [];
  const over: Piece[] = [];
  const extras: Piece[] = [];
  let lines = "";
  let seams = "";
  const soleThick = kind === "sandals" ? 12 : 6;
  under.push({
    d: `M${P(0, soleThick)}L${P(toe - 10, soleThick - 2)}Q${P(toe + 6, soleThick - 2)} ${P(toe, 0)}L${P(4, 0)}Q${P(-4, 2)} ${P(0, soleThick)}Z`,
    fill: cut.sole as `#${string}`,
    edge: true,
  });
  if (h > 0)
    under.push({
      d: `M${x + 2 * scale},${ground - h * scale}h${40 * scale}l-4,${h * scale}h${-32 * scale}Z`,
      fill: cut.sole as `#${string}`,
      edge: true,
    });
  let body: string;
  if (kind === "sandals") {
    const band = (from: number, to: number, top: number) =>
      `M${P(from, soleThick)}C${P(from + 6, top)} ${P(to - 6, top)} ${P(to, soleThick)}L${P(to - 12, soleThick)}C${P(to - 16, top - 12)} ${P(from + 16, top - 12)} ${P(from + 12, soleThick)}Z`;
    body = band(150, 236, 56);
    if (cut.straps > 1) body += band(90, 150, 64);
    if (cut.straps > 2)
      body += `M${P(4, soleThick)}C${P(0, 60)} ${P(40, 66)} ${P(56, 50)}L${P(50, 42)}C${P(36, 54)} ${P(12, 50)} ${P(14, soleThick)}Z`;
    if (cut.ornament === "buckle")
      extras.push({
        d: `M${P(186, 52)}h${10 * scale}v${10 * scale}h${-10 * scale}Z`,
        fill: cut.metal as `#${string}`,
      });
    if (cut.ornament === "bow")
      over.push({ d: `M${P(193, 50)}l-14,-9v18ZM${P(193, 50)}l14,-9v18Z`, fill: "second" });
  } else {
    const shaft = cut.shaft;
    body =
      kind === "boots"
        ? `M${P(2, soleThick)}C${P(-2, 30)} ${P(6, 60)} ${P(4, 60 + shaft)}L${P(96, 60 + shaft)}C${P(98, 90)} ${P(104, 70)} ${P(130, 56)}C${P(200, 48)} ${P(toe - 30, 44)} ${P(toe - 4, 22)}Q${P(toe + 4, soleThick + 4)} ${P(toe - 6, soleThick)}Z`
        : `M${P(2, soleThick)}C${P(-2, 26)} ${P(4, 42)} ${P(14, 46)}Q${P(80, 30)} ${P(150, 34)}C${P(200, 46)} ${P(toe - 30, 44)} ${P(toe - 4, 22)}Q${P(toe + 4, soleThick + 4)} ${P(toe - 6, soleThick)}Z`;
    if (kind === "flats") {
      over.push({ d: `M${P(14, 46)}Q${P(80, 30)} ${P(150, 34)}Q${P(80, 24)} ${P(18, 38)}Z`, fill: "inside" });
      if (cut.ornament === "bow")
        over.push({
          d: `M${P(176, 40)}l${-16 * scale},-10v22ZM${P(176, 40)}l${16 * scale},-10v22Z`,
          fill: "second",
        });
      if (cut.ornament === "buckle")
        extras.push({
          d: `M${P(168, 46)}h${16 * scale}v${12 * scale}h${-16 * scale}Z`,
          fill: cut.metal as `#${string}`,
        });
      if (cut.ornament === "strap")
        over.push({ d: `M${P(86, 32)}L${P(110, 56)}L${P(122, 54)}L${P(100, 30)}Z`, fill: "fabric" });
      if (cut.ornament === "tassel")
        extras.push({ d: `M${P(166, 42)}l-3,${16 * scale}h8l-3,${-16 * scale}Z`, fill: "second" });
      seams += `M${P(20, soleThick + 4)}Q${P(140, soleThick + 2)} ${P(toe - 12, soleThick + 3)}`;
    } else {
      over.push({
        d: `M${P(4, 60 + shaft)}L${P(96, 60 + shaft)}L${P(94, 52 + shaft)}L${P(6, 52 + shaft)}Z`,
        fill: "inside",
      });
      if (cut.ornament === "gusset")
        over.push({
          d: `M${P(70, 58 + shaft)}L${P(92, 58 + shaft)}L${P(100, 70)}L${P(64, 70)}Z`,
          fill: "second",
        });
      if (cut.ornament === "zip") lines += `M${P(14, 56 + shaft)}L${P(12, 20)}`;
      if (cut.ornament === "laces")
        for (let v = 66; v < 50 + shaft; v += 14) lines += `M${P(92, v)}L${P(112, v + 8)}`;
      if (cut.ornament === "buckle") {
        over.push({
          d: `M${P(2, 40 + shaft * 0.7)}L${P(98, 40 + shaft * 0.7)}L${P(98, 28 + shaft * 0.7)}L${P(2, 28 + shaft * 0.7)}Z`,
          fill: "second",
        });
        extras.push({
          d: `M${P(80, 42 + shaft * 0.7)}h${12 * scale}v${16 * scale}h${-12 * scale}Z`,
          fill: cut.metal as `#${string}`,
        });
      }
      seams += `M${P(8, soleThick + 8)}Q${P(140, soleThick + 6)} ${P(toe - 14, soleThick + 6)}`;
    }
  }
  return { body, under, over, extras, lines, seams };
}

export function drawShoes(kind: ShoeKind, random: Random, back: boolean): Drawing {
  const cut = cutOf(kind, random);
  if (!back) {
    const far = profile(kind, cut, 74, 330, 1.0);
    const near = profile(kind, cut, 36, 410, 1.1);
    const bodyNear = near.body;
    return {
      body: far.body,
      under: far.under,
      over: [
        ...far.over,
        ...near.under,
        ...(bodyNear ? [{ d: bodyNear, fill: "fabric" as const }] : []),
        ...near.over,
      ],
      lines: far.lines + near.lines || undefined,
      seams: far.seams + near.seams || undefined,
      extras: [...far.extras, ...near.extras],
      focus: kind === "boots" ? [140, 330] : [230, 370],
      zoom: 2.2,
      ground: 402,
      spread: 170,
    };
  }
  // From above: two soles, toes up.
  const foot = (cx: number): Vertex[] => [
    [cx - 10, 130 - cut.toe, 30],
    [cx + 40, 190, 40],
    [cx + 34, 300, 40],
    [cx + 30, 400, 30],
    [cx - 30, 400, 30],
    [cx - 42, 260, 40],
    [cx - 40, 170, 30],
  ];
  const soles = rounded(foot(150)) + rounded(foot(260));
  const upper = (cx: number) =>
    kind === "sandals"
      ? `M${cx - 42},220h84v26h-84ZM${cx - 36},320h70v20h-70Z`
      : rounded([
          [cx - 10, 134 - cut.toe, 26],
          [cx + 38, 190, 34],
          [cx + 32, 280, 20],
          [cx - 36, 280, 20],
          [cx - 38, 180, 26],
        ]) +
        (kind === "boots"
          ? rounded([
              [cx - 30, 280, 8],
              [cx + 28, 280, 8],
              [cx + 28, 400, 20],
              [cx - 30, 400, 20],
            ])
          : "");
  return {
    body: upper(150) + upper(260),
    under: [{ d: soles, fill: cut.sole as `#${string}`, edge: true }],
    extras:
      kind === "sandals"
        ? []
        : [{ d: ellipse(150, 330, 24, 46) + ellipse(260, 330, 24, 46), fill: "inside" }],
    focus: [150, 200],
    zoom: 2.2,
    ground: 408,
    spread: 160,
  };
}
