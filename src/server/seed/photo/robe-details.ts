import { circle, line, rounded, strip, symmetric } from "./geometry.ts";
import type { createFolds } from "./folds.ts";
import type { Cut } from "./robe-cut.ts";
import type { Piece } from "./studio.ts";

/** What a robe drawing collects as it goes. */
export interface RobeParts {
  under: Piece[];
  over: Piece[];
  extras: Piece[];
  folds: ReturnType<typeof createFolds>;
  lines: string;
  seams: string;
}

/** Neck, fastening, waist and pockets of a robe; returns the height of its waist. */
export function addRobeDetails(cut: Cut, back: boolean, dip: number, nw: number, parts: RobeParts): number {
  // Neck.
  if (!cut.head) {
    if (cut.neck === "band") {
      parts.over.push({
        d: back
          ? `M${200 - nw},80Q200,76 ${200 + nw},80L${200 + nw + 1},90Q200,86 ${200 - nw - 1},90Z`
          : `M${200 - nw},80Q200,${dip + 4} ${200 + nw},80L${200 + nw + 1},88Q200,${dip + 14} ${200 - nw - 1},88Z`,
        fill: cut.trim === "all" ? "second" : "fabric",
      });
    } else if (cut.neck === "shirt") {
      if (back)
        parts.over.push({
          d: `M${200 - nw - 2},80Q200,74 ${200 + nw + 2},80L${200 + nw + 6},96Q200,92 ${200 - nw - 6},96Z`,
          fill: "fabric",
        });
      else
        for (const s of [1, -1])
          parts.over.push({
            d: rounded([
              [200 + s * (nw + 3), 79],
              [200 + s * 10, 126, 4],
              [200 + s * 1, 100],
            ]),
            fill: "fabric",
          });
    } else if (cut.neck === "lapel" && !back) {
      for (const s of [1, -1]) {
        parts.over.push({
          d: rounded([
            [200 + s * (nw + 2), 80],
            [200 + s * (nw + 22), 150, 4],
            [200 + s * (nw + 10), 156],
            [200 + s * 3, dip + 6, 4],
            [200 + s * 4, 98],
          ]),
          fill: "fabric",
        });
      }
    } else if (cut.neck === "hood") {
      if (back)
        parts.over.push({
          d: rounded(
            symmetric([
              [200, 78, 10],
              [232, 80, 10],
              [250, 120, 30],
              [226, 196, 40],
              [200, 214, 30],
            ]),
          ),
          fill: "fabric",
        });
      else
        parts.under.push({
          d: rounded(
            symmetric([
              [200, 40, 30],
              [240, 52, 30],
              [254, 96, 10],
            ]).concat([[146, 96, 10]]),
          ),
          fill: "fabric",
          edge: true,
        });
    }
    if (
      !back &&
      (cut.trim === "all" || cut.trim === "front") &&
      cut.neck !== "band" &&
      cut.neck !== "lapel"
    ) {
      parts.over.push({
        d: `M${200 - nw},80Q200,${dip + 4} ${200 + nw},80L${200 + nw - 5},84Q200,${dip + 12} ${200 - nw + 5},84Z`,
        fill: "second",
      });
    }
  }

  // Front opening and fastening.
  const openTop = cut.head ? cut.cape + 10 : dip;
  if (!back) {
    if (cut.opening === "open") {
      parts.over.push({ d: strip(200, openTop, 200, cut.length + 2, 2, 30), fill: "inside", edge: false });
      parts.lines +=
        line([
          [199, openTop],
          [186, cut.length + 4],
        ]) +
        line([
          [201, openTop],
          [214, cut.length + 4],
        ]);
      if (cut.trim === "front" || cut.trim === "all") {
        parts.over.push({ d: strip(195, openTop + 4, 181, cut.length, 7, 10), fill: "second" });
        parts.over.push({ d: strip(205, openTop + 4, 219, cut.length, 7, 10), fill: "second" });
      }
    } else if (cut.opening === "placket") {
      const end =
        cut.neck === "lapel" ? cut.length - 20 : Math.min(cut.length - 30, dip + 110 + (cut.seed % 3) * 60);
      parts.over.push({
        d: `M193,${dip}h14v${end - dip}h-14Z`,
        fill: cut.trim === "front" ? "second" : "fabric",
      });
      for (let y = dip + 16; y < end; y += 30)
        parts.extras.push({ d: circle(200, y, 3.6), fill: "#2b2622", opacity: 0.85 });
    } else if (cut.opening === "double") {
      parts.lines += line([
        [214, dip],
        [214, cut.length],
      ]);
      for (let y = dip + 20; y < Math.min(cut.length - 40, 330); y += 46) {
        parts.extras.push({ d: circle(186, y, 5), fill: "#2b2622" });
        parts.extras.push({ d: circle(226, y, 5), fill: "#2b2622" });
      }
    } else if (cut.opening === "zip") {
      parts.lines += line([
        [200, openTop],
        [200, cut.length - 8],
      ]);
      parts.seams +=
        line([
          [196, openTop],
          [196, cut.length - 8],
        ]) +
        line([
          [204, openTop],
          [204, cut.length - 8],
        ]);
      parts.extras.push({ d: `M197,${openTop + 4}h6v14h-6Z`, fill: "#b9b2a8" });
    } else if (!cut.head && cut.neck !== "lapel") {
      parts.lines += line([
        [200, dip],
        [200, dip + 34],
      ]);
    }
  } else {
    if (cut.back === "seam")
      parts.lines += line([
        [200, 84],
        [200, cut.length],
      ]);
    if (cut.back === "yoke") parts.seams += `M${200 - cut.chest},150Q200,160 ${200 + cut.chest},150`;
    if (cut.back === "pleat") {
      parts.lines += line([
        [200, 150],
        [200, cut.length],
      ]);
      parts.folds.add(200, 150, 200, cut.length, 4, 30);
    }
  }

  // Waist.
  const wy = cut.waist ? 240 : 250;
  const ww = (cut.waist ?? (cut.chest + cut.flare) / 2 - 12) + 4;
  if (cut.waistline === "belt" || cut.waistline === "tie") {
    parts.over.push({
      d: `M${200 - ww},${wy - 8}Q200,${wy - 4} ${200 + ww},${wy - 8}L${200 + ww},${wy + 8}Q200,${wy + 12} ${200 - ww},${wy + 8}Z`,
      fill: cut.trim === "none" ? "fabric" : "second",
    });
    if (cut.waistline === "belt")
      parts.extras.push({ d: `M188,${wy - 12}h24v24h-24ZM193,${wy - 7}v14h14v-14Z`, fill: "#b08d3a" });
    else if (!back) {
      parts.over.push({
        d: strip(196, wy, 184, wy + 90, 10, 8),
        fill: cut.trim === "none" ? "fabric" : "second",
      });
      parts.over.push({
        d: strip(204, wy, 214, wy + 76, 10, 8),
        fill: cut.trim === "none" ? "fabric" : "second",
      });
      parts.over.push({ d: circle(200, wy + 1, 9), fill: cut.trim === "none" ? "fabric" : "second" });
    }
  } else if (cut.waistline === "seam") {
    parts.seams += `M${200 - ww},${wy}Q200,${wy + 4} ${200 + ww},${wy}`;
    for (let x = 200 - ww + 10; x < 200 + ww - 6; x += 12)
      parts.lines += line([
        [x, wy + 3],
        [x + (x - 200) * 0.05, wy + 16],
      ]);
  } else if (cut.waistline === "tiers") {
    for (const y of [330, 400]) {
      const half = (cut.waist ?? 60) + (cut.flare - (cut.waist ?? 60)) * ((y - 250) / (cut.length - 250));
      parts.seams += `M${200 - half},${y}Q200,${y + 6} ${200 + half},${y}`;
      for (let x = 200 - half + 10; x < 200 + half - 6; x += 14)
        parts.lines += line([
          [x, y + 3],
          [x + (x - 200) * 0.06, y + 18],
        ]);
    }
  }

  // Pockets.
  if (!back) {
    if (cut.pockets === "side") {
      for (const s of [1, -1])
        parts.lines += line([
          [200 + s * (ww - 14), wy + 34],
          [200 + s * (ww - 4), wy + 84],
        ]);
    } else if (cut.pockets === "patch") {
      for (const s of [1, -1]) {
        const x = 200 + s * (ww - 30);
        const y = Math.min(cut.length - 80, wy + 40);
        parts.over.push({
          d: rounded([
            [x - 20, y, 2],
            [x + 20, y, 2],
            [x + 20, y + 44, 8],
            [x - 20, y + 44, 8],
          ]),
          fill: "fabric",
        });
        parts.seams += line([
          [x - 16, y + 4],
          [x - 16, y + 40],
          [x + 16, y + 40],
          [x + 16, y + 4],
        ]);
      }
    } else if (cut.pockets === "chest") {
      parts.over.push({
        d: rounded([
          [222, 138, 2],
          [252, 138, 2],
          [252, 174, 5],
          [222, 174, 5],
        ]),
        fill: "fabric",
      });
      parts.seams += line([
        [225, 142],
        [225, 171],
        [249, 171],
        [249, 142],
      ]);
    }
  }

  if (cut.slits)
    for (const s of [1, -1])
      parts.lines += line([
        [200 + s * (cut.flare - 2), cut.length - 40],
        [200 + s * cut.flare, cut.length],
      ]);
  if (cut.trim === "hem" || cut.trim === "all") {
    parts.over.push({
      d: strip(200 - cut.flare + 4, cut.length - 12, 200 + cut.flare - 4, cut.length - 12, 12, 12),
      fill: "second",
      opacity: 0.9,
    });
  }
  return wy;
}
