/**
 * `npm run admin -- approve-seller <email>`: the shop's admin tasks from the command line.
 * With the embedded database, stop the server first: PGlite runs PostgreSQL inside the process
 * that opens the data directory, with no lock between processes, so a second opener would
 * corrupt it. While the shop runs, an admin does the same through the console's API
 * (`/api/v1/console/seller-applications/...`).
 */
import { configuredDatabaseUrl, openDatabase } from "../src/server/platform/db/client.ts";
import { migrateDatabase } from "../src/server/platform/db/migrate.ts";
import { runAdminCommand } from "../src/server/cli/admin-cli.ts";

let code = 1;
try {
  const database = await openDatabase(configuredDatabaseUrl());
  try {
    await migrateDatabase(database);
    code = await runAdminCommand(database.db, process.argv.slice(2), (line) => console.log(line));
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
}
process.exit(code);
