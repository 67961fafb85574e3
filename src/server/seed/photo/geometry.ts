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
