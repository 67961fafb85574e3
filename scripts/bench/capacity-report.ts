import type { DatabaseKind } from "./arguments.ts";
import { SUSTAINED_SHARE, type WriteCapacity } from "./capacity-results.ts";
import type { Check, SizeRun } from "./results.ts";
import { ms, percent, TARGETS } from "./targets.ts";

const rate = (rps: number) => Math.round(rps).toLocaleString("en-US");
const cpu = (used: { shop: number; database: number } | null) =>
  used ? `${used.shop.toFixed(2)} + ${used.database.toFixed(2)} ms` : "not measured";

/**
 * The issue's rows for "add to cart, place order": capacity reported, p99 at half of it judged
 * against the cached home page's p99 (on PostgreSQL, as the other write targets), CPU per order
 * reported at 8 and 50 connections.
 */
export function capacityChecks(run: SizeRun, database: DatabaseKind, label = ""): Check[] {
  const capacity = run.capacity;
  if (!capacity) return [];
  const at = label ? ` (${label})` : "";
  const home = run.scenarios.find((s) => s.route === "home" && s.variant === "cached");
  const limit = home ? TARGETS.writeP99Factor * home.p99 : 0;
  const checks: Check[] = [];
  for (const r of capacity.routes) {
    checks.push({
      figure: `${r.route} capacity${at}`,
      target: `reported: the highest rate answered in full, 0 errors (${capacity.windowSeconds} s windows)`,
      measured:
        r.capacity > 0
          ? `${rate(r.capacity)} req/s (full load ${rate(r.fullLoadRps)} req/s)`
          : `no rate sustained${r.windows.length > 0 ? ` (tried ${r.windows.map((w) => rate(w.rate)).join(", ")} req/s)` : ""}`,
      pass: r.capacity > 0,
    });
    const half = r.half;
    const failed = half ? half.non2xx + half.errors : 0;
    const check: Check = {
      figure: `${r.route} p99 at 50 % of capacity${at}`,
      target: `≤ ${TARGETS.writeP99Factor}× the cached home page's p99 (on PostgreSQL)`,
      measured: half
        ? `p99 ${ms(half.p99)} at ${rate(half.rate)} req/s` +
          (home
            ? ` = ${(half.p99 / home.p99).toFixed(1)}× the cached home's ${ms(home.p99)}`
            : ", no home figure") +
          (failed > 0 ? `, ${failed} failed requests` : "")
        : "not measured (no capacity)",
      pass: half !== null && home !== undefined && half.p99 <= limit && failed === 0,
    };
    checks.push(database === "postgres" ? check : { ...check, pass: null });
  }
  for (const c of capacity.cpuPerOrder) {
    checks.push({
      figure: `CPU per order at ${c.connections} connections${at}`,
      target: "reported (shop + PostgreSQL)",
      measured:
        `${cpu(c.cpu)} at ${rate(c.rps)} orders/s` + (c.failed > 0 ? `, ${c.failed} failed requests` : ""),
      pass: c.cpu !== null && c.requests > 0 && c.failed === 0,
    });
  }
  return checks;
}

/** The windows of the search, the run at half capacity and the CPU per order, as markdown lines. */
export function capacityMarkdown(capacity: WriteCapacity): string[] {
  const lines = [
    `Write capacity: a rate-limited load in ${capacity.windowSeconds} s windows, the interval below 1.25× the full load's rate halved each time; ` +
      `a rate counts as sustained when every answer is 2xx and at least ${percent(SUSTAINED_SHARE)} of it is answered.`,
    "",
  ];
  for (const r of capacity.routes) {
    const windows = r.windows
      .map(
        (w) =>
          `${rate(w.rate)} → ${rate(w.rps)} (p99 ${ms(w.p99)}${w.failed > 0 ? `, ${w.failed} failed` : ""}) ${w.sustained ? "✓" : "✗"}`,
      )
      .join("; ");
    const half = r.half
      ? ` At ${rate(r.half.rate)} req/s (half): p50 ${ms(r.half.p50)}, p99 ${ms(r.half.p99)}, ${r.half.requests.toLocaleString("en-US")} requests.`
      : "";
    lines.push(
      `- ${r.route}: capacity **${rate(r.capacity)} req/s** (full load ${rate(r.fullLoadRps)} req/s). Windows, req/s sent → answered: ${windows}.${half}`,
    );
  }
  lines.push(
    `- CPU per order (shop + PostgreSQL): ${capacity.cpuPerOrder
      .map((c) => `${cpu(c.cpu)} at ${c.connections} connections (${rate(c.rps)} orders/s)`)
      .join(", ")}.`,
  );
  return lines;
}
