/**
 * Methods a route does not take: on a path the API knows, every other method (TRACE included,
 * which web Requests cannot even carry) answers 405 with `Allow` naming the path's methods and the
 * envelope in the request's language; TRACE on a page answers 405 too, never 500.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { filledPath, loadApiRoutes, type Route } from "../../../testing/openapi-routes.ts";
import { rawRequest } from "../../../testing/raw-http.ts";
import { captureLogs, nodeHandlerOf, serveNode, type TestServer } from "../../../testing/server.ts";
import { RenderCache } from "../../cache/render-cache.ts";
import { createShopHandler } from "../../serving/shop-handler.ts";
import { createApp } from "../app.ts";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];

let database: TestDatabase;
let server: TestServer;
let shop: ReturnType<typeof createShopHandler>;
let routes: Route[];

beforeAll(async () => {
  database = await createTestDatabase();
  shop = createShopHandler({
    render: (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<!doctype html><p>a page</p>");
    },
    api: nodeHandlerOf(createApp({ db: database.db, logger: captureLogs().logger })),
    cache: new RenderCache(1024 * 1024),
  });
  server = await serveNode(shop);
  routes = await loadApiRoutes(() => server.fetch("/api/v1/openapi.json"));
}, 120_000);
afterAll(async () => {
  await server?.close();
  shop?.close();
  await database?.close();
});

/** The methods the document gives each path (HEAD wherever GET is). */
function allowedByPath(): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const allowed = byPath.get(route.path) ?? new Set<string>();
    allowed.add(route.method);
    if (route.method === "GET") allowed.add("HEAD");
    byPath.set(route.path, allowed);
  }
  return byPath;
}

describe("a method the path does not take", () => {
  it("every path of the document answers its other methods 405, with Allow and the translated envelope", async () => {
    const problems: string[] = [];
    for (const [path, allowed] of allowedByPath()) {
      const route = routes.find((r) => r.path === path) as Route;
      for (const method of METHODS.filter((m) => !allowed.has(m))) {
        const answer = await rawRequest(server.origin, `/api/v1${filledPath(route)}`, {
          method,
          headers: { language: "tr" },
        });
        const body = (answer.body.startsWith("{") ? JSON.parse(answer.body) : {}) as {
          status?: number;
          message?: string;
        };
        const allow = new Set(String(answer.headers.allow ?? "").split(/,\s*/));
        if (answer.status !== 405 || body.status !== 201 || !/izin/.test(body.message ?? ""))
          problems.push(`${method} ${path}: ${answer.status} ${answer.body.slice(0, 60)}`);
        else if ([...allowed].sort().join() !== [...allow].sort().join())
          problems.push(`${method} ${path}: Allow ${answer.headers.allow}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("TRACE on an unknown API path answers 404 with the envelope, not 500", async () => {
    const answer = await rawRequest(server.origin, "/api/v1/no-such-thing", { method: "TRACE" });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 404 });
  });

  it("TRACE, DELETE, PUT and the like on a page answer 405 with Allow (TRACE was a 500, the others the page)", async () => {
    for (const method of ["TRACE", "DELETE", "PUT", "PATCH", "OPTIONS", "PROPFIND"]) {
      for (const path of ["/", "/cart", "/ar/all/abayas", "/_astro/x.js"]) {
        const answer = await rawRequest(server.origin, path, { method });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD");
      }
    }
  });

  it("the methods a path takes still work", async () => {
    expect((await rawRequest(server.origin, "/api/v1/common")).status).toBe(200);
    expect((await rawRequest(server.origin, "/api/v1/common", { method: "HEAD" })).status).toBe(200);
  });
});
