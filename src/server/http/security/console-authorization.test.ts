/**
 * The console's authorization matrix: every `/console/...` route of the OpenAPI document is called
 * as nobody, a customer, a seller, another seller (aiming at the first store's data), an editor
 * and an admin, and must answer what the permission table says. A console route without an entry
 * in CONSOLE_MATRIX fails the first test.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureMail } from "../../platform/mail/mailer.ts";
import { PERMISSIONS } from "../../modules/accounts/index.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import type { Call } from "../../../testing/authorization-matrix.ts";
import { CONSOLE_MATRIX, type ConsoleEntry } from "../../../testing/console-matrix.ts";
import { createConsoleWorld, type ConsoleRole, type ConsoleWorld } from "../../../testing/console-world.ts";

let database: TestDatabase;
let server: ApiTestServer;
let world: ConsoleWorld;
let consoleRoutes: string[];

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "console-outbox-")) });
  database = await createTestDatabase();
  world = await createConsoleWorld(database.db);
  server = await startApiServer({ db: database.db });
  const doc = (await (await server.fetch("/api/v1/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  consoleRoutes = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.keys(byMethod)
      .map((method) => `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, "")}`)
      .filter((route) => route.split(" ")[1]?.startsWith("/console/")),
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const ROLES: ConsoleRole[] = ["anonymous", "customer", "seller", "otherSeller", "editor", "admin"];

/** What the permission table says a role gets. */
function expected(entry: ConsoleEntry, role: ConsoleRole): number {
  if (entry.expect?.[role]) return entry.expect[role];
  if (role === "anonymous") return 401;
  const userRole = role === "otherSeller" ? "seller" : role;
  const allowed =
    entry.capability === "console"
      ? userRole !== "customer"
      : userRole in (PERMISSIONS[entry.capability] as Record<string, string>);
  if (!allowed) return 403;
  if (role === "otherSeller" && entry.scoped) return 404;
  return 200;
}

async function send(method: string, call: Call, bearer: string | undefined) {
  const url = new URL(`/api/v1${call.path}`, server.origin);
  for (const [name, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  const headers: Record<string, string> = { Language: "en" };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  let body: string | FormData | undefined;
  if (call.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(call.form)) body.set(name, value);
  } else if (call.json || method !== "GET") {
    headers["content-type"] = "application/json";
    body = JSON.stringify(call.json ?? {});
  }
  const response = await server.fetch(url.pathname + url.search, { method, headers, body });
  return { http: response.status, text: await response.text(), cache: response.headers.get("cache-control") };
}

describe("console authorization matrix", () => {
  it("has an entry for every console route of the OpenAPI document, and none for a route that is gone", () => {
    expect(consoleRoutes.length).toBeGreaterThan(10);
    expect(consoleRoutes.filter((route) => !(route in CONSOLE_MATRIX))).toEqual([]);
    expect(Object.keys(CONSOLE_MATRIX).filter((route) => !consoleRoutes.includes(route))).toEqual([]);
  });

  it.each(Object.entries(CONSOLE_MATRIX))(
    "%s answers each role as the permission table says, privately, and never shows another store's data",
    async (route, entry) => {
      const method = route.split(" ")[0] as string;
      const problems: string[] = [];
      for (const role of ROLES) {
        const { http, text, cache } = await send(method, await entry.call(world), world.tokens[role]);
        const want = expected(entry, role);
        if (http !== want) problems.push(`${role}: HTTP ${http}, expected ${want}: ${text.slice(0, 200)}`);
        if (cache !== "private, no-store") problems.push(`${role}: Cache-Control ${cache}`);
        if (!["seller", "admin"].includes(role) && text.includes(world.marker))
          problems.push(`${role}: the answer shows the first store's data`);
      }
      expect(problems).toEqual([]);
    },
  );
});
