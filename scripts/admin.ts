/**
 * `npm run admin -- approve-seller <email>`: the shop's admin tasks from the command line, with
 * the shop running or stopped. A running shop leaves its operator credential in DATA_DIR
 * (src/server/serving/operator-credential.ts): the command is then sent to it and runs inside it,
 * so the embedded database keeps its single opener. A stopped shop leaves none, and the command
 * opens the database itself. Either way the same function runs it, with the same output and exit code.
 */
import { env } from "../src/server/platform/env.ts";
import { configuredDatabaseUrl, openDatabase } from "../src/server/platform/db/client.ts";
import { shopUsing } from "../src/server/platform/db/in-use.ts";
import { migrateDatabase } from "../src/server/platform/db/migrate.ts";
import { runAdminCommand } from "../src/server/cli/admin-cli.ts";
import { runInRunningShop } from "../src/server/cli/running-shop.ts";
import { readOperatorCredential } from "../src/server/serving/operator-credential.ts";

const args = process.argv.slice(2);
const print = (line: string) => console.log(line);

async function onDatabase(): Promise<number> {
  const database = await openDatabase(configuredDatabaseUrl());
  try {
    await migrateDatabase(database);
    return await runAdminCommand(database.db, args, print);
  } finally {
    await database.close();
  }
}

let code = 1;
try {
  const running = readOperatorCredential(env.DATA_DIR);
  // A shop that has the embedded database open but left no credential (it listens on a
  // non-loopback address only): a second opener would corrupt the database.
  const holder = env.DATABASE_URL ? undefined : shopUsing(env.DATA_DIR);
  if (running) {
    const result = await runInRunningShop(running, args);
    result.lines.forEach(print);
    code = result.code;
  } else if (holder) {
    print(
      `The shop (process ${holder}) has the embedded database open and takes no commands from this machine (HOST is not a loopback or wildcard address): stop it first.`,
    );
  } else {
    code = await onDatabase();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
}
process.exit(code);
