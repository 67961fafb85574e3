import { execFileSync } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { startService } from "./children.ts";
import type { BenchDatabase } from "./database.ts";

export const HOST = "127.0.0.1";

/** A port nobody listens on now, chosen by the system (for Chromium's debugging port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 200, or fails with `why()` when the process died or time ran out. */
export async function waitFor(
  url: string,
  alive: () => boolean,
  why: () => string,
  timeoutMs: number,
): Promise<void> {
  const started = Date.now();
  let told = started;
  while (Date.now() - started < timeoutMs) {
    if (!alive()) throw new Error(`The server stopped before answering ${url}:\n${why()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - told > 15_000) {
      told = Date.now();
      console.log(`  still waiting for ${url} (${Math.round((told - started) / 1000)} s)…`);
    }
    await sleep(500);
  }
  throw new Error(`No answer from ${url} after ${timeoutMs / 1000} s:\n${why()}`);
}

/**
 * The shop's server processes in its process group (started in its own group): the server and any
 * workers it forked, a cluster primary left out when it only hands out connections.
 */
function serverPids(groupId: number): number[] {
  // Node 24 names its main thread "MainThread", so the command line tells a shop process, not `comm`.
  const rows = execFileSync("ps", ["-e", "-o", "pgid=,pid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([pgid, , ...args]) => Number(pgid) === groupId && args.some((arg) => arg.endsWith("scripts/start.ts")),
    )
    .map(([, pid]) => Number(pid));
  return rows.length > 1 ? rows.filter((pid) => pid !== groupId) : rows;
}

/** A token for the shop's /metrics during the bench. */
export const BENCH_METRICS_TOKEN = "bench-metrics-token-0123456789";

/**
 * `npm start` (scripts/start.ts) on the bench database in production mode; it builds first when the
 * sources changed, so the wait is long.
 */
export async function startShop(
  database: BenchDatabase,
  port: number,
  workers: number,
): Promise<{
  origin: string;
  group: number;
  processes: () => number;
  pids: () => number[];
  stop: () => Promise<void>;
}> {
  const origin = `http://${HOST}:${port}`;
  console.log(`Starting the shop (npm start) on ${origin}; it builds first when the sources changed…`);
  const env: Record<string, string | undefined> = {
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST,
    SITE_URL: origin,
    DATA_DIR: database.dataDir,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    WORKERS: String(workers),
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  };
  const shop = startService("the shop", "scripts/start.ts", env);
  await waitFor(
    `${origin}/api/v1/common`,
    () => shop.child.exitCode === null && shop.child.signalCode === null,
    shop.output,
    20 * 60_000,
  );
  console.log("The shop answers.");
  // Started detached: its pid is its process group's id.
  const group = shop.child.pid!;
  return {
    origin,
    group,
    processes: () => Math.max(1, serverPids(group).length),
    pids: () => serverPids(group),
    stop: shop.stop,
  };
}
