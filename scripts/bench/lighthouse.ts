import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM, CHROMIUM_FLAGS } from "../chromium.ts";
import { startProcess } from "./children.ts";
import { onCleanup } from "./cleanup.ts";
import type { LighthouseResult } from "./results.ts";
import { freePort, HOST, waitFor } from "./shop.ts";

export interface PageToAudit {
  page: string;
  lang: string;
  path: string;
}

/**
 * Runs per page. One Lighthouse run swings by several points with whatever else the machine does;
 * Lighthouse's guidance is to report the median of several (its computeMedianRun picks the run
 * closest to the median first paint and time to interactive).
 */
const RUNS_PER_PAGE = 5;

/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference phone, from the host's
 * `benchmarkIndex` (Lighthouse's throttling guide, "Calibrating the CPU slowdown", and its CPU
 * throttling calculator): 150 → 1×, 800 → 2×, 1300 → 3×, then one more per 233.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * Lighthouse's mobile preset (emulated phone, simulated slow 4G) with its CPU slowdown calibrated to
 * this host, on each page, in Debian's Chromium started headless with the browser journeys' flags.
 */
export async function runLighthouse(origin: string, pages: PageToAudit[]): Promise<LighthouseResult[]> {
  // heavy: only when asked for
  const { default: lighthouse } = await import("lighthouse");
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
  const { throttling } = await import("lighthouse/core/config/constants.js");
  const debugPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  onCleanup(`remove ${profile}`, () => rmSync(profile, { recursive: true, force: true }));
  const chromium = startProcess(
    "Chromium",
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      "--headless",
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    {},
  );
  async function audit(url: string, cpuSlowdownMultiplier?: number) {
    const run = await lighthouse(url, {
      port: debugPort,
      hostname: HOST,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cpuSlowdownMultiplier ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } : {}),
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    if (run.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${run.lhr.runtimeError.message}`);
    return run.lhr;
  }
  try {
    await waitFor(
      `http://${HOST}:${debugPort}/json/version`,
      () => chromium.child.exitCode === null,
      chromium.output,
      60_000,
    );
    // Calibration: one run measures this host's benchmarkIndex (taken from three, the median).
    const first = new URL(pages[0]!.path, origin).href;
    const indexes: number[] = [];
    for (let run = 0; run < 3; run += 1) indexes.push((await audit(first)).environment.benchmarkIndex);
    const benchmarkIndex = indexes.sort((a, b) => a - b)[1]!;
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
    console.log(
      `  This host's benchmarkIndex ${Math.round(benchmarkIndex)} (runs: ${indexes.map(Math.round).join(", ")}): ` +
        `CPU slowdown ${cpuSlowdown.toFixed(2)}× (Lighthouse's default is 4×)`,
    );
    const results: LighthouseResult[] = [];
    for (const [i, p] of pages.entries()) {
      const url = new URL(p.path, origin).href;
      console.log(
        `  Lighthouse ${i + 1}/${pages.length}: ${p.page} (${p.lang}) ${url}, ${RUNS_PER_PAGE} runs`,
      );
      const runs = [];
      for (let run = 0; run < RUNS_PER_PAGE; run += 1) runs.push(await audit(url, cpuSlowdown));
      const lhr = computeMedianRun(runs);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scores = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
      results.push({
        page: p.page,
        lang: p.lang,
        url,
        score: (lhr.categories.performance?.score ?? 0) * 100,
        lcpMs: numeric("largest-contentful-paint"),
        cls: numeric("cumulative-layout-shift"),
        tbtMs: numeric("total-blocking-time"),
        runScores: scores,
        benchmarkIndex,
        cpuSlowdown,
        runBenchmarkIndexes: runs.map((r) => Math.round(r.environment.benchmarkIndex)),
      });
      const last = results[results.length - 1];
      console.log(
        `    median run: score ${Math.round(last.score)}, LCP ${(last.lcpMs / 1000).toFixed(2)} s, CLS ${last.cls.toFixed(3)}, TBT ${Math.round(last.tbtMs)} ms (scores of the runs: ${scores.join(", ")})`,
      );
    }
    return results;
  } finally {
    await chromium.stop();
  }
}
