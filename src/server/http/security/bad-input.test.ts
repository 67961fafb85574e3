/**
 * Generated bad input: for every route of the OpenAPI document, fast-check builds requests from the
 * route's own parameter and body schemas, each with at least one thing the schema forbids (a wrong
 * type, a string over its length, a negative or huge or fractional number, a value outside an enum,
 * a missing required field, a malformed body, a wrong content type), decorated with noise (unicode,
 * huge strings, extra fields). Every answer must be the envelope with a 4xx status — never a 500 —
 * whose message is in the request's language (Arabic or Turkish, compared with the same request in
 * English), and no row of the database may change.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES } from "../../../i18n/resources.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { changedTables, rowSnapshot } from "../../../testing/row-snapshot.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { createWorld, type World } from "../../../testing/security-world.ts";
import {
  loadApiRoutes,
  plausible,
  resolve,
  typesOf,
  type Field,
  type Route,
} from "../../../testing/openapi-routes.ts";

/** Generated requests per route (each kind of request is also sent once in English to compare). */
export const RUNS_PER_ROUTE = 10;

/** One way to break a request: a field set to a bad value, a field left out, or a broken body. */
type Violation =
  | { kind: "value"; field: Field; value: unknown; why: string }
  | { kind: "missing"; field: Field }
  | { kind: "malformed-body" }
  | { kind: "wrong-content-type" };

/** Values this field's schema refuses for sure; `inQuery` values travel as text. */
function badValues(field: Field): { value: unknown; why: string }[] {
  const s = resolve(field.schema);
  const types = typesOf(s);
  const textOnly = field.where !== "body";
  const out: { value: unknown; why: string }[] = [];
  const numeric = types.includes("integer") || types.includes("number");
  if (types.length === 0 && !s.enum) return out;
  if (numeric) {
    out.push({ value: "not-a-number", why: "text for a number" });
    if (!textOnly && !types.includes("object")) out.push({ value: { n: 1 }, why: "object for a number" });
    const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum : undefined);
    if (low !== undefined) out.push({ value: low - 1, why: "below the minimum" });
    if (low !== undefined && low >= 0) out.push({ value: -2_147_483_649, why: "a huge negative number" });
    const high = s.maximum ?? s.exclusiveMaximum;
    if (high !== undefined) out.push({ value: high + 1, why: "above the maximum" });
    if (types.includes("integer")) {
      out.push({ value: 1.5, why: "a fraction for a whole number" });
      out.push({ value: "9007199254740993", why: "a whole number beyond safe range" });
    }
  } else if (types.includes("string") || s.enum) {
    if (!textOnly && !types.includes("number") && !types.includes("integer"))
      out.push({ value: 12345, why: "a number for a text" });
    if (!textOnly && !types.includes("array")) out.push({ value: ["a"], why: "a list for a text" });
    if (s.maxLength !== undefined)
      out.push({ value: "ü".repeat(s.maxLength + 1), why: "unicode text over the length" });
    // Node's HTTP server itself answers 431 (no envelope) to a request line over 16 KB, before the
    // app sees it; a URL therefore carries 8 KB, a body 100 KB.
    const huge = textOnly ? 8_000 : 100_000;
    if (s.maxLength !== undefined && s.maxLength < huge)
      out.push({ value: "x".repeat(huge + 1), why: "a huge text" });
    if (s.minLength !== undefined && s.minLength > 1)
      out.push({ value: "y".repeat(s.minLength - 1), why: "text under the length" });
    if (s.format === "email") out.push({ value: "not an e-mail", why: "not an e-mail" });
    out.push({ value: "a\u0000b", why: "a NUL character" });
    if (s.enum) out.push({ value: "zz-not-one-of-them", why: "outside the enum" });
  } else if (types.includes("boolean") && !textOnly) {
    out.push({ value: "maybe", why: "text for a boolean" });
  } else if (types.includes("array") && !textOnly) {
    out.push({ value: "not-a-list", why: "text for a list" });
    if (s.maxItems !== undefined)
      out.push({ value: Array.from({ length: s.maxItems + 1 }, () => 1), why: "too many items" });
    for (const item of badValues({ ...field, schema: s.items ?? {} }))
      out.push({ value: [item.value], why: `an item: ${item.why}` });
  } else if (types.includes("object") && !textOnly && !s.properties) {
    out.push({ value: "not-an-object", why: "text for an object" });
  }
  return out;
}

function violationsOf(route: Route): Violation[] {
  const out: Violation[] = [];
  for (const field of route.fields) {
    for (const bad of badValues(field)) out.push({ kind: "value", field, ...bad });
    if (field.required && field.where !== "path") out.push({ kind: "missing", field });
  }
  if (route.bodyType) out.push({ kind: "malformed-body" }, { kind: "wrong-content-type" });
  return out;
}

/** Noise that rides along with a violation: odd but harmless values elsewhere, extra fields. */
const noise = fc.record({
  extra: fc.option(
    fc.dictionary(fc.constantFrom("zz_extra", "__proto__x", "role", "user_id"), fc.jsonValue()),
    {
      nil: undefined,
    },
  ),
  unicode: fc.option(fc.string({ unit: "binary", maxLength: 60 }), { nil: undefined }),
  lang: fc.constantFrom("ar", "tr"),
});

interface Built {
  url: URL;
  init: RequestInit;
  why: string;
}

function build(
  route: Route,
  violation: Violation,
  extra: Record<string, unknown> | undefined,
  unicode?: string,
) {
  const values = new Map<Field, unknown>();
  for (const field of route.fields) values.set(field, plausible(field.schema));
  let why: string = violation.kind;
  if (violation.kind === "value") {
    values.set(violation.field, violation.value);
    why = `${violation.field.name}: ${violation.why}`;
  } else if (violation.kind === "missing") {
    values.delete(violation.field);
    why = `${violation.field.name} missing`;
  }
  // Unicode noise rides in an unknown query parameter: it cannot make the input valid.
  let path = route.path;
  for (const [field, value] of values)
    if (field.where === "path") path = path.replace(`{${field.name}}`, encodeURIComponent(String(value)));
  const url = new URL(`/api/v1${path}`, origin);
  for (const [field, value] of values)
    if (field.where === "query" && value !== undefined && value !== null)
      url.searchParams.set(field.name, String(value));
  if (unicode !== undefined) url.searchParams.set("zz_noise", unicode);
  const body: Record<string, unknown> = { ...extra };
  for (const [field, value] of values) if (field.where === "body") body[field.name] = value;

  const headers: Record<string, string> = { authorization: `Bearer ${world.tokens.otherCustomer}` };
  let payload: BodyInit | undefined;
  if (route.bodyType && violation.kind === "malformed-body" && route.bodyType !== "application/json") {
    headers["content-type"] = "multipart/form-data; boundary=----cut";
    payload = `------cut\r\nContent-Disposition: form-data; name="${route.fields[0]?.name ?? "a"}"\r\n\r\nhalf`;
  } else if (
    route.bodyType &&
    violation.kind === "wrong-content-type" &&
    route.bodyType !== "application/json"
  ) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  } else if (route.bodyType === "application/json") {
    headers["content-type"] = violation.kind === "wrong-content-type" ? "text/plain" : "application/json";
    payload =
      violation.kind === "malformed-body" ? `{"${route.fields[0]?.name ?? "a"}": [1, ` : JSON.stringify(body);
  } else if (route.bodyType) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) {
      if (value === undefined) continue;
      form.append(
        name,
        value instanceof Blob ? value : typeof value === "string" ? value : JSON.stringify(value),
      );
    }
    if (route.bodyType === "application/x-www-form-urlencoded") {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams([...form.entries()].map(([k, v]) => [k, String(v)]));
    } else payload = form;
  }
  return { url, init: { method: route.method, headers, body: payload, redirect: "manual" }, why } as Built;
}

let database: TestDatabase;
let server: ApiTestServer;
let world: World;
let origin: string;
let routes: Route[];

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "bad-input-outbox-")) });
  database = await createTestDatabase();
  world = await createWorld(database.db);
  server = await startApiServer({ db: database.db });
  origin = server.origin;
  routes = await loadApiRoutes(() => server.fetch("/api/v1/openapi.json"));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

interface Answer {
  http: number;
  body: { status?: number; data?: { form?: unknown }; message?: unknown } | undefined;
}

async function call(built: Built, lang: string): Promise<Answer> {
  const response = await server.fetch(built.url, {
    ...built.init,
    headers: { ...(built.init.headers as Record<string, string>), Language: lang },
  });
  const text = await response.text();
  try {
    return { http: response.status, body: JSON.parse(text) as Answer["body"] };
  } catch {
    return { http: response.status, body: undefined };
  }
}

const BEYOND_INTEGER = 2_147_483_648;
const address = {
  name: "Ayesha\u0000",
  email: "a@example.test",
  phone: "+93 700 000 000",
  country: "AF",
  state: "BDS",
  city: "Kabul",
  zipCode: "1000",
  address: "1 Road",
};
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("input the database cannot hold", () => {
  it.each([
    ["GET", `/product/${BEYOND_INTEGER}`],
    ["DELETE", `/cart/delete/${BEYOND_INTEGER}`],
    ["GET", `/products?categories=${BEYOND_INTEGER}`],
    ["POST", "/cart/action", { product_id: BEYOND_INTEGER, quantity: 1 }],
    ["POST", "/cart/change", { checked: [BEYOND_INTEGER] }],
    ["POST", "/order/by-user", { order_id: BEYOND_INTEGER }],
    ["GET", "/track-order?tracking_code=a%00b"],
    ["GET", "/search?q=a%00b"],
    ["POST", "/voucher/validity", { code: "a\u0000b" }],
    ["POST", "/contact", { name: "a\u0000", email: "a@example.test", subject: "Hi", message: "Hello" }],
    ["POST", "/user/address/action", address],
    [
      "POST",
      "/user/signup",
      { name: "N\u0000", email: "n@example.test", password: "123456", password_confirmation: "123456" },
    ],
    [
      "POST",
      "/rating-review/action",
      formOf({ order_id: "1", product_id: "1", rating: "5", comment: "a\u0000" }),
    ],
    ["POST", "/user/update-profile", new URLSearchParams({ name: "N\u0000" })],
  ] as [string, string, (Record<string, unknown> | FormData | URLSearchParams)?][])(
    "%s %s: ids beyond the database's whole numbers and NUL characters are refused in the request's language",
    async (method, path, body) => {
      const before = await rowSnapshot(database.db);
      const json = body && !(body instanceof FormData) && !(body instanceof URLSearchParams);
      const response = await server.fetch(`/api/v1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${world.tokens.otherCustomer}`,
          Language: "tr",
          ...(json ? { "content-type": "application/json" } : {}),
        },
        body: json ? JSON.stringify(body) : (body as FormData | URLSearchParams | undefined),
      });
      const answer = (await response.json()) as { status: number; message: string };
      expect(response.status).toBe(422);
      expect(answer.status).toBe(201);
      expect(answer.message).toMatch(/geçersiz|sayı olmalıdır/);
      expect(changedTables(before, await rowSnapshot(database.db))).toEqual([]);
    },
  );
});

describe("generated bad input", () => {
  it("finds the routes of the OpenAPI document", () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  it("every input field of every route has a translated name for its messages", () => {
    const names = new Set(routes.flatMap((route) => route.fields.map((field) => field.name)));
    expect([...names].filter((name) => !RESOURCES.en[`field.${name}`])).toEqual([]);
  });

  it("a route that takes no input ignores junk in the query and the body: an envelope, no 500, nothing written", async () => {
    const bare = routes.filter((route) => violationsOf(route).length === 0);
    expect(bare.length).toBeGreaterThan(3);
    const before = await rowSnapshot(database.db);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bare),
        fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ unit: "binary", maxLength: 200 })),
        fc.string({ unit: "binary", maxLength: 500 }),
        async (route, query, body) => {
          const url = new URL(`/api/v1${route.path}`, origin);
          for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
          const withBody = route.method !== "GET" && route.method !== "HEAD";
          // No session: the junk must not be what signs anybody out (POST /user/logout).
          const response = await server.fetch(url, {
            method: route.method,
            headers: { Language: "ar", ...(withBody ? { "content-type": "application/json" } : {}) },
            body: withBody ? body : undefined,
            redirect: "manual",
          });
          expect(response.status).toBeLessThan(500);
          const answer = (await response.json()) as { status: number; message: string };
          expect(typeof answer.status === "number" && typeof answer.message === "string").toBe(true);
        },
      ),
      { numRuns: RUNS_PER_ROUTE * 2, endOnFailure: true },
    );
    // Sign-outs are counted per client address whatever they carry: that counter is not data.
    const changed = changedTables(before, await rowSnapshot(database.db));
    expect(changed.filter((table) => table !== "rate_limits")).toEqual([]);
  });

  it("every route answers every generated bad input with a translated 4xx envelope and writes nothing", async () => {
    const problems: string[] = [];
    let generated = 0;
    const englishOf = new Map<string, Answer>();
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const violations = violationsOf(route);
      if (violations.length === 0) continue; // the test above sends them junk instead
      const before = await rowSnapshot(database.db);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...violations),
          noise,
          async (violation, { extra, unicode, lang }) => {
            generated++;
            const built = build(route, violation, extra ?? undefined, unicode);
            const answer = await call(built, lang);
            // The English answer of the same kind of request, asked once.
            const key = `${name} ${built.why}`;
            englishOf.set(key, englishOf.get(key) ?? (await call(built, "en")));
            const english = englishOf.get(key) as Answer;
            const form = answer.body?.data?.form;
            const message = answer.body?.message;
            const problem =
              answer.http >= 500 || answer.http < 400
                ? `HTTP ${answer.http}`
                : !answer.body || !Array.isArray(form) || typeof message !== "string" || message === ""
                  ? "no envelope"
                  : message === english.body?.message
                    ? `message not translated to ${lang}: ${message}`
                    : undefined;
            if (problem) problems.push(`${name} (${built.why}): ${problem}`);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      const changed = changedTables(before, await rowSnapshot(database.db));
      if (changed.length > 0) problems.push(`${name}: wrote to ${changed.join(", ")}`);
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(generated).toBeGreaterThan(RUNS_PER_ROUTE * 50);
  }, 600_000);
});
