/**
 * `npm run admin -- approve-seller <email>`: the shop's admin tasks from the command line.
 * With the embedded database, stop the server first (PGlite allows one opener at a time).
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
