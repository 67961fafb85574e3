import { ratioToRaw, type BenchReport, type Check, type ScenarioResult } from "./results.ts";
import type { RebuildBesideShoppers } from "./rebuild-beside-shoppers.ts";
import type { ShopDays } from "./shop-day.ts";
import { failures, kb, ms, percent } from "./targets.ts";
import { capacityMarkdown } from "./capacity-report.ts";
import { twoInstancesMarkdown } from "./two-instances-report.ts";

const rate = (rps: number) => Math.round(rps).toLocaleString("en-US");
const times = (factor: number) =>
  Number.isFinite(factor) ? `×${factor.toFixed(2)}` : "not measured (failed runs)";
const mark = (pass: boolean | null) => (pass === null ? "n/a" : pass ? "pass" : "**FAIL**");

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** CPU per answer: the shop's, plus PostgreSQL's when it runs apart (the embedded database is the shop's). */
function cpu(s: ScenarioResult): string {
  const used = s.cpuPerRequest;
  if (!used) return "–";
  const shop = used.shop.toFixed(2);
  return used.database > 0 ? `${shop} + ${used.database.toFixed(2)} ms` : `${shop} ms`;
}

function scenarioRow(s: ScenarioResult): string[] {
  const ratio = ratioToRaw(s);
  return [
    s.route,
    s.variant,
    rate(s.rps),
    ms(s.p50),
    ms(s.p99),
    s.raw ? rate(s.raw.rps) : "–",
    s.raw ? ms(s.raw.p99) : "–",
    ratio === null ? "–" : percent(ratio),
    kb(s.bytesPerRequest),
    cpu(s),
    failures(s) ?? "0",
    `\`${s.example}\``,
  ];
}

function checksTable(checks: Check[]): string {
  return table(
    ["figure", "target", "measured", "result"],
    checks.map((c) => [c.figure, c.target, c.measured, mark(c.pass)]),
  );
}

/** The shop days of one catalogue size: per day and kind, requests, errors, latencies, and memory. */
function shopDaysTable({ days, oversold }: ShopDays): string[] {
  const rows = days.flatMap((day, i) =>
    (["browse", "cart", "checkout"] as const).map((kind) => {
      const k = day.kinds[kind];
      return [
        `${i + 1}`,
        kind,
        k.requests.toLocaleString("en-US"),
        String(k.errors),
        String(k.refused),
        ms(k.p50),
        ms(k.p99),
        kind === "browse" && day.cacheHitRatio !== null ? percent(day.cacheHitRatio) : "",
        kind === "browse" ? `${day.rssMb.join(" + ")} MB` : "",
      ];
    }),
  );
  return [
    "Shop days: shoppers in five languages, 90 % browsing, 8 % adding to a cart, 2 % checking out, two days in a row.",
    "",
    table(
      ["day", "kind", "requests", "errors", "refused (409)", "p50", "p99", "cache hits", "RSS after"],
      rows,
    ),
    "",
    `Benched stock figures that do not add up with the orders afterwards: ${oversold ?? "not checked"}.`,
  ];
}

function rebuildLine({ pages, seconds, pageErrors, shoppers: k }: RebuildBesideShoppers): string {
  const requests = k.browse.requests + k.cart.requests + k.checkout.requests;
  const errors = k.browse.errors + k.cart.errors + k.checkout.errors;
  return (
    `Rebuild all, pressed while shoppers kept browsing and buying: ${pages.toLocaleString("en-US")} pages in ` +
    `${seconds} s, ${pageErrors.length} failed. The shoppers meanwhile: ${requests.toLocaleString("en-US")} requests, ` +
    `${errors} errors, worst p99 ${ms(k.browse.p99)} browsing, ${ms(k.checkout.p99)} checking out.`
  );
}

/** The report as markdown: load figures per catalogue size, Lighthouse, page weights and the targets. */
export function renderMarkdown(report: BenchReport): string {
  const o = report.options;
  const parts = [
    `# Benchmark ${report.startedAt}`,
    "",
    `Database ${o.database}, ${o.connections} connections, ${o.duration} s per scenario; ` +
      `${report.machine.cpus} cores, load average ${report.machine.loadAverage.map((l) => l.toFixed(2)).join(" ")} at the start, Node ${report.machine.node}.`,
  ];
  for (const run of report.runs) {
    parts.push(
      "",
      `## ${run.products.toLocaleString("en-US")} synthetic products`,
      "",
      `Shop served by ${run.serverProcesses} process${run.serverProcesses > 1 ? "es" : ""}.`,
      "",
      table(
        [
          "route",
          "kind",
          "req/s",
          "p50",
          "p99",
          "raw Node req/s",
          "raw Node p99",
          "of raw",
          "body",
          "CPU per answer (shop + database)",
          "failed",
          "example",
        ],
        run.scenarios.map(scenarioRow),
      ),
    );
    if (run.capacity) parts.push("", ...capacityMarkdown(run.capacity));
    if (run.shopDays) parts.push("", ...shopDaysTable(run.shopDays));
    if (run.twoInstances) parts.push("", ...twoInstancesMarkdown(run.twoInstances));
    if (run.rebuild) parts.push("", rebuildLine(run.rebuild));
  }
  if (report.growth.length > 0) {
    parts.push(
      "",
      "## Growth",
      "",
      "Per tenfold growth of the catalogue:",
      "",
      ...report.growth.map(
        (step) =>
          `- from ${step.from.toLocaleString("en-US")} to ${step.to.toLocaleString("en-US")} products: ` +
          `uncached listing p50 ${times(step.listingP50)}, uncached suggestions p50 ${times(step.suggestionsP50)}`,
      ),
    );
  }
  if (report.lighthouse.length > 0) {
    parts.push(
      "",
      "## Lighthouse (mobile)",
      "",
      "The median of each page's runs (Lighthouse's computeMedianRun); every run's score beside it, and the" +
        " host's benchmarkIndex as that run measured it (far from the calibration's, the host was slower or" +
        " faster in that run than the CPU slowdown assumes)." +
        (report.lighthouse[0]?.cpuSlowdown
          ? ` CPU slowdown ${report.lighthouse[0].cpuSlowdown.toFixed(2)}×, calibrated from this host's benchmarkIndex ${Math.round(report.lighthouse[0].benchmarkIndex ?? 0)}.`
          : ""),
      "",
      table(
        ["page", "lang", "score", "LCP", "CLS", "TBT", "scores of the runs", "benchmarkIndex of the runs"],
        report.lighthouse.map((r) => [
          r.page,
          r.lang,
          String(Math.round(r.score)),
          `${(r.lcpMs / 1000).toFixed(2)} s`,
          r.cls.toFixed(3),
          `${Math.round(r.tbtMs)} ms`,
          r.runScores?.join(", ") ?? "–",
          r.runBenchmarkIndexes?.join(", ") ?? "–",
        ]),
      ),
    );
  }
  if (report.pageWeights.length > 0) {
    parts.push(
      "",
      "## Page weight (gzip)",
      "",
      table(
        ["page", "lang", "HTML", "JS", "JS files"],
        report.pageWeights.map((w) => [
          w.page,
          w.lang,
          kb(w.htmlGzipBytes),
          kb(w.jsGzipBytes),
          String(w.jsFiles),
        ]),
      ),
    );
  }
  const failed = report.checks.filter((c) => c.pass === false).length;
  parts.push(
    "",
    "## Targets",
    "",
    checksTable(report.checks),
    "",
    `${report.checks.filter((c) => c.pass).length} pass, ${failed} fail, ${report.checks.filter((c) => c.pass === null).length} not applicable in this run.`,
    "",
  );
  return parts.join("\n");
}
