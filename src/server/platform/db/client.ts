import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.ts";
import { env } from "../env.ts";
import { log } from "../log.ts";
import { TRIGRAM_SETTINGS } from "./trigram.ts";
import type { PoolCounts } from "../metrics.ts";

/**
 * Session settings of every connection. JIT off: the shop's queries are short, and compiling one
 * (about 25 ms) once its estimated cost passes the threshold made searches slower in big catalogues.
 * random_page_cost 1.1 (the usual value for SSDs and data held in memory): at the default 4 the
 * planner read a category page from the date index of every product, 2,452 rows for 30 at 10k
 * products (28 ms), instead of the category's own index (211 rows, 3.6 ms).
 */
const settings = Object.entries({ ...TRIGRAM_SETTINGS, jit: "off", random_page_cost: "1.1" });

/** One drizzle type for both drivers (PGlite embedded, node-postgres for a real server). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or a transaction on it: what a query that may run inside a transaction takes. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL's connection pool, for its metrics (PGlite has none). */
  pool?: PoolCounts;
  /** The embedded database's whole data directory as a tarball (PGlite only). */
  dumpDataDir?: () => Promise<Blob>;
  /** Runs `onNotify` with the payload of every NOTIFY on `channel`; resolves to the function that stops listening. */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onError?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Opens the database named by `url`: a postgres:// URL opens a pool on a real PostgreSQL,
 * anything else is a PGlite data directory ("memory://" for a throw-away one in tests).
 * `logger` sees every query (benchmark scripts explain them). `loadDataDir` starts an embedded
 * database from a tarball that `dumpDataDir` made.
 */
export async function openDatabase(url: string, logger?: Logger, loadDataDir?: Blob): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const options = settings.map(([name, value]) => `-c ${name}=${value}`).join(" ");
    const pool = new Pool({ connectionString: url, max: 20, options });
    // An idle connection the server ends (a restart, a terminated backend) is dropped by the pool;
    // without a listener its error would end the process.
    pool.on("error", (error) => log.warn({ err: error }, "database connection lost while idle"));
    return {
      db: drizzle(pool, { schema, logger }) as unknown as Db,
      kind: "postgres",
      pool,
      listen: (channel, onNotify, onError) => listenOnPostgres(url, channel, onNotify, onError),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (!url.startsWith("memory://")) mkdirSync(url, { recursive: true });
  const client = await PGlite.create(url, { extensions: { pg_trgm, unaccent }, loadDataDir });
  for (const [name, value] of settings) await client.query("select set_config($1, $2, false)", [name, value]);
  return {
    db: drizzle(client, { schema, logger }) as unknown as Db,
    kind: "pglite",
    dumpDataDir: async () => (await client.dumpDataDir("none")) as Blob,
    // PGlite delivers NOTIFY to listeners of the same instance once the transaction commits.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, (payload) => onNotify(payload ?? ""));
      return () => stop();
    },
    close: () => client.close(),
  };
}

/** LISTEN needs one connection of its own (a pool hands queries to any connection). */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  client.on("notification", (message) => {
    if (message.channel === channel) onNotify(message.payload ?? "");
  });
  client.on("error", (error) => onError?.(error));
  await client.connect();
  await client.query(`LISTEN "${channel.replaceAll('"', "")}"`);
  return () => client.end();
}

export function configuredDatabaseUrl(): string {
  return env.DATABASE_URL ?? join(env.DATA_DIR, "pglite");
}

// On globalThis: the built Astro server bundles its own copy of this module beside the one that
// `npm start` imports, and the embedded database allows a single opener per process.
const SHARED = Symbol.for("modest-marketplace.database");

/** The process-wide database, opened on first use. */
export function database(): Promise<Database> {
  const scope = globalThis as { [SHARED]?: Promise<Database> };
  scope[SHARED] ??= openDatabase(configuredDatabaseUrl());
  return scope[SHARED];
}

export async function getDb(): Promise<Db> {
  return (await database()).db;
}
