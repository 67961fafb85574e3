import type { Random } from "../random.ts";
import { createFolds } from "./folds.ts";
import { circle, curve, ellipse, line, rounded, symmetric, type Vertex } from "./geometry.ts";
import type { Drawing, Piece } from "./studio.ts";

/** Prayer mats and caps. */

export function drawMat(random: Random, back: boolean): Drawing {
  const arch = random.pick(["pointed", "round", "stepped"] as const);
  const border = 10 + random.int(0, 14);
  const fringe = random.chance(0.7);
  const medallion = random.pick(["lamp", "star", "none"] as const);
  const over: Piece[] = [];
  const extras: Piece[] = [];
  let lines = "";
  if (back) {
    // Rolled up on the floor, the end a spiral.
    const body = rounded([
      [120, 200, 30],
      [300, 200, 30],
      [300, 320, 30],
      [120, 320, 30],
    ]);
    extras.push({ d: ellipse(300, 260, 26, 60), fill: "second" });
    lines += ellipse(300, 260, 18, 44) + ellipse(300, 260, 10, 26);
    over.push({ d: `M120,${212 + border / 2}h180v6h-180Z`, fill: "second" });
    if (fringe)
      for (let y = 214; y < 310; y += 6)
        lines += line([
          [120, y],
          [104, y + 2],
        ]);
    return { body, over, lines, extras, focus: [290, 260], ground: 326, spread: 120 };
  }
  const body = "M96,60L304,60L304,450L96,450Z";
  over.push({
    d: `M96,60h208v${border}h-208ZM96,${450 - border}h208v${border}h-208ZM96,60h${border}v390h-${border}ZM${304 - border},60h${border}v390h-${border}Z`,
    fill: "second",
  });
  const ax = 62;
  const topY = arch === "pointed" ? 96 : arch === "round" ? 104 : 110;
  const archPath =
    arch === "pointed"
      ? `M${200 - ax},${420 - border}L${200 - ax},180Q${200 - ax},130 200,${topY}Q${200 + ax},130 ${200 + ax},180L${200 + ax},${420 - border}Z`
      : arch === "round"
        ? `M${200 - ax},${420 - border}L${200 - ax},170A${ax},${ax} 0 0,1 ${200 + ax},170L${200 + ax},${420 - border}Z`
        : `M${200 - ax},${420 - border}L${200 - ax},160H${200 - ax / 2}V${topY + 24}H${200 - ax / 4}V${topY}H${200 + ax / 4}V${topY + 24}H${200 + ax / 2}V160H${200 + ax}L${200 + ax},${420 - border}Z`;
  over.push({ d: archPath, fill: "inside", opacity: 0.35, edge: true });
  lines += archPath;
  if (medallion === "lamp")
    extras.push({ d: `M200,170v26M188,196h24l-4,18h-16Z${circle(200, 222, 5)}`, fill: "second" });
  if (medallion === "star")
    extras.push({ d: "M200,250l12,12l-12,12l-12,-12ZM188,250h24v24h-24Z", fill: "second", opacity: 0.9 });
  if (fringe)
    for (let x = 100; x <= 300; x += 7)
      lines +=
        line([
          [x, 450],
          [x, 468],
        ]) +
        line([
          [x, 60],
          [x, 42],
        ]);
  return { body, over, lines, extras, focus: [120, 430], zoom: 2.3, ground: 470, spread: 140 };
}

export function drawKufi(random: Random, back: boolean): Drawing {
  const shape = random.pick(["dome", "taqiyah", "pillbox"] as const);
  const band = 14 + random.int(0, 20);
  const crochet = random.chance(0.4);
  const over: Piece[] = [];
  let lines = "";
  let seams = "";
  if (back) {
    const body = ellipse(200, 260, 116, 70);
    for (const r of [0.75, 0.5, 0.25]) seams += ellipse(200, 260, 116 * r, 70 * r);
    for (let a = 0; a < 12; a++) {
      const t = (a * Math.PI) / 6;
      lines += line([
        [200 + Math.cos(t) * 20, 260 + Math.sin(t) * 12],
        [200 + Math.cos(t) * 110, 260 + Math.sin(t) * 66],
      ]);
    }
    over.push({
      d: `${ellipse(200, 260, 116, 70)}${ellipse(200, 260, 100, 58)}`,
      fill: "second",
      opacity: 0.9,
    });
    return { body, over, lines, seams, focus: [280, 290], ground: 336, spread: 130 };
  }
  const topY = shape === "dome" ? 170 : shape === "taqiyah" ? 196 : 214;
  const outline: Vertex[] =
    shape === "dome"
      ? [
          [200, topY, 60],
          [296, 250, 80],
          [300, 330, 6],
          [200, 340, 6],
        ]
      : [
          [200, topY - 8, 40],
          [286, topY, 30],
          [300, 330, 6],
          [200, 340, 6],
        ];
  const body = rounded(symmetric(outline));
  over.push({
    d: `M100,${330 - band}Q200,${340 - band} 300,${330 - band}L300,330Q200,342 100,330Z`,
    fill: "second",
  });
  seams += `M104,${334 - band}Q200,${344 - band} 296,${334 - band}`;
  if (crochet)
    for (let y = topY + 24; y < 320 - band; y += 16)
      lines += curve([
        [110, y + 10],
        [200, y],
        [290, y + 10],
      ]);
  else
    for (const x of [150, 200, 250])
      lines += `M${x},${topY + 6}Q${x + (x - 200) * 0.4},260 ${x + (x - 200) * 0.5},${330 - band}`;
  const folds = createFolds(random.int(1, 1e6));
  folds.add(140, topY + 30, 128, 320 - band, 3, 16);
  folds.add(250, topY + 20, 262, 320 - band, 3, 12, true);
  return {
    body,
    over,
    folds: folds.list,
    lines,
    seams,
    focus: [240, 320],
    zoom: 2.4,
    ground: 346,
    spread: 130,
  };
}
