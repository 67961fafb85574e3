import cluster from "node:cluster";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { database, type Db } from "../platform/db/client.ts";
import { collectAdminCommand } from "../cli/admin-cli.ts";
import { markInUse } from "../platform/db/in-use.ts";
import { disableAstroStandaloneServer, env } from "../platform/env.ts";
import { log } from "../platform/log.ts";
import {
  metricsContentType,
  processMetrics,
  watchDatabasePool,
  watchJobQueues,
} from "../platform/metrics.ts";
import { listenForCatalogChanges } from "../cache/catalog-listener.ts";
import { RenderCache } from "../cache/render-cache.ts";
import { apiApp } from "../http/app.ts";
import {
  jobQueueDepths,
  sendAfterCommit,
  startOrderMailSweep,
  startPaymentExpiry,
} from "../modules/orders/index.ts";
import { startImportJobs } from "../modules/catalog/index.ts";
import { watchStoredSettings } from "../modules/settings/index.ts";
import { shareWorkerMetrics } from "./cluster-metrics.ts";
import { answerWith } from "./fetch-bridge.ts";
import { stopGracefullyOnSignal } from "./graceful-shutdown.ts";
import { createOperationsHandler } from "./operations.ts";
import { createOperatorHandler } from "./operator-commands.ts";
import { readOperatorCredential } from "./operator-credential.ts";
import { createReadiness } from "./readiness.ts";
import { createShopHandler, type NodeHandler } from "./shop-handler.ts";
import { createAssetHandler } from "./static-assets.ts";
import { refreshPage, warmUp } from "./warm-up.ts";
import { setPageRenderer } from "../cache/page-renderer.ts";

type PathHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void> | false;

const either =
  (first: PathHandler, second: PathHandler): PathHandler =>
  (req, res, pathname) =>
    first(req, res, pathname) || second(req, res, pathname);

/** `npm run admin` commands, with the credential the shop's main process (this one or a worker's parent) issued. */
function operatorCommands(db: Db): PathHandler {
  const credential = readOperatorCredential(env.DATA_DIR);
  const shop = cluster.isWorker ? process.ppid : process.pid;
  return createOperatorHandler({
    token: credential?.pid === shop ? credential.token : undefined,
    logger: log,
    run: (args) => collectAdminCommand(db, args),
  });
}

/**
 * One server process of `npm start`: our HTTP server with the render cache in front of the built
 * Astro app (dist/server/entry.mjs, whose handler serves pages and public files) and the API app
 * (answered directly: Astro's request conversion, static-file lookup, routing and middleware cost
 * more than many API calls themselves). It answers the operations paths (operations.ts) and stops
 * gently on SIGTERM (graceful-shutdown.ts).
 */
export async function startProductionServer(distDir: string): Promise<Server> {
  disableAstroStandaloneServer();
  const entry = (await import(new URL(`file://${join(distDir, "server/entry.mjs")}`).href)) as {
    handler: NodeHandler;
  };
  const shared = await database();
  const releaseDataDir = shared.kind === "pglite" ? markInUse(env.DATA_DIR) : () => undefined;
  const stopListening = await listenForCatalogChanges(shared, log);
  const { db } = shared;
  const stopWatchingSettings = await watchStoredSettings(db, log);
  const stopJobs = [startOrderMailSweep(db), startPaymentExpiry(db), startImportJobs(db)];
  if (shared.pool) watchDatabasePool(shared.pool);
  watchJobQueues(() => jobQueueDepths(db));
  const readiness = createReadiness(shared);
  const token = env.METRICS_TOKEN;
  const cache = new RenderCache(env.RENDER_CACHE_MB * 1024 * 1024);
  const handler = createShopHandler({
    render: entry.handler,
    api: (req, res) => answerWith(apiApp(), req, res),
    cache,
    serveAsset: createAssetHandler(join(distDir, "client")),
    logger: log,
    operations: either(
      operatorCommands(db),
      createOperationsHandler({
        notReadyBecause: readiness.notReadyBecause,
        metrics: token
          ? {
              token,
              text: cluster.isWorker ? shareWorkerMetrics() : processMetrics,
              contentType: metricsContentType,
            }
          : undefined,
      }),
    ),
  });
  const host = new URL(env.SITE_URL).host;
  setPageRenderer((path) => refreshPage(handler, cache, host, path));
  const server = createServer(handler);
  server.keepAliveTimeout = 65_000;
  stopGracefullyOnSignal(server, {
    graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    logger: log,
    onStopping: readiness.markStopping,
    async release() {
      // Background passes and the order mails of answered orders end before the database closes.
      await Promise.all([...stopJobs.map((stop) => stop()), sendAfterCommit(db)]);
      await stopListening();
      stopWatchingSettings();
      setPageRenderer(undefined);
      handler.close();
      await shared.close();
      releaseDataDir();
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  void warmUp(handler, host)
    .catch((error: unknown) => log.warn({ err: error }, "warming the render cache failed"))
    .finally(readiness.markWarm);
  return server;
}
