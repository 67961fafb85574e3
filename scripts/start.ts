/**
 * `npm start`: checks the configuration, migrates the database, seeds the demo catalogue when the
 * database is empty, builds the site if needed and serves it (Astro's standalone Node server).
 */
import { env } from "../src/server/env.ts";
import { configuredDatabaseUrl, openDatabase } from "../src/server/db/client.ts";
import { migrateDatabase } from "../src/server/db/migrate.ts";
import { isDatabaseEmpty, seedDemo } from "../src/server/seed/demo.ts";
import { buildIfStale } from "./build-if-stale.ts";

async function prepareDatabase(): Promise<void> {
  const database = await openDatabase(configuredDatabaseUrl());
  try {
    await migrateDatabase(database);
    if (await isDatabaseEmpty(database.db)) {
      console.log("Empty database: seeding the demo catalogue…");
      await seedDemo(database.db, {});
    }
  } finally {
    // The embedded database allows one opener at a time: the server opens it again below.
    await database.close();
  }
}

try {
  await prepareDatabase();
  buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `Modest Marketplace on http://${env.HOST}:${env.PORT} (database: ${env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"})`,
);
await import(new URL("../dist/server/entry.mjs", import.meta.url).href);
