/**
 * A malformed Host header (`[`, `a b`, `%`, empty, a port past 65535) is answered 400 everywhere:
 * by the API with the envelope in the request's language, by the front for every page path
 * (which must not render the home page instead). A well-formed unknown host changes nothing of
 * what the shop builds.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { rawRequest } from "../../../testing/raw-http.ts";
import { captureLogs, nodeHandlerOf, serveNode, type TestServer } from "../../../testing/server.ts";
import { RenderCache } from "../../cache/render-cache.ts";
import { createShopHandler } from "../../serving/shop-handler.ts";
import { createApp } from "../app.ts";

export const MALFORMED_HOSTS = [
  "[",
  "a b",
  "%",
  "",
  "x:99999",
  "shop.test:port",
  "a/b",
  "user@shop.test",
  "[zz]",
];

let database: TestDatabase;
let server: TestServer;
let shop: ReturnType<typeof createShopHandler>;
const rendered: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  shop = createShopHandler({
    render: (req: IncomingMessage, res: ServerResponse) => {
      rendered.push(req.url ?? "");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<!doctype html><p>the home page</p>");
    },
    api: nodeHandlerOf(createApp({ db: database.db, logger: captureLogs().logger })),
    cache: new RenderCache(1024 * 1024),
  });
  server = await serveNode(shop);
});
afterAll(async () => {
  await server?.close();
  shop?.close();
  await database?.close();
});

describe("a malformed Host header", () => {
  it("is answered 400 by the API, with the envelope in the request's language", async () => {
    const problems: string[] = [];
    for (const host of MALFORMED_HOSTS) {
      for (const path of ["/api/v1/common", "/api/v1/cart/by-user?user_token=abcdefghijkl"]) {
        const answer = await rawRequest(server.origin, path, { headers: { host, language: "fr" } });
        const body = JSON.parse(answer.body || "{}") as { status?: number; message?: string };
        if (answer.status !== 400 || body.status !== 201 || !/Host/.test(body.message ?? ""))
          problems.push(`${JSON.stringify(host)} ${path}: ${answer.status} ${answer.body.slice(0, 80)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("is answered 400 on every page path, never with the home page", async () => {
    const before = rendered.length;
    const problems: string[] = [];
    for (const host of MALFORMED_HOSTS) {
      for (const path of ["/", "/cart", "/all/abayas", "/ar/page/about", "/no-such-page"]) {
        const answer = await rawRequest(server.origin, path, { headers: { host } });
        if (answer.status !== 400 || answer.body.includes("home page"))
          problems.push(`${JSON.stringify(host)} ${path}: ${answer.status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(rendered.length - before).toBe(0);
  });

  it("a well-formed host, with or without a port, is served as usual", async () => {
    for (const host of ["shop.test", "127.0.0.1:8080", "[::1]:4321", "localhost"]) {
      expect((await rawRequest(server.origin, "/api/v1/common", { headers: { host } })).status, host).toBe(
        200,
      );
      expect((await rawRequest(server.origin, "/all/abayas", { headers: { host } })).status, host).toBe(200);
    }
  });
});
