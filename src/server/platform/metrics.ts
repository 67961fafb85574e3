import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from "prom-client";

/**
 * The shop's Prometheus metrics, in prom-client's global registry (the one its cluster aggregation
 * asks every worker for). Labels hold a handful of fixed values each, never a URL or an id, so the
 * number of series stays bounded whatever clients request.
 *
 * Aggregation over workers: counters, histograms and the pool gauges add up; the queue gauges are
 * read from the database, so every worker reports the same number and the largest one is kept.
 */

/** What a request was for, decided from its path's shape (see routeKind in serving). */
export type RouteKind = "page" | "api" | "asset" | "operations";

const SHARED = Symbol.for("modest-marketplace.metrics");

function create() {
  collectDefaultMetrics();
  return {
    requestDuration: new Histogram({
      name: "shop_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by kind of route and status class.",
      labelNames: ["kind", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    renderCacheHits: new Counter({
      name: "shop_render_cache_hits_total",
      help: "Pages and API reads answered from the render cache.",
    }),
    renderCacheMisses: new Counter({
      name: "shop_render_cache_misses_total",
      help: "Cacheable pages and API reads that had to be rendered.",
    }),
    renderCacheDropped: new Counter({
      name: "shop_render_cache_dropped_total",
      help: "Cached answers dropped because something they show changed (each is rendered again when next asked for).",
    }),
    ordersPlaced: new Counter({
      name: "shop_orders_placed_total",
      help: "Orders placed (a repeated submit of the same order is not counted again).",
    }),
  };
}

/** One set per process: the built Astro server bundles its own copy of this module. */
export const metrics: ReturnType<typeof create> = ((globalThis as Record<symbol, unknown>)[SHARED] ??=
  create()) as ReturnType<typeof create>;

/** The connection counts node-postgres keeps on its pool. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Reports the database pool's connections on each scrape (PostgreSQL only: PGlite has no pool). */
export function watchDatabasePool(pool: PoolCounts): void {
  new Gauge({
    name: "shop_db_pool_connections",
    help: "Database pool connections of the server processes: open, idle, and requests waiting for one.",
    labelNames: ["state"] as const,
    collect() {
      this.set({ state: "open" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
}

/** Work waiting in the shop's background queues, read from the database on each scrape. */
export function watchJobQueues(read: () => Promise<{ orderMail: number; awaitingPayment: number }>): void {
  new Gauge({
    name: "shop_job_queue_depth",
    help: "Jobs waiting: order mails not yet sent, unpaid online orders the payment expiry will release.",
    labelNames: ["queue"] as const,
    aggregator: "max",
    async collect() {
      const depth = await read();
      this.set({ queue: "order_mail" }, depth.orderMail);
      this.set({ queue: "payment_expiry" }, depth.awaitingPayment);
    },
  });
}

/** This process's metrics in Prometheus's text format. */
export const processMetrics = () => register.metrics();
export const metricsContentType = register.contentType;
