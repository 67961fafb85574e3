/**
 * A shop day: shoppers in the five languages browse, fill carts and check out at once for a minute
 * (shop-day-generator.ts), twice in a row. Reported: errors and p50/p99 per kind, the render cache's
 * hit ratio (from /metrics), the memory (RSS) of each shop process after each day, and, once the shop
 * has stopped, whether any benched stock figure went below zero or does not add up with the orders.
 */
import { fork } from "node:child_process";
import cliProgress from "cli-progress";
import { sql } from "drizzle-orm";
import { LOCALE_CODES } from "../../src/i18n/locales.ts";
import { localizePath } from "../../src/i18n/paths.ts";
import { openDatabase } from "../../src/server/platform/db/client.ts";
import { rowsOf } from "../../src/server/seed/insert.ts";
import { rssKb } from "../process-figures.ts";
import { BENCH_STOCK, type Fixtures } from "./fixtures.ts";

export type ShopDayKind = "browse" | "cart" | "checkout";

export interface KindFigures {
  requests: number;
  /** Answers other than 2xx and 409, and failed connections. */
  errors: number;
  /** 409: a refusal the shopper is told about (stock ran out), not an error. */
  refused: number;
  p50: number;
  p99: number;
}

/** What the generator's process is given. */
export interface ShopDayJob {
  origin: string;
  /** Shops on one database, sent every request in turn (instead of `origin`). */
  origins?: string[];
  connections: number;
  seconds: number;
  seed: number;
  runId: string;
  pages: string[];
  products: Fixtures["buyable"];
}

export interface ShopDay {
  kinds: Record<ShopDayKind, KindFigures>;
  /** Render-cache hits over hits and misses during the day; null without /metrics. */
  cacheHitRatio: number | null;
  /** Resident memory of each shop process after the day, in MB. */
  rssMb: number[];
}

export interface ShopDays {
  days: ShopDay[];
  /** Stock figures below zero or units sold that no order holds, counted with the shop stopped. */
  oversold: number | null;
}

/** Every page kind in every language: 90 % of a shop day's requests. */
export function dayPages(f: Fixtures): string[] {
  const product = (p: { id: number; slug: string }) => `/${encodeURIComponent(p.slug)}/product/${p.id}`;
  const paths = [
    "/",
    ...f.categories.map((c) => `/all/${c.slug}`),
    ...f.categories.map((c) => `/all/${c.slug}?page=2`),
    ...f.products.slice(0, 200).map(product),
    ...f.typos.slice(0, 20).map((q) => `/search?q=${encodeURIComponent(q)}`),
  ];
  return LOCALE_CODES.flatMap((lang) => paths.map((path) => localizePath(path, lang)));
}

/** A shop process's resident memory in MB; 0 when it is gone. */
const rssMbOf = (pid: number) => {
  try {
    return Math.round(rssKb(pid) / 1024);
  } catch {
    return 0;
  }
};

async function cacheCounts(origin: string, token: string): Promise<{ hits: number; misses: number } | null> {
  const response = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) return null;
  const text = await response.text();
  const total = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+]+)$`, "gm"))].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
  return { hits: total("shop_render_cache_hits_total"), misses: total("shop_render_cache_misses_total") };
}

/** Runs the shoppers' process for `job.seconds`; `progress` false when the caller shows its own bar. */
export function runGenerator(job: ShopDayJob, progress = true): Promise<Record<ShopDayKind, KindFigures>> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL("./shop-day-generator.ts", import.meta.url));
    let stopBar = () => {};
    if (progress) {
      const bar = new cliProgress.SingleBar(
        { format: `  shop day |{bar}| {value}/{total} s`, noTTYOutput: true, notTTYSchedule: 10_000 },
        cliProgress.Presets.shades_classic,
      );
      const started = Date.now();
      bar.start(job.seconds, 0);
      const ticker = setInterval(() => {
        bar.update(Math.min(job.seconds, ((Date.now() - started) / 1000) | 0));
      }, 1000);
      stopBar = () => {
        clearInterval(ticker);
        bar.update(job.seconds);
        bar.stop();
      };
    }
    child.once("message", (message: { result?: Record<ShopDayKind, KindFigures>; error?: string }) => {
      stopBar();
      if (message.result) resolve(message.result);
      else reject(new Error(`The shop day failed: ${message.error}`));
    });
    child.once("error", (error) => {
      stopBar();
      reject(error);
    });
    child.send(job);
  });
}

/** Two shop days in a row against the running shop. */
export async function runShopDays(options: {
  origin: string;
  metricsToken: string;
  pids: () => number[];
  fixtures: Fixtures;
  connections: number;
  seconds: number;
}): Promise<ShopDay[]> {
  const days: ShopDay[] = [];
  for (const day of [1, 2]) {
    const before = await cacheCounts(options.origin, options.metricsToken);
    const kinds = await runGenerator({
      origin: options.origin,
      connections: options.connections,
      seconds: options.seconds,
      seed: day,
      runId: `day${day}x${Date.now().toString(36)}`,
      pages: dayPages(options.fixtures),
      products: options.fixtures.buyable,
    });
    const after = await cacheCounts(options.origin, options.metricsToken);
    const looked = before && after ? after.hits - before.hits + (after.misses - before.misses) : 0;
    days.push({
      kinds,
      cacheHitRatio: before && after && looked > 0 ? (after.hits - before.hits) / looked : null,
      rssMb: options.pids().map(rssMbOf),
    });
    const k = kinds;
    console.log(
      `  day ${day}: browse ${k.browse.requests} (p99 ${k.browse.p99.toFixed(0)} ms), cart ${k.cart.requests}, ` +
        `checkout ${k.checkout.requests}; errors ${k.browse.errors + k.cart.errors + k.checkout.errors}; ` +
        `RSS ${days.at(-1)!.rssMb.join(" + ")} MB`,
    );
  }
  return days;
}

/**
 * With the shop stopped: the benched products' stock figures (set to BENCH_STOCK before the bench)
 * that are not BENCH_STOCK less the units of the orders placed since, or are below zero.
 */
export async function countOversold(openUrl: string, f: Fixtures): Promise<number> {
  const database = await openDatabase(openUrl);
  try {
    const figures = await Promise.all(
      f.buyable.map(async (b) => {
        const [row] = rowsOf<{ left: number; ordered: number }>(
          await database.db.execute(sql`select
            ${b.inventoryId ? sql`(select quantity from inventories where id = ${b.inventoryId})` : sql`(select stock from products where id = ${b.id})`} as left,
            (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
              where i.product_id = ${b.id} and i.inventory_id is not distinct from ${b.inventoryId}
                and not o.cancelled and o.created_at >= ${f.stockSetAt}::timestamptz) as ordered`),
        );
        return row && (row.left < 0 || row.left !== BENCH_STOCK - row.ordered) ? 1 : 0;
      }),
    );
    return figures.reduce<number>((sum, n) => sum + n, 0);
  } finally {
    await database.close();
  }
}
