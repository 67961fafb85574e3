import { describe, expect, it } from "vitest";
import { CATALOGUE_CACHE_CONTROL, cachePlan } from "./cache-rules.ts";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { cachedAnswer, RenderCache } from "./render-cache.ts";

const kind = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  cachePlan(method, url, headers).kind;

describe("which requests the render cache may answer", () => {
  it("catalogue pages in every language, with their query", () => {
    for (const url of [
      "/abaya/product/12",
      "/fr/abaya/product/12",
      "/ar/all/abayas/open?page=2",
      "/tr/shop/noor",
      "/hi/search?q=silk",
      "/brands",
      "/flash-sale/3",
      "/page/about",
      "/sitemap.xml",
      "/summer/products?banner=4",
    ]) {
      expect(kind(url), url).toBe("page");
    }
    expect(cachePlan("GET", "/fr/brands?x=1", {})).toMatchObject({ key: "page /fr/brands?x=1" });
  });

  it("never cart, checkout, order confirmation, account, sign-in, payment or console pages, or writes", () => {
    for (const url of [
      "/cart",
      "/fr/checkout",
      "/order/ABC234/thanks",
      "/ar/order/ABC234/thanks",
      "/user/orders",
      "/user/order/ABC123",
      "/login",
      "/register",
      "/verify",
      "/track-order",
      "/payment/return/stripe",
      "/razorpay-callback",
      "/seller/register",
      "/console",
      "/console/products",
      "/fr/console/products?page=2",
      "/console/product/12",
    ]) {
      expect(kind(url), url).toBe("none");
    }
    expect(kind("/abaya/product/12", {}, "POST")).toBe("none");
  });

  it("never a content preview link, which shows a draft to whoever holds it", () => {
    for (const url of ["/?preview=banner.3.1.x", "/ar/?preview=banner.3.1.x", "/fr/?page=2&preview=t"]) {
      expect(kind(url), url).toBe("none");
    }
    expect(kind("/ar/")).toBe("page");
  });

  it("the root for its English answer (a first visit also remembers the language), never for a language redirect", () => {
    expect(kind("/")).toBe("page");
    expect(kind("/", { cookie: "lang=en" })).toBe("page");
    expect(kind("/", { cookie: "i18n_redirected=en", "accept-language": "fr" })).toBe("page");
    expect(kind("/", { "accept-language": "fr-FR,fr;q=0.9" })).toBe("none");
    expect(cachePlan("GET", "/", { "accept-language": "en-US" })).toMatchObject({
      kind: "page",
      rememberLanguage: "en",
    });
    expect(cachePlan("GET", "/", { cookie: "i18n_redirected=en" })).not.toHaveProperty("rememberLanguage");
    expect(kind("/", { cookie: "lang=ar" })).toBe("none");
    expect(cachePlan("GET", "/", {})).toMatchObject({ vary: "Accept-Encoding, Accept-Language, Cookie" });
  });

  it("static content pages keyed by their banner flag cookies alone, varying by Cookie; other pages by the URL only", () => {
    const flags = { cookie: "frontend_token=t; cookieBannerClosed=1; topBannerClosed=7; lang=fr" };
    for (const url of ["/page/about", "/ar/page/about?x=1", "/sitemap", "/tr/sitemap/"]) {
      expect(cachePlan("GET", url, {}), url).toEqual({
        kind: "page",
        key: `page ${url}`,
        cacheControl: CATALOGUE_CACHE_CONTROL,
        vary: "Accept-Encoding, Cookie",
      });
      expect(cachePlan("GET", url, flags), url).toMatchObject({
        key: `page ${url} cookieBannerClosed=1; topBannerClosed=7`,
        cookie: "cookieBannerClosed=1; topBannerClosed=7",
        vary: "Accept-Encoding, Cookie",
      });
    }
    // Any accepted flag is the same state; a top banner id that is not one is no state at all.
    expect(
      cachePlan("GET", "/page/about", { cookie: "cookieBannerClosed=yes; topBannerClosed=x%20y" }),
    ).toMatchObject({
      key: "page /page/about cookieBannerClosed=1",
      cookie: "cookieBannerClosed=1",
    });
    for (const url of ["/brands", "/fr/abaya/product/12", "/sitemap.xml"]) {
      expect(cachePlan("GET", url, flags), url).toEqual({
        kind: "page",
        key: `page ${url}`,
        cacheControl: CATALOGUE_CACHE_CONTROL,
        vary: "Accept-Encoding",
      });
    }
    expect(kind("/page/about", flags, "POST")).toBe("none");
  });

  it("hot API reads keyed by language; product details for guests only; nothing with Authorization", () => {
    expect(cachePlan("GET", "/api/v1/common", { language: "ar" })).toMatchObject({
      key: "api ar /api/v1/common",
    });
    expect(cachePlan("GET", "/api/v1/products?page=2", {})).toMatchObject({
      key: "api en /api/v1/products?page=2",
    });
    expect(kind("/api/v1/search/suggestions?q=ab", { cookie: "frontend_token=t" })).toBe("api");
    expect(kind("/api/v1/product/5")).toBe("api");
    expect(kind("/api/v1/product/5", { cookie: "frontend_token=t" })).toBe("none");
    expect(kind("/api/v1/home", { authorization: "Bearer t" })).toBe("none");
    expect(kind("/api/v1/cart/by-user")).toBe("none");
    expect(kind("/api/v1/user/session")).toBe("none");
  });
});

describe("the render cache", () => {
  it("drops the least recently used answers once over its byte budget", () => {
    const page = (n: number) => cachedAnswer(200, { "content-type": "text/plain" }, Buffer.alloc(3000, n));
    const cache = new RenderCache(8000);
    cache.set("a", page(1));
    cache.set("b", page(2));
    cache.get("a");
    cache.set("c", page(3));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.body[0]).toBe(1);
    expect(cache.get("c")?.body[0]).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(8000);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("compresses a stored page in an encoding when first asked for it, and counts the bytes", () => {
    const html = Buffer.from("<p>modest</p>".repeat(400));
    const cache = new RenderCache(1_000_000);
    const answer = cachedAnswer(200, { "content-type": "text/html" }, html);
    cache.set("page", answer);
    const plainBytes = cache.bytes;
    expect(answer.brotli).toBeUndefined();
    const brotli = cache.encoded("page", answer, "br")!;
    expect(brotliDecompressSync(brotli).equals(html)).toBe(true);
    expect(answer.gzip).toBeUndefined();
    expect(cache.bytes).toBe(plainBytes + brotli.length);
    expect(cache.encoded("page", answer, "br")).toBe(brotli);
    const gzip = cache.encoded("page", answer, "gzip")!;
    expect(gunzipSync(gzip).equals(html)).toBe(true);
    expect(cache.bytes).toBe(plainBytes + brotli.length + gzip.length);
    expect(cache.encoded("page", answer, "identity")).toBeUndefined();
  });
});
