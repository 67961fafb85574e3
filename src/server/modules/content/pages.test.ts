import { describe, expect, it } from "vitest";
import { fillTestShop } from "../../../testing/test-shop.ts";
import { sitemapEntries } from "./sitemap.service.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ fill: fillTestShop, api: true });
const { get } = world;

describe("GET /api/v1/page/{slug}", () => {
  it("shows the privacy policy with its HTML body", async () => {
    const { http, body } = await get("/page/privacy-policy");
    expect(http).toBe(200);
    expect(body.data).toMatchObject({ title: "Privacy policy", description: "<p>We keep little.</p>" });
  });

  it("uses the French title and the English body where French has none", async () => {
    const { body } = await get("/page/privacy-policy", "fr");
    expect(body.data.title).toBe("Politique de confidentialité");
    expect(body.data.description).toBe("<p>We keep little.</p>");
  });

  it("answers 404 in the asked language for private and unknown pages", async () => {
    expect((await get("/page/draft")).http).toBe(404);
    const { http, body } = await get("/page/nothing-here", "fr");
    expect(http).toBe(404);
    expect(body.status).toBe(201);
    expect(body.data.form).toHaveLength(1);
  });

  it("refuses a slug with characters no page has", async () => {
    expect((await get("/page/..%2Fetc")).http).toBe(422);
  });
});

describe("sitemap entries", () => {
  it("list every public page, category, sub-category, brand, live flash sale, listed store and visible product", async () => {
    const paths = (await sitemapEntries({ lang: "en", dir: "ltr", db: world.db })).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/all/dresses",
        "/all/dresses/maxi",
        expect.stringMatching(/^\/layla\/brand\?brand=\d+$/),
        expect.stringMatching(/^\/flash-sale\/\d+$/),
        "/shop/noor-atelier",
        "/page/privacy-policy",
        expect.stringMatching(/^\/linen-maxi-dress\/product\/\d+$/),
      ]),
    );
    for (const hidden of ["private-dress", "pending-dress", "hidden-store", "/page/draft"]) {
      expect(paths.some((p) => p.includes(hidden))).toBe(false);
    }
    expect(paths.filter((p) => p.startsWith("/flash-sale/"))).toHaveLength(1);
  });
});
