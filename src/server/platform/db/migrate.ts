import { fileURLToPath } from "node:url";
import type { Database } from "./client.ts";

/** The committed drizzle-kit migrations, beside this file (runs under native Node, not the Astro bundle). */
const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

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
