import { rmSync } from "node:fs";
import { resolve } from "node:path";
import pg from "pg";
import type { DatabaseKind } from "./arguments.ts";
import { onCleanup } from "./cleanup.ts";

const POSTGRES_SERVER = "postgres://postgres@127.0.0.1:5432";

export interface BenchDatabase {
  /** DATABASE_URL for the shop (undefined: embedded PGlite in DATA_DIR). */
  url: string | undefined;
  dataDir: string;
  /** What the bench itself opens to prepare the data (a PGlite directory or the PostgreSQL URL). */
  openUrl: string;
  drop: () => Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A throw-away database for one catalogue size: a new PostgreSQL database, or a PGlite directory,
 * plus a data directory for pictures and mail; both are removed by cleanup.
 */
export async function createBenchDatabase(kind: DatabaseKind, products: number): Promise<BenchDatabase> {
  const name = `bench_${products}_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = resolve(".data", name.replace(/_/g, "-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "pglite") {
    const drop = async () => removeDir();
    onCleanup(`remove ${dataDir}`, drop);
    console.log(`Database: embedded PGlite in ${dataDir}`);
    return { url: undefined, dataDir, openUrl: resolve(dataDir, "pglite"), drop };
  }
  await admin((client) => client.query(`create database "${name}"`));
  const url = `${POSTGRES_SERVER}/${name}`;
  const drop = async () => {
    await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    removeDir();
  };
  onCleanup(`drop database ${name} and remove ${dataDir}`, drop);
  console.log(`Database: PostgreSQL ${url} (data directory ${dataDir})`);
  return { url, dataDir, openUrl: url, drop };
}
