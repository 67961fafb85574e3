import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { captureLogs, nodeHandlerOf, serveNode, type TestServer } from "../../testing/server.ts";
import { openDatabase } from "../platform/db/client.ts";
import { metricsContentType, processMetrics, watchJobQueues } from "../platform/metrics.ts";
import { RenderCache } from "../cache/render-cache.ts";
import { createApp } from "../http/app.ts";
import { jobQueueDepths } from "../modules/orders/index.ts";
import { createOperationsHandler } from "./operations.ts";
import { createReadiness, type Readiness } from "./readiness.ts";
import { createShopHandler } from "./shop-handler.ts";

const TOKEN = "metrics-token-for-tests-0123456789";

let database: TestDatabase;
let readiness: Readiness;
let server: TestServer;
let shop: ReturnType<typeof createShopHandler>;

function renderPage(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><p>${req.url}</p><p>${"A modest catalogue page. ".repeat(40)}</p>`);
}

beforeAll(async () => {
  database = await createTestDatabase();
  readiness = createReadiness(database);
  watchJobQueues(() => jobQueueDepths(database.db));
  shop = createShopHandler({
    render: renderPage,
    api: nodeHandlerOf(createApp({ db: database.db, logger: captureLogs().logger })),
    cache: new RenderCache(4 * 1024 * 1024),
    operations: createOperationsHandler({
      notReadyBecause: readiness.notReadyBecause,
      metrics: { token: TOKEN, text: processMetrics, contentType: metricsContentType },
    }),
  });
  server = await serveNode(shop);
});

afterAll(async () => {
  await server?.close();
  shop?.close();
  await database?.close();
});

const scrape = async () =>
  (await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();

/** The value of one series in Prometheus text (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("health for a load balancer", () => {
  it("/healthz answers ok as long as the process runs, never cached and without a cookie", async () => {
    const response = await fetch(`${server.origin}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok\n");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("/readyz answers 503 with a reason until the render cache is warm, then 200", async () => {
    const cold = await fetch(`${server.origin}/readyz`);
    expect(cold.status).toBe(503);
    expect(await cold.json()).toEqual({ status: "not ready", reason: "render cache warming up" });
    expect(cold.headers.get("cache-control")).toBe("no-store");
    readiness.markWarm();
    const warm = await fetch(`${server.origin}/readyz`);
    expect(warm.status).toBe(200);
    expect(await warm.json()).toEqual({ status: "ready" });
  });

  it("/readyz names migrations the database has not applied", async () => {
    readiness.markWarm();
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const removed = (await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
    )) as { rows: { hash: string; created_at: string }[] };
    try {
      const response = await fetch(`${server.origin}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: "not ready",
        reason: "database migrations not applied: 1",
      });
    } finally {
      const [row] = removed.rows;
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
  });

  it("/readyz says the database is unreachable when it does not answer", async () => {
    const nowhere = await openDatabase("postgres://postgres@127.0.0.1:1/nowhere");
    try {
      const unreachable = createReadiness(nowhere);
      unreachable.markWarm();
      expect(await unreachable.notReadyBecause()).toMatch(/^database unreachable: /);
    } finally {
      await nowhere.close();
    }
  });

  it("readiness says 'shutting down' once the process is stopping", async () => {
    const stopping = createReadiness(database);
    stopping.markWarm();
    stopping.markStopping();
    expect(await stopping.notReadyBecause()).toBe("shutting down");
  });
});

describe("metrics for Prometheus", () => {
  it("/metrics does not exist without the bearer token (404), nor when no token is configured", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-the-same-size-xx", `Basic ${TOKEN}`]) {
      const response = await fetch(`${server.origin}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("shop_");
    }
    const off = createOperationsHandler({ notReadyBecause: async () => undefined });
    const plain = await serveNode((req, res) => off(req, res, "/metrics"));
    try {
      expect(
        (await fetch(`${plain.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("times requests by kind of route (page, api, asset), never by URL", async () => {
    for (const path of ["/abaya/product/7?utm=a", "/abaya/product/8", "/api/v1/common", "/favicon.svg"])
      await fetch(`${server.origin}${path}`);
    const text = await scrape();
    expect(
      valueOf(text, 'shop_http_request_duration_seconds_count{kind="page",status="2xx"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      valueOf(text, 'shop_http_request_duration_seconds_count{kind="api",status="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(text, 'shop_http_request_duration_seconds_count{kind="asset",status="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/product|utm|favicon|common/);
  });

  it("counts render cache hits and misses", async () => {
    const before = await scrape();
    await fetch(`${server.origin}/all/abayas?from=metrics`);
    await fetch(`${server.origin}/all/abayas?from=metrics`);
    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect([delta("shop_render_cache_misses_total"), delta("shop_render_cache_hits_total")]).toEqual([1, 1]);
  });

  it("shows the job queues' depth, read from the database", async () => {
    const text = await scrape();
    expect(text).toMatch(/^shop_job_queue_depth\{queue="order_mail"\} \d+$/m);
    expect(text).toMatch(/^shop_job_queue_depth\{queue="payment_expiry"\} \d+$/m);
    expect(text).toMatch(/^shop_orders_placed_total \d+$/m);
  });
});
