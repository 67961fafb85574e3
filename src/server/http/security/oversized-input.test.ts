/**
 * Bodies too big or too deep, sent to every route of the OpenAPI document that reads a JSON body:
 * a body over 1 MB is refused with 413 before it is parsed, JSON nested deeper than the limit with
 * 422, each with the envelope in the request's language, and no row of the database changes.
 * Uploads (multipart) keep their own limit.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureMail } from "../../platform/mail/mailer.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { changedTables, rowSnapshot } from "../../../testing/row-snapshot.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { createWorld, type World } from "../../../testing/security-world.ts";
import { filledPath, loadApiRoutes, plausibleBody, type Route } from "../../../testing/openapi-routes.ts";

const MB = 1024 * 1024;

let database: TestDatabase;
let server: ApiTestServer;
let world: World;
let jsonRoutes: Route[];

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "oversized-outbox-")) });
  database = await createTestDatabase();
  world = await createWorld(database.db);
  server = await startApiServer({ db: database.db });
  const routes = await loadApiRoutes(() => server.fetch("/api/v1/openapi.json"));
  jsonRoutes = routes.filter((route) => route.bodyType === "application/json");
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

interface Answer {
  http: number;
  status?: number;
  message?: string;
}

async function send(route: Route, body: BodyInit, lang: string, init: RequestInit = {}): Promise<Answer> {
  const response = await server.fetch(`/api/v1${filledPath(route)}`, {
    method: route.method,
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${world.tokens.otherCustomer}`,
      Language: lang,
    },
    body,
    ...init,
  });
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as { status?: number; message?: string };
    return { http: response.status, status: parsed.status, message: parsed.message };
  } catch {
    return { http: response.status, message: text.slice(0, 80) };
  }
}

/** Runs `attempt` on every JSON route in Arabic and in English; lists what was not `expected`. */
async function everyJsonRoute(
  expected: number,
  body: (route: Route) => BodyInit,
): Promise<{ problems: string[]; tried: number }> {
  const problems: string[] = [];
  const before = await rowSnapshot(database.db);
  for (const route of jsonRoutes) {
    const name = `${route.method} ${route.path}`;
    const arabic = await send(route, body(route), "ar");
    const english = await send(route, body(route), "en");
    if (arabic.http !== expected || arabic.status !== 201)
      problems.push(`${name}: HTTP ${arabic.http} ${arabic.message}`);
    else if (!arabic.message || arabic.message === english.message)
      problems.push(`${name}: message not in Arabic: ${arabic.message}`);
  }
  const changed = changedTables(before, await rowSnapshot(database.db));
  if (changed.length > 0) problems.push(`wrote to ${changed.join(", ")}`);
  return { problems, tried: jsonRoutes.length };
}

/** `{ field: [[[…"x"…]]] }` nested `depth` levels. */
function nested(depth: number): string {
  return `${"[".repeat(depth)}"x"${"]".repeat(depth)}`;
}

describe("request bodies over the size limit", () => {
  it("every JSON route refuses a body over 1 MB with 413, in the request's language, writing nothing", async () => {
    const padding = "x".repeat(MB);
    const { problems, tried } = await everyJsonRoute(413, (route) =>
      JSON.stringify({ ...plausibleBody(route), zz_padding: padding }),
    );
    expect(tried).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  }, 120_000);

  it("a body over 1 MB sent without its length (chunked) is refused as well", async () => {
    const route = jsonRoutes.find((r) => r.path === "/cart/action") as Route;
    const chunk = new TextEncoder().encode(`{"zz_padding":"${"x".repeat(256 * 1024)}`);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        }
      },
    });
    const answer = await send(route, stream, "tr", { duplex: "half" } as RequestInit);
    expect(answer.http).toBe(413);
    expect(answer.message).toMatch(/büyük/i);
  });

  it("a JSON body just under 1 MB is read as usual", async () => {
    const route = jsonRoutes.find((r) => r.path === "/cart/action") as Route;
    const answer = await send(
      route,
      JSON.stringify({
        user_token: "under-the-limit",
        product_id: 1,
        quantity: 0,
        note: "x".repeat(MB - 200),
      }),
      "en",
    );
    expect(answer.http).toBe(422);
  });

  it("uploads keep their own limit: a 1.5 MB picture gets the picture's message, not 413", async () => {
    const form = new FormData();
    form.append("name", "Someone");
    form.append("avatar", new Blob([Buffer.alloc(1.5 * MB, 1)], { type: "image/png" }), "big.png");
    const response = await server.fetch("/api/v1/user/update-profile", {
      method: "POST",
      headers: { authorization: `Bearer ${world.tokens.otherCustomer}`, Language: "en" },
      body: form,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/uploading/);
  });
});

describe("JSON nested too deep", () => {
  it("every JSON route answers 5,000 levels of nesting with 422, in the request's language, writing nothing", async () => {
    const { problems } = await everyJsonRoute(422, (route) => {
      const first = route.fields.find((field) => field.where === "body")?.name ?? "value";
      return `{"${first}":${nested(5000)},"zz_deep":${nested(5000)}}`;
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it("deep nesting hidden in a field the route does not know is refused too", async () => {
    const route = jsonRoutes.find((r) => r.path === "/voucher/validity") as Route;
    const answer = await send(route, `{"code":"X","zz":{"a":${nested(100)}}}`, "fr");
    expect(answer.http).toBe(422);
    expect(answer.message).toMatch(/imbriqu/i);
  });
});
