import { transform, type Matrix } from "./geometry.ts";
import type { Drawing, Piece } from "./studio.ts";

/** What every shoe drawing shares: sole colours and how a pair stands together in the picture. */

export const SOLES = ["#2b2622", "#3a302a", "#caa57a", "#efe6d2", "#6b4a33", "#8a5a3a"] as const;

/** One shoe in its own units: what lies behind its upper, the upper (cloth), and what lies on it. */
export interface Shoe {
  behind: Piece[];
  upper: string;
  front: Piece[];
}

export const placed = (list: readonly Piece[], m: Matrix): Piece[] =>
  list.map((p) => ({ ...p, d: transform(p.d, m) }));

/** The far shoe, then the near one over it; the near upper is the picture's body. */
export function pair(
  far: Shoe,
  near: Shoe,
  farAt: Matrix,
  nearAt: Matrix,
  frame: Pick<Drawing, "focus" | "zoom" | "ground" | "spread">,
): Drawing {
  return {
    under: [
      ...placed(far.behind, farAt),
      { d: transform(far.upper, farAt), fill: "fabric" },
      ...placed(far.front, farAt),
      ...placed(near.behind, nearAt),
    ],
    body: transform(near.upper, nearAt),
    over: placed(near.front, nearAt),
    ...frame,
  };
}
