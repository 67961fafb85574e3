import { describe, expect, it } from "vitest";
import { ENTRIES_PER_FILE, robotsTxt, sitemapResponseXml, urlsetXml } from "./sitemap-xml.ts";

const origin = "https://shop.test";

describe("sitemap.xml", () => {
  it("lists each page in every language with hreflang alternates and x-default", () => {
    const xml = urlsetXml([{ path: "/dress/product/1", lastmod: "2026-01-02" }], origin);
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml).toContain("<loc>https://shop.test/ar/dress/product/1</loc>");
    expect(xml).toContain('hreflang="tr" href="https://shop.test/tr/dress/product/1"');
    expect(xml).toContain('hreflang="x-default" href="https://shop.test/dress/product/1"');
    expect(xml).toContain("<lastmod>2026-01-02</lastmod>");
  });

  it("escapes query strings", () => {
    expect(urlsetXml([{ path: "/a/brand?brand=1&x=2" }], origin)).toContain("brand=1&amp;x=2");
  });

  it("becomes an index of parts when large, and each part answers on its own", () => {
    const many = Array.from({ length: ENTRIES_PER_FILE + 1 }, (_, i) => ({ path: `/p/product/${i}` }));
    const index = sitemapResponseXml(many, origin, null)!;
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("https://shop.test/sitemap.xml?part=2");
    expect(sitemapResponseXml(many, origin, 2)!.match(/<url>/g)).toHaveLength(5);
    expect(sitemapResponseXml(many, origin, 3)).toBeNull();
    expect(sitemapResponseXml(many.slice(0, 3), origin, null)).toContain("<urlset");
  });

  it("is announced in robots.txt, which keeps crawlers out of the API and account pages", () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain("Sitemap: https://shop.test/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
  });
});
