/**
 * Cross-site request forgery, in depth: every state-changing route of the OpenAPI document refuses
 * a request made by another site's page (its `Origin`), and every JSON route refuses the bodies a
 * page elsewhere can send without asking (form-encoded, multipart, plain text), even with a valid
 * session, before anything is read or written. Payment gateways' server-to-server notices (no
 * page, no `Origin`) still get through.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "../../platform/env.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { changedTables, rowSnapshot } from "../../../testing/row-snapshot.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { createWorld, type World } from "../../../testing/security-world.ts";

interface Operation {
  method: string;
  path: string;
  bodyTypes: string[];
}

let database: TestDatabase;
let server: ApiTestServer;
let world: World;
let operations: Operation[];

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "cross-site-outbox-")) });
  database = await createTestDatabase();
  world = await createWorld(database.db);
  server = await startApiServer({ db: database.db });
  const doc = (await (await server.fetch("/api/v1/openapi.json")).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      // Path parameters get a plausible value; the refusal comes before they are read.
      path: path.replace(/\{[^}]+\}/g, "1"),
      bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
    })),
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.close();
});

const writes = () => operations.filter((op) => !["GET", "HEAD"].includes(op.method));
/** Server-to-server: the gateway's notice proves itself by its signature, never by a page's origin. */
const isGatewayNotice = (op: Operation) => op.path.startsWith("/api/v1/payment/notify/");

async function send(op: Operation, init: { origin?: string; type?: string; body?: string; lang?: string }) {
  const headers: Record<string, string> = {
    Language: init.lang ?? "en",
    authorization: `Bearer ${world.tokens.victim}`,
  };
  if (init.origin) headers.origin = init.origin;
  if (init.type) headers["content-type"] = init.type;
  const response = await server.fetch(op.path, { method: op.method, headers, body: init.body });
  return { http: response.status, body: (await response.json()) as { status: number; message: string } };
}

describe("requests from another site", () => {
  it("finds the state-changing routes of the OpenAPI document", () => {
    expect(writes().length).toBeGreaterThan(30);
  });

  it("every state-changing route refuses another site's page with a translated 403 and writes nothing", async () => {
    const before = await rowSnapshot(database.db);
    const problems: string[] = [];
    for (const op of writes().filter((op) => !isGatewayNotice(op))) {
      for (const origin of ["https://evil.example", "null", `${new URL(env.SITE_URL).origin}.evil.example`]) {
        const json = { type: "application/json", body: "{}" };
        const english = await send(op, { ...json, origin });
        const arabic = await send(op, { ...json, origin, lang: "ar" });
        const refused =
          english.http === 403 &&
          english.body.status === 403 &&
          english.body.message === "This request did not come from this shop's pages." &&
          arabic.body.message !== english.body.message &&
          arabic.body.message.length > 0;
        if (!refused)
          problems.push(`${op.method} ${op.path} from ${origin}: ${english.http} ${english.body.message}`);
      }
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await rowSnapshot(database.db))).toEqual([]);
  });

  it("the shop's own pages, and callers that send no Origin, are not refused for it", async () => {
    const signIn = writes().find((op) => op.path === "/api/v1/user/signin") as Operation;
    for (const origin of [new URL(env.SITE_URL).origin, undefined]) {
      const answer = await send(signIn, {
        origin,
        type: "application/json",
        body: JSON.stringify({ email: "nobody@example.com", password: "wrong-one" }),
      });
      expect(answer.http).toBe(422);
    }
  });

  it("a payment gateway's notice is judged by its signature, not by an Origin", async () => {
    const notice = writes().find(isGatewayNotice) as Operation;
    const answer = await send(notice, {
      origin: "https://gateway.example",
      type: "application/x-www-form-urlencoded",
      body: "m_payment_id=1&payment_status=COMPLETE",
    });
    expect(answer.http).not.toBe(403);
    expect(answer.http).not.toBe(415);
    expect(answer.http).toBeLessThan(500);
  });

  it("every JSON route refuses form-encoded, multipart and plain-text bodies with a translated 415 and writes nothing", async () => {
    const jsonOnly = writes().filter(
      (op) => op.bodyTypes.length > 0 && op.bodyTypes.every((t) => t === "application/json"),
    );
    expect(jsonOnly.length).toBeGreaterThan(20);
    const before = await rowSnapshot(database.db);
    const problems: string[] = [];
    const bodies = [
      { type: "application/x-www-form-urlencoded", body: "email=a%40example.com&password=secret12" },
      { type: "text/plain", body: '{"email":"a@example.com","password":"secret12"}' },
      {
        type: "multipart/form-data; boundary=x",
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      },
    ];
    for (const op of jsonOnly) {
      for (const { type, body } of bodies) {
        const english = await send(op, { type, body });
        const turkish = await send(op, { type, body, lang: "tr" });
        const refused =
          english.http === 415 &&
          english.body.status === 201 &&
          english.body.message === "Unsupported content type." &&
          turkish.body.message !== english.body.message;
        if (!refused)
          problems.push(`${op.method} ${op.path} as ${type}: ${english.http} ${english.body.message}`);
      }
    }
    expect(problems).toEqual([]);
    expect(changedTables(before, await rowSnapshot(database.db))).toEqual([]);
  });

  it("routes that take a form (profile picture, review pictures) still take it", async () => {
    const form = new FormData();
    form.append("name", "Still me");
    const response = await server.fetch("/api/v1/user/update-profile", {
      method: "POST",
      headers: { authorization: `Bearer ${world.tokens.victim}`, origin: new URL(env.SITE_URL).origin },
      body: form,
    });
    expect(response.status).toBe(200);
  });
});
