import {
  get as httpGet,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogueFixture, type CatalogueFixture } from "../../testing/catalog-fixtures.ts";
import { products } from "../platform/db/schema/index.ts";
import { createApp } from "../http/app.ts";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import { captureLogs, nodeHandlerOf, serveNode, type TestServer } from "../../testing/server.ts";
import { listenForCatalogChanges } from "../cache/catalog-listener.ts";
import { RenderCache } from "../cache/render-cache.ts";
import { createShopHandler } from "./shop-handler.ts";

let database: TestDatabase;
let fx: CatalogueFixture;
let server: TestServer;
let stopListening: () => Promise<void>;
let shop: ReturnType<typeof createShopHandler>;
const rendered: string[] = [];

/**
 * A small page renderer on the real database: a product page shows the product's price, every
 * page shows the cookie it was rendered with (a stand-in for "the signed-in user's name").
 */
async function renderPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://shop.test");
  rendered.push(url.pathname + url.search);
  const id = /\/product\/(\d+)$/.exec(url.pathname)?.[1];
  const [row] = id
    ? await database.db
        .select({ selling: products.selling })
        .from(products)
        .where(eq(products.id, Number(id)))
    : [];
  const headers: Record<string, string | string[]> = { "content-type": "text/html; charset=utf-8" };
  if (url.searchParams.has("remember")) headers["set-cookie"] = ["seen=1; Path=/"];
  res.writeHead(id && !row ? 404 : 200, headers);
  res.end(
    `<!doctype html><html><body><p>price ${row?.selling ?? "-"}</p>` +
      `<p>rendered for: ${req.headers.cookie ?? "a guest"}</p>` +
      `<p>${"A modest catalogue page. ".repeat(80)}</p></body></html>`,
  );
}

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** GET without fetch's automatic decompression, to see the bytes as sent. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = httpGet(new URL(path, server.origin), { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
  });
}

const productPath = () => `/abaya/product/${fx.products.abaya.id}`;

beforeAll(async () => {
  database = await createTestDatabase();
  fx = await seedCatalogueFixture(database.db);
  stopListening = await listenForCatalogChanges(database);
  shop = createShopHandler({
    render: renderPage,
    api: nodeHandlerOf(createApp({ db: database.db, logger: captureLogs().logger })),
    cache: new RenderCache(8 * 1024 * 1024),
  });
  server = await serveNode(shop);
});

afterAll(async () => {
  await server?.close();
  shop?.close();
  await stopListening?.();
  await database?.close();
});

describe("catalogue pages", () => {
  it("are rendered once and then answered from the cache, with a CDN-friendly Cache-Control", async () => {
    const before = rendered.length;
    const first = await raw(productPath());
    const second = await raw(productPath());
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body.equals(first.body)).toBe(true);
    expect(rendered.length - before).toBe(1);
    expect(second.headers["cache-control"]).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(second.headers.vary).toMatch(/Accept-Encoding/);
  });

  it("are rendered without the visitor's cookies, so A, B and a guest get the same page", async () => {
    const path = `/all/abayas?from=cookie-test`;
    const asA = await raw(path, { cookie: "frontend_token=token-of-A; lang=en" });
    const asGuest = await raw(path);
    const asB = await raw(path, { cookie: "frontend_token=token-of-B" });
    expect(asA.body.toString()).toContain("rendered for: a guest");
    for (const answer of [asA, asGuest, asB]) expect(answer.body.toString()).not.toContain("token-of-A");
    expect(asGuest.body.equals(asA.body)).toBe(true);
    expect(asB.body.equals(asA.body)).toBe(true);
  });

  it("static content pages: one copy per banner flag state, rendered with those cookies alone", async () => {
    const before = rendered.length;
    const path = "/page/about?from=flag-test";
    const fresh = await raw(path, { cookie: "frontend_token=token-of-A" });
    const accepted = await raw(path, { cookie: "frontend_token=token-of-A; cookieBannerClosed=1" });
    const acceptedB = await raw(path, { cookie: "cookieBannerClosed=1; frontend_token=token-of-B" });
    const guest = await raw(path);
    expect(fresh.body.toString()).toContain("rendered for: a guest");
    expect(accepted.body.toString()).toContain("rendered for: cookieBannerClosed=1<");
    expect([fresh, accepted, acceptedB, guest].map((a) => a.headers["x-cache"])).toEqual([
      "MISS",
      "MISS",
      "HIT",
      "HIT",
    ]);
    expect(acceptedB.body.equals(accepted.body)).toBe(true);
    expect(guest.body.equals(fresh.body)).toBe(true);
    for (const answer of [fresh, accepted]) expect(answer.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(rendered.length - before).toBe(2);
  });

  it("answer a first visit to / whose browser asks for English from the cache, with the cookie that remembers it", async () => {
    const before = rendered.length;
    const first = await raw("/", { "accept-language": "en-US,en;q=0.9" });
    const again = await raw("/", { "accept-language": "en-GB" });
    const returning = await raw("/", { cookie: "i18n_redirected=en" });
    expect([first.status, again.headers["x-cache"], returning.headers["x-cache"]]).toEqual([
      200,
      "HIT",
      "HIT",
    ]);
    for (const answer of [first, again]) {
      expect(answer.headers["set-cookie"]).toEqual([
        "i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax",
      ]);
    }
    expect(returning.headers["set-cookie"]).toBeUndefined();
    expect(again.body.equals(first.body)).toBe(true);
    expect(rendered.length - before).toBeLessThanOrEqual(1);
  });

  it("answer 304 to a matching If-None-Match and HEAD without a body", async () => {
    const first = await raw(productPath());
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await raw(productPath(), { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await raw(productPath(), {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(etag);
  });

  it("a HEAD request first never empties the page a GET gets next", async () => {
    const path = "/all/abayas?from=head-first";
    const head = await raw(path, {}, "HEAD");
    const get = await raw(path);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(get.body.toString()).toContain("A modest catalogue page.");
    expect(Number(head.headers["content-length"])).toBe(get.body.length);
  });

  it("come brotli- or gzip-compressed as the browser accepts, and plain otherwise", async () => {
    const plain = await raw(productPath());
    const br = await raw(productPath(), { "accept-encoding": "gzip, deflate, br" });
    const gzip = await raw(productPath(), { "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
  });

  it("show a price changed in the database on the next request (within a second)", async () => {
    const page = async () => (await raw(productPath())).body.toString();
    expect(await page()).toContain(`price ${fx.products.abaya.selling}`);
    await database.db.update(products).set({ selling: 4321 }).where(eq(products.id, fx.products.abaya.id));
    const deadline = Date.now() + 1000;
    let body = await page();
    while (!body.includes("price 4321") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      body = await page();
    }
    expect(body).toContain("price 4321");
  });

  it("are not kept when the answer sets a cookie or is not a 200", async () => {
    const before = rendered.length;
    await raw("/all/abayas?remember=1");
    const again = await raw("/all/abayas?remember=1");
    expect(again.headers["set-cookie"]).toEqual(["seen=1; Path=/"]);
    expect(again.headers["x-cache"]).toBeUndefined();
    await raw("/abaya/product/999999");
    const missing = await raw("/abaya/product/999999");
    expect(missing.status).toBe(404);
    expect(rendered.length - before).toBe(4);
  });
});

describe("personal pages", () => {
  it("are rendered for the visitor every time and marked private, no-store", async () => {
    const before = rendered.length;
    const cart = await raw("/cart", { cookie: "frontend_token=token-of-A" });
    await raw("/cart", { cookie: "frontend_token=token-of-A" });
    expect(cart.body.toString()).toContain("rendered for: frontend_token=token-of-A");
    expect(cart.headers["cache-control"]).toBe("private, no-store");
    expect(cart.headers["x-cache"]).toBeUndefined();
    expect(rendered.length - before).toBe(2);
  });
});

describe("hot API reads", () => {
  const productApi = () => `/api/v1/product/${fx.products.abaya.id}`;

  it("are answered from the cache per language for guests", async () => {
    const en = await raw(productApi(), { language: "en" });
    const enAgain = await raw(productApi(), { language: "en" });
    const ar = await raw(productApi(), { language: "ar" });
    expect(en.headers["x-cache"]).toBe("MISS");
    expect(enAgain.headers["x-cache"]).toBe("HIT");
    expect(ar.headers["x-cache"]).toBe("MISS");
    expect(JSON.parse(enAgain.body.toString()).data).toEqual(JSON.parse(en.body.toString()).data);
  });

  it("are never cached for a signed-in request (product answers carry the user's wishlist flag)", async () => {
    const withToken = await raw(productApi(), { authorization: "Bearer some-token" });
    const withCookie = await raw(productApi(), { cookie: "frontend_token=some-token" });
    expect(withToken.headers["x-cache"]).toBeUndefined();
    expect(withCookie.headers["x-cache"]).toBeUndefined();
  });

  it("show a changed price on the next request", async () => {
    await raw(productApi());
    await database.db.update(products).set({ selling: 777 }).where(eq(products.id, fx.products.abaya.id));
    const deadline = Date.now() + 1000;
    let answer = JSON.parse((await raw(productApi())).body.toString());
    while (JSON.stringify(answer).indexOf("777") < 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = JSON.parse((await raw(productApi())).body.toString());
    }
    expect(JSON.stringify(answer)).toContain("777");
  });

  it("a HEAD request never empties what GET answers", async () => {
    for (const path of [
      "/api/v1/common?from=head-test",
      `/api/v1/product/${fx.products.abaya.id}?from=head`,
    ]) {
      const head = await raw(path, {}, "HEAD");
      const get = await raw(path);
      const again = await raw(path, { "accept-encoding": "gzip" });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(get.status).toBe(200);
      expect(JSON.parse(get.body.toString()).status).toBe(200);
      expect(Number(head.headers["content-length"])).toBe(get.body.length);
      const body = again.headers["content-encoding"] === "gzip" ? gunzipSync(again.body) : again.body;
      expect(body.equals(get.body)).toBe(true);
    }
  });

  it("leave writes alone: a POST goes through to the API every time", async () => {
    const response = await server.fetch("/api/v1/product/1", { method: "POST" });
    expect(response.headers.get("x-cache")).toBeNull();
  });

  it("come from the API app, never from the page renderer", async () => {
    const before = rendered.length;
    const read = await raw(`/api/v1/common?from=renderer-test`);
    const write = await server.fetch("/api/v1/cart/action", {
      method: "POST",
      headers: { "content-type": "application/json", language: "fr" },
      body: JSON.stringify({ user_token: "renderer-test", product_id: fx.products.abaya.id, quantity: 0 }),
    });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body.toString()).status).toBe(200);
    expect(read.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await write.json()).status).toBe(201);
    expect(rendered.slice(before)).toEqual([]);
  });
});
