import type { SizeRun } from "./results.ts";

const ROW = 28;
const TOP = 70;
const LABEL = 260;
const PANEL = 520;
const GAP = 60;
const WIDTH = LABEL + PANEL + GAP + 300 + 40;

const compact = new Intl.NumberFormat("en-US", { notation: "compact" });

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c] ?? c);

/** Position on a log10 axis from `min` to `max` (values below `min` sit at 0). */
export function logScale(value: number, max: number, width: number, min = 1): number {
  if (value <= min || max <= min) return 0;
  return (Math.log10(value / min) / Math.log10(max / min)) * width;
}

const niceMax = (value: number) => 10 ** Math.ceil(Math.log10(Math.max(value, 10)));

function axis(
  x0: number,
  width: number,
  range: { min: number; max: number },
  y: number,
  height: number,
): string {
  const ticks: string[] = [];
  for (let v = range.min; v <= range.max * 1.001; v *= 10) {
    const x = x0 + logScale(v, range.max, width, range.min);
    ticks.push(
      `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + height}" stroke="#ddd"/>`,
      `<text x="${x}" y="${y + height + 16}" text-anchor="middle" class="small">${Number(v.toPrecision(1)).toLocaleString("en-US")}</text>`,
    );
  }
  return ticks.join("");
}

/**
 * A bar chart of the load runs: req/s of each route next to the raw Node server sending the same
 * bytes (log scale, so SSR and raw fit together), and p99 latency.
 */
export function renderChart(runs: SizeRun[], title: string): string {
  const rows = runs.flatMap((run) =>
    run.scenarios.map((s) => ({
      label: `${runs.length > 1 ? `${compact.format(run.products)} ` : ""}${s.route} ${s.variant}`,
      rps: s.rps,
      raw: s.raw?.rps ?? 0,
      p99: s.p99,
      failed: s.requests === 0 || s.non2xx + s.errors > 0,
    })),
  );
  const height = TOP + rows.length * ROW + 60;
  // A decade more than the fastest bar when it is near the top of one, so the figures after it fit.
  const maxRps = niceMax(3 * Math.max(...rows.map((r) => Math.max(r.rps, r.raw)), 1));
  const maxP99 = niceMax(Math.max(...rows.map((r) => r.p99), 1));
  const rpsX = LABEL;
  const p99X = LABEL + PANEL + GAP;
  const p99Width = 300;
  const bars = rows.map((r, i) => {
    const y = TOP + i * ROW;
    const raw = logScale(r.raw, maxRps, PANEL);
    const served = logScale(r.rps, maxRps, PANEL);
    const p99 = logScale(r.p99, maxP99, p99Width, 0.1);
    return [
      `<text x="${LABEL - 8}" y="${y + 18}" text-anchor="end">${escapeXml(r.label)}${r.failed ? " (failed)" : ""}</text>`,
      r.raw > 0 ? `<rect x="${rpsX}" y="${y + 3}" width="${raw}" height="${ROW - 6}" fill="#cfd8dc"/>` : "",
      `<rect x="${rpsX}" y="${y + 8}" width="${served}" height="${ROW - 16}" fill="${r.failed ? "#c62828" : "#1565c0"}"/>`,
      `<text x="${rpsX + Math.max(served, raw) + 4}" y="${y + 18}" class="small">${Math.round(r.rps).toLocaleString("en-US")}${r.raw > 0 ? ` / ${Math.round(r.raw).toLocaleString("en-US")}` : ""}</text>`,
      `<rect x="${p99X}" y="${y + 6}" width="${p99}" height="${ROW - 12}" fill="#ef6c00"/>`,
      `<text x="${p99X + p99 + 4}" y="${y + 18}" class="small">${r.p99.toFixed(r.p99 < 10 ? 1 : 0)}</text>`,
    ].join("");
  });
  const plotHeight = rows.length * ROW;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}">
<style>text{font-family:"DejaVu Sans",sans-serif;font-size:13px;fill:#222}.small{font-size:11px;fill:#444}.title{font-size:16px;font-weight:bold}</style>
<rect width="100%" height="100%" fill="#fff"/>
<text x="16" y="24" class="title">${escapeXml(title)}</text>
<text x="${rpsX}" y="52">req/s (blue) and raw Node sending the same bytes (grey), log scale</text>
<text x="${p99X}" y="52">p99 latency, ms (log scale)</text>
${axis(rpsX, PANEL, { min: 1, max: maxRps }, TOP, plotHeight)}
${axis(p99X, p99Width, { min: 0.1, max: maxP99 }, TOP, plotHeight)}
${bars.join("\n")}
</svg>`;
}
