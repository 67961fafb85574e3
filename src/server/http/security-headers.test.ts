import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../testing/server.ts";
import { applySecurityHeaders, customScriptSources, isHttps, scriptHash } from "./security-headers.ts";

let database: TestDatabase;
let server: ApiTestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startApiServer({ db: database.db });
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("API answers", () => {
  it("a found, a missing and a refused answer all carry the security headers", async () => {
    const answers = await Promise.all([
      server.fetch("/api/v1/common"),
      server.fetch("/api/v1/no-such-route"),
      server.fetch("/api/v1/user/profile"),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 404, 401]);
    for (const answer of answers) {
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(answer.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers.get("strict-transport-security")).toBeNull();
    }
  });
});

describe("the header rule", () => {
  it("sends HSTS only over https (the request's or the shop's public address)", () => {
    expect(isHttps(new URL("https://shop.example/"), "http://localhost:4321")).toBe(true);
    expect(isHttps(new URL("http://127.0.0.1/"), "https://shop.example")).toBe(true);
    expect(isHttps(new URL("http://127.0.0.1/"), "http://localhost:4321")).toBe(false);
    const secure = new Headers();
    applySecurityHeaders(secure, { https: true, kind: "page" });
    expect(secure.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("keeps a page's own policy and gives others one that forbids framing", () => {
    const page = new Headers({ "content-security-policy": "script-src 'self'; frame-ancestors 'none'" });
    applySecurityHeaders(page, { https: false, kind: "page" });
    expect(page.get("content-security-policy")).toBe("script-src 'self'; frame-ancestors 'none'");
    const redirect = new Headers();
    applySecurityHeaders(redirect, { https: false, kind: "page" });
    expect(redirect.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("lets an admin's custom scripts run: inline ones by hash, external ones by origin", () => {
    const inline = "console.log('hello')";
    const sources = customScriptSources(
      `<script>${inline}</script><script async src="https://cdn.example.com/tag.js?id=1"></script><p>x</p>`,
    );
    expect(sources.hashes).toEqual([`sha256-${createHash("sha256").update(inline).digest("base64")}`]);
    expect(sources.origins).toEqual(["https://cdn.example.com"]);
    expect(scriptHash(inline)).toBe(sources.hashes[0]);
  });
});
