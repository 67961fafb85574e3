import { strip } from "./geometry.ts";
import type { Drawing } from "./studio.ts";

/** Folds of one design, from their own little random source, so adding one never shifts the cut. */
export function createFolds(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const list: NonNullable<Drawing["folds"]> = [];
  return {
    next,
    list,
    add(
      x0: number,
      y0: number,
      x1: number,
      y1: number,
      w0: number,
      w1: number,
      light = false,
      layer: "body" | "over" = "body",
    ) {
      list.push({ d: strip(x0, y0, x1, y1, w0, w1), light, layer });
    },
    /** Shadow and highlight pairs hanging from a line (y0) to a hem (y1) across [-1, 1] of the half-widths. */
    hang(
      count: number,
      top: number,
      topHalf: number,
      bottom: number,
      bottomHalf: number,
      layer: "body" | "over" = "body",
    ) {
      for (let i = 0; i < count; i++) {
        const u = -0.8 + (1.6 * (i + 0.5)) / count + (next() - 0.5) * 0.2;
        this.add(
          200 + u * topHalf,
          top + next() * 40,
          200 + u * bottomHalf,
          bottom,
          3,
          14 + next() * 14,
          false,
          layer,
        );
        this.add(
          200 + u * topHalf + 8,
          top + 24 + next() * 50,
          200 + u * bottomHalf + 14,
          bottom,
          2,
          7 + next() * 8,
          true,
          layer,
        );
      }
    },
  };
}
