import type { Random } from "../random.ts";
import { createFolds } from "./folds.ts";
import { circle, curve, line, rounded, strip, symmetric, type Vertex } from "./geometry.ts";
import type { Drawing, Piece } from "./studio.ts";

/** Hijabs on a head form, shawls over a rail, arm sleeves. */

const FORM = "#e7dccf";
const FORM_EDGE = "#cbbcab";

/** A faceless display bust: head, neck and shoulders. */
function bust(): Piece[] {
  return [
    {
      d: "M200,46C168,46 150,72 152,106C154,140 170,160 186,168L184,206C156,212 118,222 98,246C86,262 82,296 84,336L90,466Q200,480 310,466L316,336C318,296 314,262 302,246C282,222 244,212 216,206L214,168C230,160 246,140 248,106C250,72 232,46 200,46Z",
      fill: FORM,
      edge: true,
    },
    { d: "M90,466Q200,480 310,466L310,474Q200,488 90,474Z", fill: FORM_EDGE },
  ];
}

function edgeTrim(
  kind: "none" | "lace" | "fringe" | "beads",
  path: readonly (readonly [number, number])[],
): { extras: Piece[]; lines: string } {
  const extras: Piece[] = [];
  let lines = "";
  path.forEach(([x, y], i) => {
    if (i % 2) return;
    if (kind === "lace") extras.push({ d: circle(x, y + 3, 4), fill: "second", opacity: 0.9 });
    if (kind === "beads") extras.push({ d: circle(x, y + 2, 2.4), fill: "#f4efe6" });
    if (kind === "fringe")
      lines += line([
        [x, y],
        [x, y + 14],
      ]);
  });
  return { extras, lines };
}

export function drawHijab(random: Random, back: boolean): Drawing {
  const style = random.pick(["instant", "wrap", "khimar", "square"] as const);
  const trim = random.pick(["none", "none", "lace", "fringe", "beads"] as const);
  const cap = random.chance(0.5);
  const length =
    style === "khimar"
      ? 360 + random.int(0, 60)
      : style === "instant"
        ? 300 + random.int(0, 30)
        : 280 + random.int(0, 40);
  const width = style === "khimar" ? 146 + random.int(0, 10) : 124 + random.int(0, 16);
  const folds = createFolds(random.int(1, 1e6));
  const over: Piece[] = [];
  let lines = "";
  const point = style === "square" && back;
  const outline: Vertex[] = [
    [200, 38, 30],
    [248, 56, 40],
    [260, 122, 30],
    [264, 180, 30],
    [200 + width, 246, 70],
    [200 + width + 8, length - 24, 30],
    [200 + width * 0.7, length, 40],
    [200, point ? length + 40 : length + 8, point ? 8 : 30],
  ];
  const body = rounded(symmetric(outline));
  const hem = Array.from({ length: 11 }, (_, i): [number, number] => {
    const u = -1 + i / 5;
    return [200 + u * width * 0.8, length - 4 + (1 - u * u) * 10];
  });
  if (!back) {
    over.push({
      d: "M200,70C178,70 166,92 167,116C168,142 182,160 200,160C218,160 232,142 233,116C234,92 222,70 200,70Z",
      fill: FORM,
      edge: true,
    });
    if (cap) over.push({ d: "M170,92C178,70 222,70 230,92L228,98C218,82 182,82 172,98Z", fill: "second" });
    lines +=
      curve([
        [166, 150],
        [200, 186],
        [234, 150],
      ]) +
      curve([
        [150, 170],
        [200, 214],
        [250, 170],
      ]);
    if (style === "wrap") over.push({ d: strip(252, 168, 134, 286, 34, 58), fill: "fabric" });
    if (style === "square")
      lines += line([
        [224, 170],
        [236, 186],
      ]);
  } else {
    lines += curve([
      [200, 60],
      [204, 160],
      [200, length],
    ]);
  }
  folds.add(200 + width * 0.45, 190, 200 + width * 0.6, length - 10, 4, 22);
  folds.add(200 - width * 0.45, 190, 200 - width * 0.6, length - 10, 4, 22);
  folds.add(200 + width * 0.2, 210, 200 + width * 0.2, length - 6, 3, 14, true);
  folds.add(200 - width * 0.15, 200, 200 - width * 0.25, length - 6, 3, 16);
  const edge = edgeTrim(trim, hem);
  return {
    body,
    under: bust(),
    over,
    folds: folds.list,
    lines: lines + edge.lines,
    extras: [
      ...edge.extras,
      ...(style === "square" && !back ? [{ d: circle(240, 180, 4), fill: "#c9a227" as const }] : []),
    ],
    focus: trim !== "none" ? [200 + width * 0.5, length - 10] : [200, 150],
    ground: 472,
    spread: 170,
  };
}

export function drawShawl(random: Random, back: boolean): Drawing {
  const fringe = random.chance(0.6);
  const border = random.pick([0, 10, 18, 28]);
  const width = 70 + random.int(0, 20);
  const folds = createFolds(random.int(1, 1e6));
  const over: Piece[] = [];
  const extras: Piece[] = [];
  let lines = "";
  if (!back) {
    // Over a wooden rail: the front layer hangs lower than the back one.
    const body = rounded([
      [200 - width - 10, 74, 6],
      [200 + width + 10, 74, 6],
      [200 + width + 16, 420, 4],
      [200 - width + 6, 440, 4],
    ]);
    over.push({
      d: rounded([
        [200 - width - 4, 74, 6],
        [200 + width + 4, 74, 6],
        [200 + width - 6, 330, 8],
        [200 - width - 16, 350, 8],
      ]),
      fill: "fabric",
    });
    if (border) {
      over.push({
        d: `M${200 - width - 16},${350 - border - 4}L${200 + width - 6},${330 - border - 4}L${200 + width - 6},${330 - border + 2}L${200 - width - 16},${350 - border + 2}Z`,
        fill: "second",
      });
      over.push({
        d: `M${200 - width + 6},${440 - border}L${200 + width + 16},${420 - border}L${200 + width + 16},${420 - border + 6}L${200 - width + 6},${440 - border + 6}Z`,
        fill: "second",
      });
    }
    extras.push(
      { d: "M92,64h216a6,6 0 0,1 0,12h-216a6,6 0 0,1 0,-12Z", fill: "#9a7a55" },
      { d: "M196,30h8v36h-8Z", fill: "#8c7f70" },
    );
    for (let i = 0; i < 4; i++) {
      const x = 200 - width + 20 + i * ((width * 2 - 20) / 3);
      folds.add(x, 90, x - 4, 326 - i * 5, 3, 16, false, "over");
      folds.add(x + 12, 110, x + 8, 320 - i * 5, 2, 8, true, "over");
    }
    if (fringe) {
      for (let x = 200 - width + 8; x <= 200 + width + 14; x += 6)
        lines += line([
          [x, 440 - ((x - (200 - width + 6)) * 20) / (width * 2 + 10)],
          [x + 1, 458 - ((x - (200 - width + 6)) * 20) / (width * 2 + 10)],
        ]);
    }
    return {
      body,
      over,
      folds: folds.list,
      lines: lines || undefined,
      extras,
      focus: [200, 360],
      ground: 470,
      spread: 130,
    };
  }
  // Folded flat on a table, in a small stack.
  const body = rounded([
    [110, 150, 10],
    [290, 150, 10],
    [300, 360, 10],
    [100, 360, 10],
  ]);
  for (const [dy, dx] of [
    [236, 0],
    [290, 4],
  ] as const)
    lines += curve([
      [102 + dx, dy],
      [200, dy + 6],
      [298 - dx, dy],
    ]);
  if (border) over.push({ d: `M114,${160 + border}h172v8h-172Z`, fill: "second" });
  if (fringe)
    for (let x = 104; x <= 296; x += 6)
      lines += line([
        [x, 360],
        [x + 1, 378],
      ]);
  folds.add(150, 160, 140, 350, 3, 12);
  folds.add(250, 160, 262, 350, 3, 12, true);
  return { body, over, folds: folds.list, lines, focus: [240, 340], ground: 372, spread: 150 };
}

export function drawSleeves(random: Random, back: boolean): Drawing {
  const cuff = random.pick(["plain", "lace", "ribbed", "thumb"] as const);
  const ruched = random.chance(0.5);
  const folds = createFolds(random.int(1, 1e6));
  const over: Piece[] = [];
  const extras: Piece[] = [];
  let lines = "";
  const sleeve = (x: number, tilt: number): string => {
    const top: Vertex[] = [
      [x - 30, 100, 6],
      [x + 26, 100, 6],
      [x + 18 + tilt, 420, 4],
      [x - 18 + tilt, 420, 4],
    ];
    if (ruched)
      for (let y = 140; y < 400; y += 18)
        lines += curve([
          [x - 24 + ((y - 100) * tilt) / 320, y],
          [x + ((y - 100) * tilt) / 320, y + 5],
          [x + 20 + ((y - 100) * tilt) / 320, y],
        ]);
    folds.add(x - 8, 110, x - 6 + tilt, 410, 3, 10);
    folds.add(x + 10, 110, x + 10 + tilt, 410, 2, 6, true);
    if (cuff === "ribbed")
      for (let i = -14; i <= 14; i += 4)
        lines += line([
          [x + i + tilt, 396],
          [x + i + tilt, 420],
        ]);
    if (cuff === "lace")
      for (let i = -16; i <= 16; i += 8) extras.push({ d: circle(x + i + tilt, 422, 4.5), fill: "second" });
    if (cuff === "thumb")
      extras.push({ d: `M${x + tilt - 6},404a6,4 0 1,0 12,0a6,4 0 1,0 -12,0Z`, fill: "inside" });
    over.push({ d: `M${x - 30},100h56v12h-56Z`, fill: "fabric" });
    return rounded(top);
  };
  const body = back ? sleeve(200, 24) : sleeve(140, -6) + sleeve(262, 8);
  return {
    body,
    over,
    folds: folds.list,
    lines: lines || undefined,
    extras,
    focus: back ? [222, 400] : [268, 400],
    ground: 430,
    spread: 130,
  };
}
