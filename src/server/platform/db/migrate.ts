import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/** The committed drizzle-kit migrations, beside this file (runs under native Node, not the Astro bundle). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** Applies every migration not yet applied (drizzle records them in drizzle.__drizzle_migrations). */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(database.db as unknown as Parameters<typeof migrate>[0], config);
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db as unknown as Parameters<typeof migrate>[0], config);
  }
}

interface Journal {
  entries: { when: number }[];
}
let journal: Journal | undefined;

/**
 * How many committed migrations the database has not applied (drizzle's own test: a migration is
 * applied when the newest recorded one was created at or after it). None recorded: all of them.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  journal ??= JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8")) as Journal;
  const result = (await database.db
    .execute(sql`select max(created_at)::bigint as newest from drizzle.__drizzle_migrations`)
    .catch(() => ({ rows: [{ newest: null }] }))) as { rows: { newest: string | number | null }[] };
  const newest = Number(result.rows[0]?.newest ?? 0);
  return journal.entries.filter((entry) => entry.when > newest).length;
}
