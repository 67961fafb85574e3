import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { parseProductCount, SeedUsageError } from "../../src/server/seed/arguments.ts";

export const BENCH_USAGE = `Usage: npm run bench -- [options]

  --products N        catalogue size: demo catalogue plus N synthetic products (default 10000; 100k, 1m)
  --database KIND     postgres (default: a throw-away database on postgres://postgres@127.0.0.1:5432)
                      or pglite (a throw-away embedded database)
  --duration S        seconds of load per scenario (default 10)
  --connections C     concurrent connections of the load generator (default 50)
  --port P            the shop's port (default 4404); the raw Node server and Chromium take free
                      ports the system picks, so benches on one machine do not collide
  --workers W         shop processes on PostgreSQL (default: one per core but one, at least 1: the
                      load generator runs on this machine and needs a core of its own)
  --compare A,B[,C]   run the load scenarios at each size (e.g. 10000,100000,1m) and report how
                      listing and search p50 grow per tenfold; --products is ignored
  --skip-lighthouse   no Lighthouse runs (and no Chromium)
  --skip-rebuild      no "Rebuild all beside shoppers" step (about 20 minutes at 10k products)
  --keep-seed         keep each size's seeded catalogue (a PostgreSQL template bench_seed_N and
                      .data/bench-seed-N) and copy it on later runs instead of seeding again
  --help              show this help`;

const DEFAULT_PORT = 4404;

/**
 * With the load generator on the same machine, a shop process on every core would take turns with
 * it for the CPU, and both would measure the scheduler rather than themselves.
 */
export const defaultWorkers = (): number => Math.max(1, availableParallelism() - 1);

export type DatabaseKind = "pglite" | "postgres";

export interface BenchOptions {
  /** Catalogue sizes to measure, in order (one unless --compare). */
  sizes: number[];
  database: DatabaseKind;
  duration: number;
  connections: number;
  /** The shop's port (the raw server and Chromium take ports the system picks). */
  port: number;
  /** Shop processes on PostgreSQL (the embedded database always runs one). */
  workers: number;
  skipLighthouse: boolean;
  skipRebuild: boolean;
  keepSeed: boolean;
  compare: boolean;
  help: boolean;
}

/** A mistake in how the bench was called; its message says how to call it right. */
export class BenchUsageError extends Error {}

function positiveInteger(name: string, text: string, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < 1 || value > max) {
    throw new BenchUsageError(`--${name} needs a whole number from 1 to ${max} (got "${text}").`);
  }
  return value;
}

function productCount(text: string): number {
  try {
    return parseProductCount(text);
  } catch (error) {
    if (error instanceof SeedUsageError) throw new BenchUsageError(error.message);
    throw error;
  }
}

export function parseBenchArguments(argv: string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        products: { type: "string", default: "10000" },
        database: { type: "string", default: "postgres" },
        duration: { type: "string", default: "10" },
        connections: { type: "string", default: "50" },
        port: { type: "string", default: String(DEFAULT_PORT) },
        workers: { type: "string", default: String(defaultWorkers()) },
        compare: { type: "string" },
        "skip-lighthouse": { type: "boolean", default: false },
        "skip-rebuild": { type: "boolean", default: false },
        "keep-seed": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new BenchUsageError((error as Error).message.replace(/\. To specify.*$/s, "."));
  }
  if (values.database !== "pglite" && values.database !== "postgres") {
    throw new BenchUsageError(`--database is pglite or postgres (got "${values.database}").`);
  }
  let sizes = [productCount(values.products)];
  if (values.compare !== undefined) {
    sizes = values.compare.split(",").map(productCount);
    if (sizes.length < 2 || sizes.some((size, i) => i > 0 && size <= sizes[i - 1])) {
      throw new BenchUsageError(
        `--compare needs two or more catalogue sizes, smallest first, e.g. 10000,100000,1m (got "${values.compare}").`,
      );
    }
  }
  return {
    sizes,
    database: values.database,
    duration: positiveInteger("duration", values.duration, 3600),
    connections: positiveInteger("connections", values.connections, 10_000),
    port: positiveInteger("port", values.port, 65_533),
    workers: positiveInteger("workers", values.workers, 256),
    skipLighthouse: values["skip-lighthouse"],
    skipRebuild: values["skip-rebuild"],
    keepSeed: values["keep-seed"],
    compare: values.compare !== undefined,
    help: values.help,
  };
}
