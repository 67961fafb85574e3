import { cpSync, existsSync, rmSync } from "node:fs";
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
  /** True when the catalogue was copied from one kept by an earlier run (no seeding needed). */
  seeded: boolean;
  /** Keeps this freshly seeded catalogue for later runs with --keep-seed. */
  keepAsSeed: () => Promise<void>;
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

const databaseExists = (name: string) =>
  admin(
    async (client) =>
      (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1,
  );

/**
 * Where a kept catalogue lives: a PostgreSQL database used as a template (copying it takes seconds
 * where seeding a million products takes most of an hour) and its data directory (the pictures).
 */
function keptSeed(kind: DatabaseKind, products: number) {
  const name = `bench_seed_${products}`;
  return { name, dataDir: resolve(".data", `bench-seed-${products}${kind === "pglite" ? "-pglite" : ""}`) };
}

/**
 * A throw-away database for one catalogue size: a new PostgreSQL database, or a PGlite directory,
 * plus a data directory for pictures and mail; both are removed by cleanup. With `reuseSeed`, a
 * catalogue kept by an earlier run (`--keep-seed`) is copied in instead of an empty database.
 */
export async function createBenchDatabase(
  kind: DatabaseKind,
  products: number,
  reuseSeed: boolean,
): Promise<BenchDatabase> {
  const name = `bench_${products}_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = resolve(".data", name.replace(/_/g, "-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const kept = keptSeed(kind, products);
  const keptOnDisk = existsSync(kept.dataDir);
  if (kind === "pglite") {
    const seeded = reuseSeed && keptOnDisk;
    if (seeded) cpSync(kept.dataDir, dataDir, { recursive: true });
    const drop = async () => removeDir();
    onCleanup(`remove ${dataDir}`, drop);
    console.log(`Database: embedded PGlite in ${dataDir}${seeded ? ` (copied from ${kept.dataDir})` : ""}`);
    const keepAsSeed = async () => cpSync(dataDir, kept.dataDir, { recursive: true });
    return { url: undefined, dataDir, openUrl: resolve(dataDir, "pglite"), seeded, keepAsSeed, drop };
  }
  const seeded = reuseSeed && keptOnDisk && (await databaseExists(kept.name));
  await admin((client) =>
    client.query(`create database "${name}"${seeded ? ` template "${kept.name}"` : ""}`),
  );
  if (seeded) cpSync(kept.dataDir, dataDir, { recursive: true });
  const url = `${POSTGRES_SERVER}/${name}`;
  const drop = async () => {
    await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    removeDir();
  };
  onCleanup(`drop database ${name} and remove ${dataDir}`, drop);
  console.log(
    `Database: PostgreSQL ${url} (data directory ${dataDir})${seeded ? `, copied from ${kept.name}` : ""}`,
  );
  const keepAsSeed = async () => {
    await admin(async (client) => {
      await client.query(`drop database if exists "${kept.name}" with (force)`);
      await client.query(`create database "${kept.name}" template "${name}"`);
    });
    rmSync(kept.dataDir, { recursive: true, force: true });
    cpSync(dataDir, kept.dataDir, { recursive: true });
    console.log(`Kept the seeded catalogue as ${kept.name} and ${kept.dataDir} for --keep-seed runs`);
  };
  return { url, dataDir, openUrl: url, seeded, keepAsSeed, drop };
}
