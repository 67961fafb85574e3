/** Path helpers for the product photos, in the 400×500 picture box (x = 200 is the middle). */

/** A vertex: x, y and how much its corner is rounded off. */
export type Vertex = readonly [number, number, number?];

export const r1 = (n: number): string => (Math.round(n * 10) / 10).toString();

/** The right half of a shape, from its top middle clockwise to its bottom middle, mirrored into a whole. */
export function symmetric(right: readonly Vertex[]): Vertex[] {
  const left = [...right]
    .reverse()
    .filter(([x]) => Math.abs(x - 200) > 0.01)
    .map(([x, y, r]): Vertex => [400 - x, y, r]);
  return [...right, ...left];
}

export function mirror(points: readonly Vertex[]): Vertex[] {
  return points.map(([x, y, r]): Vertex => [400 - x, y, r]);
}

/** A closed path through the vertices, each corner rounded off by its radius (default 3). */
export function rounded(points: readonly Vertex[], fallback = 3): string {
  const n = points.length;
  const corner = (i: number) => {
    const [x, y, radius = fallback] = points[i];
    const [px, py] = points[(i + n - 1) % n];
    const [nx, ny] = points[(i + 1) % n];
    const dp = Math.hypot(px - x, py - y) || 1;
    const dn = Math.hypot(nx - x, ny - y) || 1;
    const r = Math.min(radius, dp / 2, dn / 2);
    return {
      a: [x + ((px - x) * r) / dp, y + ((py - y) * r) / dp],
      v: [x, y],
      b: [x + ((nx - x) * r) / dn, y + ((ny - y) * r) / dn],
    };
  };
  const corners = points.map((_, i) => corner(i));
  let d = `M${r1(corners[0].b[0])},${r1(corners[0].b[1])}`;
  for (let i = 1; i <= n; i++) {
    const c = corners[i % n];
    d += `L${r1(c.a[0])},${r1(c.a[1])}Q${r1(c.v[0])},${r1(c.v[1])} ${r1(c.b[0])},${r1(c.b[1])}`;
  }
  return d + "Z";
}

/** An open polyline (for seams and creases). */
export function line(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${r1(x)},${r1(y)}`).join("");
}

/** A smooth open curve through the points (quadratic joins at the midpoints). */
export function curve(points: readonly (readonly [number, number])[]): string {
  if (points.length < 3) return line(points);
  let d = `M${r1(points[0][0])},${r1(points[0][1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i];
    const [nx, ny] = points[i + 1];
    const end = i === points.length - 2 ? [nx, ny] : [(x + nx) / 2, (y + ny) / 2];
    d += `Q${r1(x)},${r1(y)} ${r1(end[0])},${r1(end[1])}`;
  }
  return d;
}

export function circle(cx: number, cy: number, r: number): string {
  return `M${r1(cx - r)},${r1(cy)}a${r1(r)},${r1(r)} 0 1,0 ${r1(2 * r)},0a${r1(r)},${r1(r)} 0 1,0 ${r1(-2 * r)},0Z`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M${r1(cx - rx)},${r1(cy)}a${r1(rx)},${r1(ry)} 0 1,0 ${r1(2 * rx)},0a${r1(rx)},${r1(ry)} 0 1,0 ${r1(-2 * rx)},0Z`;
}

/** A tapered strip from (x0, y0) to (x1, y1), w0 wide at the start and w1 at the end: a fold or a band. */
export function strip(x0: number, y0: number, x1: number, y1: number, w0: number, w1: number): string {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / len, dx / len];
  const bend = len * 0.08;
  const mx = (x0 + x1) / 2 + nx * bend;
  const my = (y0 + y1) / 2 + ny * bend;
  return (
    `M${r1(x0 + (nx * w0) / 2)},${r1(y0 + (ny * w0) / 2)}` +
    `Q${r1(mx + (nx * (w0 + w1)) / 4)},${r1(my + (ny * (w0 + w1)) / 4)} ${r1(x1 + (nx * w1) / 2)},${r1(y1 + (ny * w1) / 2)}` +
    `L${r1(x1 - (nx * w1) / 2)},${r1(y1 - (ny * w1) / 2)}` +
    `Q${r1(mx - (nx * (w0 + w1)) / 4)},${r1(my - (ny * (w0 + w1)) / 4)} ${r1(x0 - (nx * w0) / 2)},${r1(y0 - (ny * w0) / 2)}Z`
  );
}

/** An affine map [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

/** Scaled by `scale`, turned by `degrees`, mirrored left–right when `flip`, then moved to (x, y). */
export function placement(x: number, y: number, scale = 1, degrees = 0, flip = false): Matrix {
  const t = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(t) * scale, Math.sin(t) * scale];
  const m = flip ? -1 : 1;
  return [cos * m, sin * m, -sin, cos, x, y];
}

const ARITY: Record<string, number> = { m: 2, l: 2, t: 2, c: 6, s: 4, q: 4, a: 7, z: 0 };

/** A path drawn in its own units, moved by `m` (absolute and relative M L C Q S T A Z; no H or V). */
export function transform(d: string, m: Matrix): string {
  const [a, b, c, dd, e, f] = m;
  const det = a * dd - b * c;
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let out = "";
  let i = 0;
  let command = "";
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i])) command = tokens[i++];
    const lower = command.toLowerCase();
    const relative = command === lower;
    const n = ARITY[lower];
    out += command;
    if (n === 0) continue;
    const v = tokens.slice(i, i + n).map(Number);
    i += n;
    const xy = (x: number, y: number) =>
      relative
        ? `${r1(a * x + c * y)},${r1(b * x + dd * y)}`
        : `${r1(a * x + c * y + e)},${r1(b * x + dd * y + f)}`;
    if (lower === "a") {
      const s = Math.sqrt(Math.abs(det));
      const turn = v[2] + (Math.atan2(b, a) * 180) / Math.PI;
      out += `${r1(v[0] * s)},${r1(v[1] * s)} ${r1(turn)} ${v[3]},${det < 0 ? 1 - v[4] : v[4]} ${xy(v[5], v[6])}`;
    } else {
      const pairs: string[] = [];
      for (let k = 0; k < n; k += 2) pairs.push(xy(v[k], v[k + 1]));
      out += pairs.join(" ");
    }
  }
  return out;
}

/** A smooth closed outline through the points (quadratic joins at the midpoints). */
export function smooth(points: readonly (readonly [number, number])[]): string {
  const n = points.length;
  const mid = (i: number) => {
    const [x, y] = points[i % n];
    const [nx, ny] = points[(i + 1) % n];
    return [(x + nx) / 2, (y + ny) / 2];
  };
  const [sx, sy] = mid(0);
  let d = `M${r1(sx)},${r1(sy)}`;
  for (let i = 1; i <= n; i++) {
    const [x, y] = points[i % n];
    const [mx, my] = mid(i);
    d += `Q${r1(x)},${r1(y)} ${r1(mx)},${r1(my)}`;
  }
  return d + "Z";
}

/** Both edges of a band `width` wide along a centre line: left edge forwards, right edge backwards. */
export function bandEdges(
  centre: readonly (readonly [number, number])[],
  width: number | ((i: number) => number),
): { left: [number, number][]; right: [number, number][] } {
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  centre.forEach(([x, y], i) => {
    const w = typeof width === "number" ? width : width(i);
    const [px, py] = centre[Math.max(0, i - 1)];
    const [nx, ny] = centre[Math.min(centre.length - 1, i + 1)];
    const len = Math.hypot(nx - px, ny - py) || 1;
    const [ox, oy] = [((py - ny) / len) * (w / 2), ((nx - px) / len) * (w / 2)];
    left.push([x + ox, y + oy]);
    right.push([x - ox, y - oy]);
  });
  return { left, right: right.reverse() };
}

/** A band `width` wide along a centre line, its ends cut square. */
export function band(
  centre: readonly (readonly [number, number])[],
  width: number | ((i: number) => number),
): string {
  const { left, right } = bandEdges(centre, width);
  return `${curve(left)}L${curve(right).slice(1)}Z`;
}

/** Points along a smooth curve through the control points (Catmull-Rom), `steps` between each two. */
export function spline(controls: readonly (readonly [number, number])[], steps: number): [number, number][] {
  const at = (i: number) => controls[Math.max(0, Math.min(controls.length - 1, i))];
  const out: [number, number][] = [];
  for (let i = 0; i < controls.length - 1; i++)
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
      const k = (a: number, b: number, c: number, d: number) =>
        0.5 *
        (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t * t + (3 * b - a - 3 * c + d) * t * t * t);
      out.push([k(p0[0], p1[0], p2[0], p3[0]), k(p0[1], p1[1], p2[1], p3[1])]);
    }
  out.push([...controls[controls.length - 1]] as [number, number]);
  return out;
}
