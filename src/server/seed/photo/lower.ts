import type { Random } from "../random.ts";
import { createFolds } from "./folds.ts";
import { circle, line, rounded, strip, symmetric, type Vertex } from "./geometry.ts";
import type { Drawing, Piece } from "./studio.ts";

/** Skirts and trousers, seen on an invisible form. */

export function drawSkirt(random: Random, back: boolean): Drawing {
  const style = random.pick(["a-line", "pleated", "tiered", "straight", "wrap"] as const);
  const length = random.pick([452, 452, 420, 440]);
  const waist = 56 + random.int(0, 8);
  const hem =
    style === "straight"
      ? 86 + random.int(0, 10)
      : style === "a-line" || style === "wrap"
        ? 116 + random.int(0, 20)
        : 134 + random.int(0, 14);
  const band = random.pick(["plain", "elastic", "belt", "tie"] as const);
  const front = random.pick(["none", "buttons", "pockets", "slit"] as const);
  const folds = createFolds(random.int(1, 1e6));
  const over: Piece[] = [];
  const extras: Piece[] = [];
  let lines = "";
  let seams = "";
  const waves: Vertex[] = Array.from({ length: 5 }, (_, i) => [
    200 + hem * (1 - (i + 1) / 6),
    length + (i % 2 ? -1 : 5),
    14,
  ]);
  const body = rounded(
    symmetric([
      [200, 104, 4],
      [200 + waist + 2, 104, 4],
      [200 + waist + 14, 170, 50],
      [200 + hem, length, 6],
      ...waves,
      [200, length + 3, 10],
    ]),
  );
  over.push({
    d: `M${200 - waist},84h${waist * 2}l2,22h${-waist * 2 - 4}Z`,
    fill: band === "belt" ? "second" : "fabric",
  });
  if (band === "elastic")
    for (let x = 200 - waist + 6; x < 200 + waist; x += 7)
      lines += line([
        [x, 88],
        [x + 1, 102],
      ]);
  else
    seams +=
      line([
        [200 - waist + 2, 88],
        [200 + waist - 2, 88],
      ]) +
      line([
        [200 - waist + 1, 102],
        [200 + waist - 1, 102],
      ]);
  if (band === "belt") extras.push({ d: `M190,80h20v30h-20ZM195,86v18h10v-18Z`, fill: "#b08d3a" });
  if (band === "tie" && !back) {
    over.push(
      { d: strip(196, 96, 182, 190, 9, 7), fill: "fabric" },
      { d: strip(204, 96, 212, 176, 9, 7), fill: "fabric" },
    );
    over.push({ d: circle(200, 96, 9), fill: "fabric" });
  }
  if (style === "pleated") {
    for (let i = 0; i < 14; i++) {
      const u = -0.93 + (1.86 * i) / 13;
      folds.add(200 + u * (waist + 4), 108, 200 + u * hem, length - 3, 3, 14, i % 2 === 1);
      lines += line([
        [200 + u * (waist + 4), 108],
        [200 + u * hem, length],
      ]);
    }
  } else if (style === "tiered") {
    for (const y of [220, 330]) {
      const half = waist + 14 + ((hem - waist - 14) * (y - 170)) / (length - 170);
      seams += `M${200 - half},${y}Q200,${y + 8} ${200 + half},${y}`;
      for (let x = 200 - half + 8; x < 200 + half - 4; x += 12)
        lines += line([
          [x, y + 4],
          [x + (x - 200) * 0.05, y + 20],
        ]);
    }
    folds.hang(6, 130, waist + 10, length - 3, hem);
  } else {
    folds.hang(style === "straight" ? 3 : 5, 120, waist + 8, length - 3, hem);
  }
  if (style === "wrap" && !back) {
    lines += `M${200 + waist - 6},106Q${200 + 30},300 ${200 - 40},${length + 4}`;
    folds.add(200 + 20, 150, 200 - 30, length - 4, 4, 20);
  }
  if (!back) {
    if (front === "buttons" && style !== "wrap")
      for (let y = 122; y < length - 20; y += 34)
        extras.push({ d: circle(200, y, 3.6), fill: "#2b2622", opacity: 0.85 });
    if (front === "pockets")
      for (const s of [1, -1])
        lines += line([
          [200 + s * (waist - 4), 112],
          [200 + s * (waist + 12), 180],
        ]);
    if (front === "slit" && style === "straight")
      lines += line([
        [200, length - 90],
        [200, length],
      ]);
  } else {
    lines += line([
      [200, 108],
      [200, style === "straight" ? length : 190],
    ]);
    if (style !== "pleated") extras.push({ d: `M197,110h6v12h-6Z`, fill: "#b9b2a8" });
  }
  return {
    body,
    over,
    folds: folds.list,
    lines: lines || undefined,
    seams: seams || undefined,
    extras,
    focus: random.pick([
      [200, 110],
      [200 + hem * 0.6, length - 30],
      [200, 200],
    ] as const),
    ground: length + 6,
    spread: hem + 30,
  };
}

export function drawTrousers(random: Random, back: boolean): Drawing {
  const leg = random.pick(["wide", "straight", "palazzo", "tapered"] as const);
  const [outer, inner] =
    leg === "wide" ? [118, 14] : leg === "straight" ? [94, 22] : leg === "palazzo" ? [136, 4] : [80, 30];
  const waist = 60 + random.int(0, 6);
  const crotch = 214 + random.int(0, 20);
  const waistband = random.pick(["plain", "elastic", "drawstring", "belt"] as const);
  const pleats = random.chance(0.5);
  const cuffs = leg === "tapered" || random.chance(0.2);
  const folds = createFolds(random.int(1, 1e6));
  const over: Piece[] = [];
  const extras: Piece[] = [];
  let lines = "";
  let seams = "";
  const body = rounded(
    symmetric([
      [200, 98, 4],
      [200 + waist + 2, 98, 4],
      [200 + waist + 12, 170, 40],
      [200 + outer, 460, 4],
      [200 + inner, 460, 4],
      [202, crotch, 6],
    ]),
  );
  over.push({
    d: `M${200 - waist},80h${waist * 2}l2,20h${-waist * 2 - 4}Z`,
    fill: waistband === "belt" ? "second" : "fabric",
  });
  if (waistband === "elastic" || waistband === "drawstring") {
    for (let x = 200 - waist + 6; x < 200 + waist; x += 7)
      lines += line([
        [x, 84],
        [x + 1, 98],
      ]);
    if (waistband === "drawstring" && !back) {
      over.push(
        { d: strip(196, 92, 188, 150, 3, 3), fill: "second" },
        { d: strip(204, 92, 210, 146, 3, 3), fill: "second" },
      );
    }
  } else {
    for (const x of [-44, -14, 14, 44].map((dx) => 200 + dx))
      extras.push({ d: `M${x - 2},80h4v22h-4Z`, fill: "seam", opacity: 0.6 });
    if (!back) extras.push({ d: circle(200, 90, 3.4), fill: "#2b2622" });
  }
  if (waistband === "belt") extras.push({ d: `M188,76h24v28h-24ZM193,82v16h14v-16Z`, fill: "#b08d3a" });
  for (const s of [1, -1]) {
    const mid = 200 + s * ((outer + inner) / 2 + 4);
    lines += line([
      [200 + s * (waist / 2 + 4), 104],
      [mid, 458],
    ]);
    folds.add(mid - s * 10, 250, mid - s * 14, 456, 2, 16);
    folds.add(mid + s * 16, 300, mid + (s * (outer - inner)) / 3, 456, 2, 12, true);
    if (leg === "wide" || leg === "palazzo")
      folds.add(200 + s * (outer - 20), 300, 200 + s * (outer - 10), 456, 3, 18);
    if (pleats && !back)
      lines += line([
        [200 + s * 22, 100],
        [200 + s * 24, 150],
      ]);
    if (!back)
      lines += `M${200 + s * (waist - 6)},104Q${200 + s * (waist - 2)},140 ${200 + s * (waist + 10)},150`;
    else seams += `M${200 + s * 14},118h${s * 34}v26h${-s * 34}Z`;
    if (cuffs)
      over.push({
        d: `M${200 + s * inner},444L${200 + s * outer},444L${200 + s * outer},462L${200 + s * inner},462Z`,
        fill: "fabric",
      });
  }
  if (!back) seams += `M206,100L206,176Q206,190 196,194`;
  else
    lines += line([
      [200, 100],
      [200, crotch],
    ]);
  return {
    body,
    over,
    folds: folds.list,
    lines,
    seams,
    extras,
    focus: random.pick([
      [200, 104],
      [200 + outer - 20, 430],
      [200 + waist - 10, 140],
    ] as const),
    ground: 466,
    spread: outer + 40,
  };
}
