/**
 * A shop server process as production runs it on PostgreSQL, for the cache's tests: the serving
 * layer with its own render cache, told of catalogue changes by LISTEN/NOTIFY, in front of the real
 * API and of pages rendered from the real reads. A product page (/p/product/{id}, in each language)
 * shows the product's title and units on hand; /all/shop lists every card's title; the home (/, /fr/
 * ...) shows its sections, slides' and banners' titles and texts; a static page (/page/{slug}) its
 * title. "Rebuild all" renders through it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, expect } from "vitest";
import { createConsoleWorld } from "./console-world.ts";
import { useTestWorld } from "./world.ts";
import { stripLocale } from "../i18n/paths.ts";
import { listenForCatalogChanges } from "../server/cache/catalog-listener.ts";
import { RenderCache } from "../server/cache/render-cache.ts";
import { createApp } from "../server/http/app.ts";
import { getProductDetail } from "../server/modules/catalog/product.service.ts";
import { listProducts } from "../server/modules/catalog/listing.ts";
import { getHome } from "../server/modules/catalog/home.ts";
import { getPage } from "../server/modules/content/pages.service.ts";
import type { Database } from "../server/platform/db/client.ts";
import { createShopHandler } from "../server/serving/shop-handler.ts";
import { refreshPage } from "../server/serving/warm-up.ts";
import { setPageRenderer } from "../server/cache/page-renderer.ts";
import { captureLogs, nodeHandlerOf, serveNode, type TestServer } from "./server.ts";

export interface CachedShop {
  server: TestServer;
  cache: RenderCache;
  close(): Promise<void>;
}

function catalogPages(database: Database) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://shop.test");
    const { lang, path } = stripLocale(url.pathname);
    const ctx = { lang, dir: "ltr" as const, db: database.db };
    const id = /\/product\/(\d+)$/.exec(path)?.[1];
    const slug = /^\/page\/([\w-]+)$/.exec(path)?.[1];
    let body: string;
    if (slug) {
      body = `<h1>${(await getPage(ctx, slug))?.title ?? ""}</h1>`;
    } else if (path === "/") {
      const home = await getHome(ctx);
      // The sections switched on, in their order: the slides' and featured products' texts, the boxes' titles.
      const sectionText = (key: string) =>
        key === "slider"
          ? home.slider.map((s) => `<p data-slide="${s.id}">${s.title} ${s.subtitle ?? ""}</p>`).join("")
          : key === "features"
            ? home.site_features.map((f) => f.title).join(" ")
            : key === "featured_products"
              ? home.featured_products.map((p) => p.title).join(" ")
              : "";
      body = [
        ...home.sections
          .filter((section) => section.shown)
          .map((section) => `<section data-section="${section.key}">${sectionText(section.key)}</section>`),
        ...home.banners.map((b) => `<p data-banner="${b.id}">${b.title} ${b.subtitle ?? ""}</p>`),
      ].join("");
    } else if (id) {
      const product = await getProductDetail(ctx, Number(id));
      body = product ? `<p>${product.title}: ${product.stock} left</p>` : "";
    } else {
      const page = await listProducts(ctx, { perPage: 100 });
      body = page.data.map((card) => `<li>${card.title}</li>`).join("");
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="${lang}"><body>${body}</body></html>`);
  };
}

export async function startCachedShop(database: Database): Promise<CachedShop> {
  const stopListening = await listenForCatalogChanges(database);
  const cache = new RenderCache(8 * 1024 * 1024);
  const shop = createShopHandler({
    render: catalogPages(database),
    api: nodeHandlerOf(createApp({ db: database.db, logger: captureLogs().logger })),
    cache,
  });
  const server = await serveNode(shop);
  setPageRenderer((path) => refreshPage(shop, cache, new URL(server.origin).host, path));
  return {
    server,
    cache,
    async close() {
      setPageRenderer(undefined);
      await server.close();
      shop.close();
      await stopListening();
    },
  };
}

/** A cached shop over the test world's database for the whole file: started before, closed after. */
export function useCachedShop(world: { database: Database }): () => CachedShop {
  let shop: CachedShop | undefined;
  beforeAll(async () => {
    shop = await startCachedShop(world.database);
  });
  afterAll(async () => {
    await shop?.close();
  });
  return () => shop as CachedShop;
}

/** The console's test world (createConsoleWorld) with a cached shop in front of its database, for the whole file. */
export function useConsoleShop() {
  const world = useTestWorld({ fill: createConsoleWorld });
  return { world, shop: useCachedShop(world) };
}

/**
 * GET `path` from a shop server: whether the render cache answered (x-cache) and the body; `lang`
 * as a Language header. Through a test server's own fetch, its API answers are checked against the
 * API document; a bare origin (another process) is asked directly.
 */
export async function cachedGet(
  server: TestServer | { origin: string },
  path: string,
  lang?: string,
): Promise<{ cache: string | null; body: string }> {
  const init = lang ? { headers: { Language: lang } } : {};
  const response = await ("fetch" in server
    ? server.fetch(path, init)
    : fetch(new URL(path, server.origin), init));
  return { cache: response.headers.get("x-cache"), body: await response.text() };
}

/** Asks each path until the render cache answers it (`get` is a `cachedGet` bound to a shop). */
export async function untilCached(
  get: (path: string) => Promise<{ cache: string | null }>,
  paths: string[],
): Promise<void> {
  for (const path of paths) await get(path);
  for (const path of paths)
    await expect.poll(async () => (await get(path)).cache, { timeout: 5000 }).toBe("HIT");
}
