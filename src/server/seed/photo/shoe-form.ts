import { smooth } from "./geometry.ts";

/**
 * A low shoe as a shape in space, for flats and sandals: x from the heel (0) to the toe (length),
 * y across (positive towards the camera), z up from the floor; `view` turns it into picture points.
 */

export type Point = [number, number];

export interface Form {
  length: number;
  /** Half-width of the sole at x. */
  halfWidth(x: number): number;
}

export interface View {
  /** Turn of the foot in the picture, degrees (0: toe to the right). */
  turn: number;
  /** How flat the floor is seen (1: from straight above). */
  tilt: number;
  /** How much of a height shows (1: seen from the side). */
  rise: number;
}

export const THREE_QUARTER: View = { turn: 14, tilt: 0.48, rise: 0.9 };
export const ABOVE: View = { turn: -90, tilt: 1, rise: 0.25 };

export function formOf(length: number, width: number, pointed: number): Form {
  return {
    length,
    halfWidth(x) {
      const f = Math.min(1, Math.max(0, x / length));
      // Narrow rounded heel, widest at the ball, then the toe: rounded or pointed.
      const heel = Math.sqrt(Math.min(1, f / 0.12)) * (0.72 + 0.28 * Math.min(1, f / 0.65));
      const u = Math.max(0, (f - 0.7) / 0.3);
      const toe = Math.sqrt(Math.max(0, 1 - Math.pow(u, 2 - pointed)));
      return width * 0.5 * heel * toe;
    },
  };
}

export function project(view: View, x: number, y: number, z: number): Point {
  const t = (view.turn * Math.PI) / 180;
  const [c, s] = [Math.cos(t), Math.sin(t)];
  return [x * c - y * s, (x * s + y * c) * view.tilt - z * view.rise];
}

const steps = (n: number) => Array.from({ length: n + 1 }, (_, i) => i / n);

/** The sole's outline at height z, all the way round (far side heel to toe, near side back). */
export function outline(form: Form, view: View, z: number, inset = 1): Point[] {
  const far = steps(18).map((f) => f * form.length);
  const points = far.map((x) => project(view, x, -form.halfWidth(x) * inset, z));
  const near = [...far].reverse().map((x) => project(view, x, form.halfWidth(x) * inset, z));
  return [...points, ...near];
}

/** A closed smooth outline through points. */
export const shape = (points: Point[]): string => smooth(points);

/** Points of an oval opening (topline) from x0 to x1, `inset` of the width, at height z(x). */
export function opening(
  form: Form,
  view: View,
  x0: number,
  x1: number,
  inset: number,
  z: (x: number, side: number) => number,
): { far: Point[]; near: Point[] } {
  const xs = steps(12).map((f) => x0 + (x1 - x0) * (0.5 - 0.5 * Math.cos(Math.PI * f)));
  const half = (x: number) => {
    const f = (x - x0) / (x1 - x0);
    return form.halfWidth(x) * inset * Math.sqrt(Math.max(0, 1 - (2 * f - 1) ** 8));
  };
  return {
    far: xs.map((x) => project(view, x, -half(x), z(x, -1))),
    near: [...xs].reverse().map((x) => project(view, x, half(x), z(x, 1))),
  };
}
