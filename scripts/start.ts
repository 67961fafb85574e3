/**
 * `npm start`: checks the configuration, migrates the database, seeds the demo catalogue when the
 * database is empty, builds the site if needed and serves it: our server with the render cache in
 * front of Astro (src/server/serving). On PostgreSQL one process per core (node:cluster, each with
 * its own cache, all told of catalogue changes by LISTEN/NOTIFY); the embedded PGlite database
 * allows a single opener, so there it is one process. SIGTERM stops it gently: each process finishes
 * the requests it has, then exits (src/server/serving/graceful-shutdown.ts). While it runs,
 * `npm run admin` sends its commands to it (src/server/serving/operator-commands.ts).
 */
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { env } from "../src/server/platform/env.ts";
import { configuredDatabaseUrl, openDatabase } from "../src/server/platform/db/client.ts";
import { migrateDatabase } from "../src/server/platform/db/migrate.ts";
import { isDatabaseEmpty, seedDemo } from "../src/server/seed/demo.ts";
import { buildIfStale } from "./build-if-stale.ts";
import { issueOperatorCredential, loopbackUrl } from "../src/server/serving/operator-credential.ts";
import { superviseWorkers } from "../src/server/serving/cluster-supervisor.ts";

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

const workers = env.DATABASE_URL ? (env.WORKERS ?? availableParallelism()) : 1;

async function serve(): Promise<void> {
  const { startProductionServer } = await import("../src/server/serving/production-server.ts");
  await startProductionServer(resolve("dist"));
}

/**
 * The credential `npm run admin` uses to send its commands to the running shop, written before the
 * database opens so the command line never opens it beside the shop (operator-credential.ts).
 */
function issueCredential(): void {
  const url = loopbackUrl(env.HOST, env.PORT);
  if (!url) {
    console.log(
      `HOST ${env.HOST} is not reachable from this machine's loopback: npm run admin needs the shop stopped.`,
    );
    return;
  }
  const { revoke } = issueOperatorCredential(env.DATA_DIR, url);
  process.on("exit", revoke);
}

if (cluster.isPrimary) {
  try {
    issueCredential();
    await prepareDatabase();
    buildIfStale();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const database = env.DATABASE_URL ? `PostgreSQL, ${workers} processes` : "embedded PGlite, one process";
  console.log(`Modest Marketplace on http://${env.HOST}:${env.PORT} (database: ${database})`);
  if (workers === 1) await serve();
  else superviseWorkers(workers, env.SHUTDOWN_GRACE_SECONDS * 1000);
} else {
  await serve();
}
