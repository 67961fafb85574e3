/**
 * Cache-Control of every route of the OpenAPI document: an answer that depends on who asks (cart,
 * account, orders, addresses, lists, session, the sign-in answer carrying the token …) says
 * `private, no-store`, so no browser history, proxy or CDN keeps it; only the catalogue reads that
 * are the same for everybody may be kept.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureMail } from "../../platform/mail/mailer.ts";
import { users } from "../../platform/db/schema/index.ts";
import { hashPassword } from "../../modules/accounts/password.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { createWorld, type World } from "../../../testing/security-world.ts";
import {
  filledPath,
  loadApiRoutes,
  plausible,
  plausibleBody,
  type Route,
} from "../../../testing/openapi-routes.ts";

const PRIVATE = "private, no-store";
/** The catalogue reads that are the same for everybody (in one language): the only ones a cache may keep. */
const SHARED_READS = ["GET /common", "GET /home", "GET /all", "GET /products", "GET /search/suggestions"];

let database: TestDatabase;
let server: ApiTestServer;
let world: World;
let routes: Route[];

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "cache-control-outbox-")) });
  database = await createTestDatabase();
  world = await createWorld(database.db);
  server = await startApiServer({ db: database.db });
  routes = await loadApiRoutes(() => server.fetch("/api/v1/openapi.json"));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function call(route: Route, token: string) {
  const url = new URL(`/api/v1${filledPath(route)}`, server.origin);
  for (const field of route.fields)
    if (field.where === "query") url.searchParams.set(field.name, String(plausible(field.schema)));
  const json = route.bodyType === "application/json";
  const form = route.bodyType && !json;
  const body = route.bodyType ? plausibleBody(route) : undefined;
  const response = await fetch(url, {
    method: route.method,
    redirect: "manual",
    headers: {
      authorization: `Bearer ${token}`,
      ...(json ? { "content-type": "application/json" } : {}),
    },
    body: json
      ? JSON.stringify(body)
      : form
        ? new URLSearchParams(Object.entries(body ?? {}).map(([k, v]) => [k, String(v)]))
        : undefined,
  });
  await response.arrayBuffer();
  return response;
}

describe("Cache-Control", () => {
  it("every route of the document answers a signed-in customer private, no-store, but the catalogue reads shared by everybody", async () => {
    const token = world.tokens.otherCustomer;
    const problems: string[] = [];
    // Signing out ends the session the other calls use: last.
    const ordered = [...routes].sort(
      (a, b) => Number(a.path.includes("logout")) - Number(b.path.includes("logout")),
    );
    for (const route of ordered) {
      const name = `${route.method} ${route.path}`;
      if (name === "GET /openapi.json" || name === "GET /reference") continue;
      const response = await call(route, token);
      const cacheControl = response.headers.get("cache-control");
      const shared = SHARED_READS.includes(name);
      if (shared ? /private|no-store/.test(cacheControl ?? "") : cacheControl !== PRIVATE)
        problems.push(`${name} (${response.status}): ${cacheControl}`);
    }
    expect(routes.length).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  }, 120_000);

  it("the answers a person gets about their own cart, account, orders, addresses, wishlist and session are private, no-store", async () => {
    const auth = { authorization: `Bearer ${world.tokens.victim}` };
    const json = { ...auth, "content-type": "application/json" };
    const calls: [string, RequestInit][] = [
      ["/cart/by-user", { headers: auth }],
      ["/user/profile", { headers: auth }],
      ["/user/session", { headers: auth }],
      ["/user/address/all", { headers: auth }],
      ["/user/wishlist/all", { headers: auth }],
      ["/user/compare-list/all", { headers: auth }],
      ["/user/user-vouchers", { headers: auth }],
      ["/order/by-user", { method: "POST", headers: json, body: "{}" }],
      [`/cart/by-user?user_token=${world.guest.token}`, {}],
      [`/product/${world.customer.wishedProductId}`, { headers: auth }],
    ];
    for (const [path, init] of calls) {
      const response = await server.fetch(`/api/v1${path}`, init);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe(PRIVATE);
    }
  });

  it("the sign-in answer, which carries the session token, is private, no-store", async () => {
    const email = world.customer.user.email;
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword("secret12"), verifiedAt: new Date() })
      .where(eq(users.email, email));
    const response = await server.fetch("/api/v1/user/signin", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "secret12" }),
    });
    const answer = (await response.json()) as { data: { token?: string } };
    expect(response.status).toBe(200);
    expect(answer.data.token).toBeTruthy();
    expect(response.headers.get("cache-control")).toBe(PRIVATE);
  });

  it("a guest's catalogue reads carry no private mark, so the shop's cache and a CDN may keep them", async () => {
    for (const path of ["/common", "/home", "/products", `/product/${world.customer.wishedProductId}`]) {
      const response = await server.fetch(`/api/v1${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control") ?? "", path).not.toMatch(/private|no-store/);
    }
  });
});
