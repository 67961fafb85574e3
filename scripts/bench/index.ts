/**
 * `npm run bench`: seeds a catalogue of N synthetic products on a throw-away database, starts the
 * production shop (`npm start`) on it, measures each route under load next to a raw Node server
 * sending the same bytes, runs Lighthouse and counts page weight, then writes
 * bench/results/<date-time>.json, .md and .png. Everything it starts is stopped and dropped at the end,
 * also on failure or Ctrl-C.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import sharp from "sharp";
import { localizePath } from "../../src/i18n/paths.ts";
import type { Lang } from "../../src/i18n/locales.ts";
import { BENCH_USAGE, BenchUsageError, parseBenchArguments, type BenchOptions } from "./arguments.ts";
import { renderChart } from "./chart.ts";
import { runScript } from "./children.ts";
import { cleanUp, cleanUpOnSignals } from "./cleanup.ts";
import { createBenchDatabase } from "./database.ts";
import { prepareFixtures, type Fixtures } from "./fixtures.ts";
import { runLighthouse } from "./lighthouse.ts";
import { renderMarkdown } from "./markdown.ts";
import { measurePageWeight } from "./page-weight.ts";
import { startRawServer } from "./raw.ts";
import type { BenchReport, LighthouseResult, PageWeight, SizeRun } from "./results.ts";
import { sampleCpu } from "./cpu-time.ts";
import { runScenarios } from "./scenarios.ts";
import { BENCH_METRICS_TOKEN, startShop } from "./shop.ts";
import { countOversold, runShopDays, type ShopDay } from "./shop-day.ts";
import { rebuildBesideShoppers, type RebuildBesideShoppers } from "./rebuild-beside-shoppers.ts";
import { countProductRoundTrips } from "./product-round-trips.ts";
import { buildYardstick, measureYardstick } from "./yardstick/measure.ts";
import { growth, growthChecks, lighthouseChecks, loadChecks, weightChecks } from "./targets.ts";
import { measureWriteCapacity } from "./capacity.ts";
import { capacityChecks } from "./capacity-report.ts";
import { runTwoInstances, type TwoInstances } from "./two-instances.ts";
import { twoInstancesChecks } from "./two-instances-report.ts";

/**
 * Shoppers beside "Rebuild all": a few at once, each sending its next request as soon as the last is
 * answered. As many as the load scenarios would hold the CPU and leave the job (which yields to
 * shoppers between pages) barely any.
 */
const REBUILD_SHOPPERS = 2;

/** The second shop instance's port: --port plus this (4404 and 4414 by default). */
const SECOND_INSTANCE_PORT_OFFSET = 10;

const heading = (text: string) => console.log(`\n== ${text} ==`);

/** A shop day lasts six scenarios' time: a minute at the default 10 s. */
const shopDaySeconds = (options: BenchOptions) => options.duration * 6;

function auditedPages(f: Fixtures) {
  const product = f.products[0];
  const pages = [
    { page: "home", path: "/", staticContent: false },
    { page: "listing", path: `/all/${f.categories[0].slug}`, staticContent: false },
    {
      page: "product",
      path: `/${encodeURIComponent(product.slug)}/product/${product.id}`,
      staticContent: false,
    },
    { page: "cart", path: "/cart", staticContent: false },
  ];
  const inLangs = (list: typeof pages) =>
    (["en", "ar"] as Lang[]).flatMap((lang) =>
      list.map((p) => ({ ...p, lang, path: localizePath(p.path, lang) })),
    );
  const staticPage = f.pageSlug
    ? [{ page: `page ${f.pageSlug}`, path: `/page/${f.pageSlug}`, staticContent: true }]
    : [];
  return { lighthouse: inLangs(pages), weights: inLangs([...pages, ...staticPage]) };
}

async function measureSize(
  options: BenchOptions,
  products: number,
  raw: Awaited<ReturnType<typeof startRawServer>>,
  withPages: boolean,
): Promise<{ run: SizeRun; lighthouse: LighthouseResult[]; weights: PageWeight[] }> {
  heading(`Catalogue: demo + ${products.toLocaleString("en-US")} synthetic products on ${options.database}`);
  const database = await createBenchDatabase(options.database, products, options.keepSeed);
  if (!database.seeded) {
    console.log("Seeding (scripts/seed.ts)…");
    await runScript("scripts/seed.ts", ["--products", String(products)], {
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      LOG_LEVEL: "warn",
    });
    if (options.keepSeed) await database.keepAsSeed();
  }
  console.log("Choosing the URLs to request and raising the benched products' stock…");
  const fixtures = await prepareFixtures(database.openUrl);
  const shop = await startShop(database, options.port, options.workers);
  let stopped = false;
  let days: ShopDay[] = [];
  try {
    heading(`Load: ${options.connections} connections, ${options.duration} s per scenario`);
    const context = {
      origin: shop.origin,
      raw,
      settings: { connections: options.connections, duration: options.duration },
      cpu: () => sampleCpu(shop.group),
    };
    const scenarios = await runScenarios(context, fixtures);
    heading("Write capacity: add-to-cart and place-order at a fixed rate");
    const capacity = await measureWriteCapacity(context, fixtures, scenarios);
    heading(
      `Shop days: twice ${shopDaySeconds(options)} s of shoppers in five languages, ${options.connections} at once`,
    );
    days = await runShopDays({
      origin: shop.origin,
      metricsToken: BENCH_METRICS_TOKEN,
      pids: shop.pids,
      fixtures,
      connections: options.connections,
      seconds: shopDaySeconds(options),
    });
    let twoInstances: TwoInstances | undefined;
    if (options.database === "postgres") {
      heading(`Two instances on one database: ${shopDaySeconds(options) / 2} s of shoppers across both`);
      twoInstances = await runTwoInstances({
        database,
        firstOrigin: shop.origin,
        port: options.port + SECOND_INSTANCE_PORT_OFFSET,
        fixtures,
        connections: options.connections,
        seconds: shopDaySeconds(options) / 2,
      });
    }
    let rebuild: RebuildBesideShoppers | undefined;
    if (withPages && !options.skipRebuild) {
      heading(`Rebuild all while ${REBUILD_SHOPPERS} shoppers browse and buy`);
      rebuild = await rebuildBesideShoppers({ origin: shop.origin, fixtures, connections: REBUILD_SHOPPERS });
    }
    const weights: PageWeight[] = [];
    let lighthouse: LighthouseResult[] = [];
    if (withPages) {
      const pages = auditedPages(fixtures);
      heading("Page weight (gzip JS and HTML)");
      for (const page of pages.weights) {
        const weight = await measurePageWeight(shop.origin, page);
        console.log(
          `  ${`${page.page} (${page.lang})`.padEnd(24)} JS ${(weight.jsGzipBytes / 1024).toFixed(1)} KB in ${weight.jsFiles} files, HTML ${(weight.htmlGzipBytes / 1024).toFixed(1)} KB`,
        );
        weights.push(weight);
      }
      if (!options.skipLighthouse) {
        heading("Lighthouse (mobile preset, Debian Chromium)");
        lighthouse = await runLighthouse(shop.origin, pages.lighthouse);
      }
    }
    const processes = shop.processes();
    await shop.stop();
    stopped = true;
    const oversold = await countOversold(database.openUrl, fixtures);
    console.log(`  benched stock figures that do not add up with the orders: ${oversold}`);
    heading("Uncached pages: the yardstick's renders, the product page's database round trips");
    const yardstick = await measureYardstick(database, fixtures);
    const productRoundTrips = await countProductRoundTrips(database, fixtures, options.port);
    const shopDays = { days, oversold };
    const run = {
      products,
      serverProcesses: processes,
      scenarios,
      capacity,
      shopDays,
      twoInstances,
      rebuild,
      yardstick,
      productRoundTrips,
    };
    return { run, lighthouse, weights };
  } finally {
    if (!stopped) await shop.stop();
    await database.drop();
  }
}

async function main(options: BenchOptions): Promise<void> {
  const startedAt = new Date();
  const stamp = startedAt.toISOString().slice(0, 19).replace(/:/g, "-");
  const report: BenchReport = {
    startedAt: startedAt.toISOString(),
    finishedAt: "",
    options: {
      sizes: options.sizes,
      database: options.database,
      duration: options.duration,
      connections: options.connections,
    },
    machine: { cpus: availableParallelism(), loadAverage: loadavg(), node: process.version },
    runs: [],
    growth: [],
    lighthouse: [],
    pageWeights: [],
    checks: [],
  };
  console.log(
    `Benchmark: ${options.sizes.map((n) => n.toLocaleString("en-US")).join(" and ")} products on ${options.database}, ` +
      `${options.connections} connections, ${options.duration} s per scenario${options.skipLighthouse ? ", no Lighthouse" : ""}.`,
  );
  console.log("Starting the raw Node server (the cached pages' yardstick)…");
  const raw = await startRawServer();
  await buildYardstick();
  for (const [i, products] of options.sizes.entries()) {
    const measured = await measureSize(options, products, raw, i === 0);
    report.runs.push(measured.run);
    if (i === 0) {
      report.lighthouse = measured.lighthouse;
      report.pageWeights = measured.weights;
    }
    const label = options.sizes.length > 1 ? `${products.toLocaleString("en-US")} products` : "";
    report.checks.push(
      ...loadChecks(measured.run, options.database, label),
      ...capacityChecks(measured.run, options.database, label),
      ...twoInstancesChecks(measured.run, label),
    );
  }
  for (const [i, small] of report.runs.slice(0, -1).entries()) {
    const step = growth(small, report.runs[i + 1]);
    report.growth.push(step);
    report.checks.push(...growthChecks(step));
  }
  report.checks.push(...weightChecks(report.pageWeights), ...lighthouseChecks(report.lighthouse));
  report.finishedAt = new Date().toISOString();

  const base = `bench/results/${stamp}`;
  mkdirSync("bench/results", { recursive: true });
  const markdown = renderMarkdown(report);
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${base}.md`, markdown);
  const svg = renderChart(
    report.runs,
    `Modest Marketplace benchmark ${report.startedAt} (${options.database})`,
  );
  await sharp(Buffer.from(svg)).png().toFile(`${base}.png`);
  heading("Results");
  console.log(markdown);
  console.log(`Written: ${base}.json, ${base}.md, ${base}.png`);
}

let options: BenchOptions;
try {
  options = parseBenchArguments(process.argv.slice(2));
} catch (error) {
  if (error instanceof BenchUsageError) {
    console.error(`${error.message}\n\n${BENCH_USAGE}`);
    process.exit(2);
  }
  throw error;
}
if (options.help) {
  console.log(BENCH_USAGE);
} else {
  cleanUpOnSignals();
  try {
    await main(options);
  } catch (error) {
    process.exitCode = 1;
    console.error(
      `\nThe bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    await cleanUp();
  }
}
