import type { Random } from "../random.ts";
import { createFolds } from "./folds.ts";
import { circle, ellipse, line, rounded, symmetric } from "./geometry.ts";
import type { Drawing, Piece } from "./studio.ts";

/** Bags, on the studio floor. */

const METALS = ["#c9a227", "#b8b8b4", "#b08d3a", "#8a6a4a"] as const;

export function drawBag(random: Random, back: boolean): Drawing {
  const style = random.pick(["tote", "satchel", "bucket", "clutch", "crossbody"] as const);
  const metal = random.pick(METALS);
  const w = style === "clutch" ? 120 : style === "crossbody" ? 88 : 100 + random.int(0, 16);
  const top = style === "clutch" ? 250 : 210;
  const bottom = style === "clutch" ? 360 : 410;
  const folds = createFolds(random.int(1, 1e6));
  const over: Piece[] = [];
  const under: Piece[] = [];
  const extras: Piece[] = [];
  let seams = "";
  let lines = "";
  const flare = style === "tote" ? 12 : style === "bucket" ? -10 : 0;
  const body = rounded(
    symmetric([
      [200, top, 4],
      [200 + w + flare, top, style === "bucket" ? 20 : 10],
      [200 + w, bottom, style === "bucket" ? 60 : 14],
      [200, bottom, 4],
    ]),
  );
  seams += rounded(
    symmetric([
      [200, top + 8, 4],
      [200 + w + flare - 8, top + 8, 8],
      [200 + w - 8, bottom - 8, 10],
      [200, bottom - 8, 4],
    ]),
  );
  if (style === "tote" || style === "bucket") {
    lines += `M170,${top + 2}C168,${top - 100} 232,${top - 100} 230,${top + 2}`;
    under.push({
      d: `M164,${top + 4}C160,${top - 112} 240,${top - 112} 236,${top + 4}L226,${top + 4}C228,${top - 90} 172,${top - 90} 174,${top + 4}Z`,
      fill: "second",
    });
  } else if (style === "satchel") {
    under.push({
      d: `M170,${top + 2}C170,${top - 60} 230,${top - 60} 230,${top + 2}L222,${top + 2}C222,${top - 48} 178,${top - 48} 178,${top + 2}Z`,
      fill: "second",
    });
  } else if (style === "crossbody") {
    under.push({
      d: `M${200 - w + 6},${top + 4}C${200 - w},80 ${200 + w},80 ${200 + w - 6},${top + 4}L${200 + w - 12},${top + 4}C${200 + w - 8},92 ${200 - w + 8},92 ${200 - w + 12},${top + 4}Z`,
      fill: "second",
    });
  }
  if (!back) {
    if (style === "satchel" || style === "clutch" || style === "crossbody") {
      const flapEnd = style === "clutch" ? top + 70 : top + 100;
      over.push({
        d: rounded([
          [200 - w - 2, top - 2, 10],
          [200 + w + 2, top - 2, 10],
          [200 + w, top + 30, 16],
          [200, flapEnd, 14],
          [200 - w, top + 30, 16],
        ]),
        fill: "fabric",
      });
      extras.push({ d: `M190,${flapEnd - 22}h20v18h-20Z`, fill: metal });
    } else if (style === "bucket") {
      for (let x = 200 - w + 12; x < 200 + w - 10; x += 14)
        lines += line([
          [x, top + 2],
          [x + 2, top + 26],
        ]);
      extras.push({ d: circle(200 - 24, top + 14, 4) + circle(200 + 24, top + 14, 4), fill: metal });
    } else {
      over.push({
        d: `M${200 - w + 20},${top + 60}h${(w - 20) * 2}v70h${-(w - 20) * 2}Z`,
        fill: "second",
        opacity: 0.85,
      });
    }
    folds.add(200 - w * 0.5, top + 20, 200 - w * 0.45, bottom - 10, 3, 14);
    folds.add(200 + w * 0.4, top + 20, 200 + w * 0.42, bottom - 10, 3, 10, true);
  } else {
    seams += line([
      [200 - w + 24, top + 50],
      [200 + w - 24, top + 50],
    ]);
    lines += line([
      [200 - w + 24, top + 46],
      [200 + w - 24, top + 46],
    ]);
  }
  if (style !== "clutch")
    for (const s of [1, -1]) extras.push({ d: ellipse(200 + s * (w - 18), bottom + 2, 7, 3), fill: metal });
  return {
    body,
    under,
    over,
    folds: folds.list,
    lines: lines || undefined,
    seams,
    extras,
    focus: back ? [200, top + 40] : [200, style === "tote" ? top + 60 : top + 70],
    zoom: 2.2,
    ground: bottom + 6,
    spread: w + 50,
  };
}
