import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { database } from "../platform/db/client.ts";
import { disableAstroStandaloneServer, env } from "../platform/env.ts";
import { log } from "../platform/log.ts";
import { listenForCatalogChanges } from "../cache/catalog-listener.ts";
import { RenderCache } from "../cache/render-cache.ts";
import { apiApp } from "../http/app.ts";
import { startOrderMailSweep } from "../modules/orders/index.ts";
import { startPaymentExpiry } from "../modules/orders/index.ts";
import { answerWith } from "./fetch-bridge.ts";
import { createShopHandler, type NodeHandler } from "./shop-handler.ts";
import { createAssetHandler } from "./static-assets.ts";

/**
 * One server process of `npm start`: our HTTP server with the render cache in front of the built
 * Astro app (dist/server/entry.mjs, whose handler serves pages and public files) and the API app
 * (answered directly: Astro's request conversion, static-file lookup, routing and middleware cost
 * more than many API calls themselves).
 */
export async function startProductionServer(distDir: string): Promise<Server> {
  disableAstroStandaloneServer();
  const entry = (await import(new URL(`file://${join(distDir, "server/entry.mjs")}`).href)) as {
    handler: NodeHandler;
  };
  await listenForCatalogChanges(await database(), log);
  const { db } = await database();
  startOrderMailSweep(db);
  startPaymentExpiry(db);
  const handler = createShopHandler({
    render: entry.handler,
    api: (req, res) => answerWith(apiApp(), req, res),
    cache: new RenderCache(env.RENDER_CACHE_MB * 1024 * 1024),
    serveAsset: createAssetHandler(join(distDir, "client")),
    logger: log,
  });
  const server = createServer(handler);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  return server;
}
