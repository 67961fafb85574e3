import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runScript } from "../children.ts";
import type { BenchDatabase } from "../database.ts";
import type { Fixtures } from "../fixtures.ts";
import type { YardstickFigures, YardstickPlan } from "./figures.ts";

/** Pages of each kind the yardstick renders in turn, and the CPU time it spends on each kind. */
const PAGES = 10;
const CPU_MS = 3000;

/** Builds the yardstick with Vite (a few seconds; once per bench, after any change of the pages). */
export async function buildYardstick(): Promise<void> {
  console.log("Building the uncached pages' yardstick (scripts/bench/yardstick)…");
  await runScript("scripts/bench/yardstick/build.ts", [], { NODE_ENV: "production" });
}

/**
 * The yardstick's CPU time per listing and product render on this catalogue: the listings the
 * uncached scenario asks for first (a category's page of 30 cards) and its first products. Run
 * while the shop is stopped, so that nothing else uses the CPU meanwhile.
 */
export async function measureYardstick(
  database: BenchDatabase,
  fixtures: Fixtures,
): Promise<YardstickFigures> {
  const { categories } = fixtures;
  const listings = Array.from({ length: PAGES }, (_, i) => {
    const category = categories[i % categories.length];
    const pages = Math.max(1, Math.floor(category.products / 30));
    return { category: category.slug, page: 1 + (Math.floor(i / categories.length) % pages) };
  });
  const plan: YardstickPlan = {
    lang: "en",
    listings,
    products: fixtures.products.slice(0, PAGES).map((p) => p.id),
    cpuMs: CPU_MS,
  };
  const dir = mkdtempSync(join(tmpdir(), "bench-yardstick-"));
  try {
    await runScript("scripts/bench/yardstick/run.ts", [JSON.stringify(plan), join(dir, "figures.json")], {
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    });
    const figures = JSON.parse(readFileSync(join(dir, "figures.json"), "utf8")) as YardstickFigures;
    const ms = (r: { cpuMsPerRender: number }) => `${r.cpuMsPerRender.toFixed(2)} ms`;
    console.log(`  CPU per render: listing ${ms(figures.listing)}, product ${ms(figures.product)}`);
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
