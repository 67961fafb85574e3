/**
 * HEAD before GET, on every GET route of the OpenAPI document, through the production front (render
 * cache included), for a guest and a signed-in customer: the HEAD answers the GET's status and
 * headers without a body, and the GETs that follow answer exactly what the API answers when no HEAD
 * came first.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureMail } from "../../platform/mail/mailer.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { filledPath, loadApiRoutes, plausible, type Route } from "../../../testing/openapi-routes.ts";
import { rawRequest, type RawAnswer } from "../../../testing/raw-http.ts";
import {
  captureLogs,
  nodeHandlerOf,
  serveNode,
  startApiServer,
  type ApiTestServer,
  type TestServer,
} from "../../../testing/server.ts";
import { createWorld, type World } from "../../../testing/security-world.ts";
import { RenderCache } from "../../cache/render-cache.ts";
import { createShopHandler } from "../../serving/shop-handler.ts";
import { createApp } from "../app.ts";

let database: TestDatabase;
let world: World;
/** The API alone: what a GET answers when no HEAD came first. */
let plain: ApiTestServer;
/** The production front with its render cache in front of the same API. */
let front: TestServer;
let shop: ReturnType<typeof createShopHandler>;
let getRoutes: Route[];

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "head-outbox-")) });
  database = await createTestDatabase();
  world = await createWorld(database.db);
  plain = await startApiServer({ db: database.db });
  shop = createShopHandler({
    render: () => {
      throw new Error("API requests never reach the page renderer");
    },
    api: nodeHandlerOf(createApp({ db: database.db, logger: captureLogs().logger })),
    cache: new RenderCache(8 * 1024 * 1024),
  });
  front = await serveNode(shop);
  const routes = await loadApiRoutes(() => plain.fetch("/api/v1/openapi.json"));
  // Signing out is a GET for now: a HEAD of it would end the session the other requests use.
  getRoutes = routes.filter((route) => route.method === "GET" && !route.path.includes("logout"));
}, 120_000);
afterAll(async () => {
  await front?.close();
  shop?.close();
  await plain?.close();
  await database?.close();
});

function pathOf(route: Route, run: number): string {
  const url = new URL(`/api/v1${filledPath(route)}`, "http://shop.test");
  for (const field of route.fields)
    if (field.where === "query") url.searchParams.set(field.name, String(plausible(field.schema)));
  url.searchParams.set("head_run", String(run));
  return url.pathname + url.search;
}

/** The answer as a person would compare it: status, where it sends them, and the parsed body. */
function shown(answer: RawAnswer) {
  let body: unknown = answer.body;
  try {
    body = JSON.parse(answer.body);
  } catch {
    // Not JSON (the reference page): compared as text.
  }
  return { status: answer.status, location: answer.headers.location, body };
}

describe("a HEAD request before a GET", () => {
  it.each(["guest", "customer"] as const)(
    "never changes what any GET route answers (%s)",
    async (who) => {
      const headers: Record<string, string> =
        who === "customer" ? { authorization: `Bearer ${world.tokens.otherCustomer}` } : {};
      const problems: string[] = [];
      let run = 0;
      for (const route of getRoutes) {
        const path = pathOf(route, run++);
        const head = await rawRequest(front.origin, path, { method: "HEAD", headers });
        const first = await rawRequest(front.origin, path, { headers });
        const second = await rawRequest(front.origin, path, { headers });
        const reference = await rawRequest(plain.origin, path, { headers });
        const name = `${route.path}`;
        if (head.body.length > 0) problems.push(`${name}: HEAD has a body`);
        if (head.status !== first.status) problems.push(`${name}: HEAD ${head.status}, GET ${first.status}`);
        if (route.path === "/reference") continue; // an HTML page whose scripts carry fresh nonces
        for (const [label, answer] of [
          ["first GET", first],
          ["second GET", second],
        ] as const) {
          try {
            expect(shown(answer)).toEqual(shown(reference));
          } catch {
            problems.push(
              `${name}: the ${label} after HEAD differs (${answer.body.length} bytes, not ${reference.body.length})`,
            );
          }
        }
      }
      expect(getRoutes.length).toBeGreaterThan(25);
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
