import type { DatabaseKind } from "./arguments.ts";
import type { RebuildBesideShoppers } from "./rebuild-beside-shoppers.ts";
import type { ShopDays } from "./shop-day.ts";
import type { ProductRoundTrips } from "./product-round-trips.ts";
import type { YardstickFigures } from "./yardstick/figures.ts";
import type { WriteCapacity } from "./capacity-results.ts";
import type { TwoInstances } from "./two-instances.ts";
import type { LoadFigures } from "./load-figures.ts";

/** What a load scenario measures. */
export type RouteName =
  | "home"
  | "listing"
  | "product"
  | "store"
  | "page"
  | "suggestions"
  | "product-list"
  | "add-to-cart"
  | "place-order";

/** cached: the same URL again and again; uncached: a different URL each request; write: a POST that changes data. */
export type Variant = "cached" | "uncached" | "write";

/** Two runs of the same plan as one: the mean of each figure, the requests of both. */
export function meanFigures(a: LoadFigures, b: LoadFigures): LoadFigures {
  const mean = (x: number, y: number) => (x + y) / 2;
  return {
    rps: mean(a.rps, b.rps),
    p50: mean(a.p50, b.p50),
    p99: mean(a.p99, b.p99),
    requests: a.requests + b.requests,
    non2xx: a.non2xx + b.non2xx,
    errors: a.errors + b.errors,
    bytesPerRequest: mean(a.bytesPerRequest, b.bytesPerRequest),
  };
}

export interface ScenarioResult extends LoadFigures {
  route: RouteName;
  variant: Variant;
  /** An example of the URLs requested. */
  example: string;
  /** The same answer's bytes sent from memory by a raw Node http server, measured the same way. */
  raw: LoadFigures | null;
}

export interface SizeRun {
  products: number;
  /** Processes serving the shop (a cluster's primary not counted when it only hands out connections). */
  serverProcesses: number;
  scenarios: ScenarioResult[];
  /** Two shop days after the scenarios (absent from reports written before they were measured). */
  shopDays?: ShopDays;
  /** "Rebuild all" while shoppers browse (the first catalogue size only). */
  rebuild?: RebuildBesideShoppers;
  /** CPU per render of the uncached pages' component trees from data read once (scripts/bench/yardstick). */
  yardstick?: YardstickFigures;
  /** Database round trips of an uncached product page (PostgreSQL only: null on the embedded database). */
  productRoundTrips?: ProductRoundTrips | null;
  /** The write path's capacity, p99 at half of it and CPU per order (absent from older reports). */
  capacity?: WriteCapacity;
  /** Two shop instances on one PostgreSQL database (PostgreSQL only; absent from older reports). */
  twoInstances?: TwoInstances;
}

export interface LighthouseResult {
  page: string;
  lang: string;
  url: string;
  /** 0–100 */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every run's score; the figures above are the median run's. */
  runScores?: number[];
  /** The host's benchmarkIndex and the CPU slowdown calibrated from it (older reports: 4× by default). */
  benchmarkIndex?: number;
  cpuSlowdown?: number;
  /**
   * The host's benchmarkIndex as each run measured it (Lighthouse times a fixed workload at the start
   * of every run): far from the calibration's, the host was not as fast in that run as the slowdown
   * assumes, and its main-thread figures are scaled wrong.
   */
  runBenchmarkIndexes?: number[];
}

export interface PageWeight {
  page: string;
  lang: string;
  url: string;
  /** Static content page: the target is no JavaScript at all. */
  staticContent: boolean;
  htmlGzipBytes: number;
  jsGzipBytes: number;
  jsFiles: number;
}

export interface Check {
  figure: string;
  target: string;
  measured: string;
  /** null: not applicable in this run (e.g. needs 100k products or PostgreSQL). */
  pass: boolean | null;
}

/** How the uncached listing and suggestions p50 grew from one catalogue size to the next. */
export interface Growth {
  from: number;
  to: number;
  listingP50: number;
  suggestionsP50: number;
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  options: { sizes: number[]; database: DatabaseKind; duration: number; connections: number };
  machine: { cpus: number; loadAverage: number[]; node: string };
  runs: SizeRun[];
  /** One entry per step between consecutive catalogue sizes (none without --compare). */
  growth: Growth[];
  lighthouse: LighthouseResult[];
  pageWeights: PageWeight[];
  checks: Check[];
}

export const ratioToRaw = (s: ScenarioResult): number | null =>
  s.raw && s.raw.rps > 0 ? s.rps / s.raw.rps : null;
