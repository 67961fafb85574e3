import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.ts";
import { env } from "../env.ts";
import { TRIGRAM_SETTINGS } from "../search/trigram.ts";

const settings = Object.entries(TRIGRAM_SETTINGS);

/** One drizzle type for both drivers (PGlite embedded, node-postgres for a real server). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * Opens the database named by `url`: a postgres:// URL opens a pool on a real PostgreSQL,
 * anything else is a PGlite data directory ("memory://" for a throw-away one in tests).
 * `logger` sees every query (benchmark scripts explain them).
 */
export async function openDatabase(url: string, logger?: Logger): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const options = settings.map(([name, value]) => `-c ${name}=${value}`).join(" ");
    const pool = new Pool({ connectionString: url, max: 20, options });
    return {
      db: drizzle(pool, { schema, logger }) as unknown as Db,
      kind: "postgres",
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (!url.startsWith("memory://")) mkdirSync(url, { recursive: true });
  const client = await PGlite.create(url, { extensions: { pg_trgm, unaccent } });
  for (const [name, value] of settings) await client.query("select set_config($1, $2, false)", [name, value]);
  return {
    db: drizzle(client, { schema, logger }) as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
  };
}

export function configuredDatabaseUrl(): string {
  return env.DATABASE_URL ?? join(env.DATA_DIR, "pglite");
}

let shared: Promise<Database> | undefined;

/** The process-wide database, opened on first use. */
export function database(): Promise<Database> {
  shared ??= openDatabase(configuredDatabaseUrl());
  return shared;
}

export async function getDb(): Promise<Db> {
  return (await database()).db;
}
