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
const RUNS_PER_PAGE = 3;

/**
 * Lighthouse's mobile preset (its default: emulated phone, simulated slow 4G and CPU) on each page,
 * in Debian's Chromium started headless with the browser journeys' flags.
 */
export async function runLighthouse(origin: string, pages: PageToAudit[]): Promise<LighthouseResult[]> {
  // heavy: only when asked for
  const { default: lighthouse } = await import("lighthouse");
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
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
  async function audit(url: string) {
    const run = await lighthouse(url, {
      port: debugPort,
      hostname: HOST,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
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
    const results: LighthouseResult[] = [];
    for (const [i, p] of pages.entries()) {
      const url = new URL(p.path, origin).href;
      console.log(
        `  Lighthouse ${i + 1}/${pages.length}: ${p.page} (${p.lang}) ${url}, ${RUNS_PER_PAGE} runs`,
      );
      const runs = [];
      for (let run = 0; run < RUNS_PER_PAGE; run += 1) runs.push(await audit(url));
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
