import { describe, expect, it } from "vitest";
import { seedCatalogueFixture } from "../../../testing/catalog-fixtures.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ fill: seedCatalogueFixture, api: true });
const { get } = world;

describe("GET home", () => {
  it("answers the home data with 24 products per page", async () => {
    const { http, body } = await get("home", "ar");
    expect(http).toBe(200);
    expect(body.status).toBe(200);
    expect(body.data.products).toMatchObject({ per_page: 24, total: 3 });
    expect(body.data.featured_categories[0].title).toBe("عبايات");
  });

  it("refuses a page that is not a positive whole number", async () => {
    const { http, body } = await get("home?page=zero");
    expect(http).toBe(422);
    expect(body.status).toBe(201);
    expect(body.data.form.length).toBeGreaterThan(0);
  });
});

describe("GET all", () => {
  it("lists a category's products with filters from the query", async () => {
    const { http, body } = await get(
      "all?category=scarves&brands=" + world.fx.brands.silkBrand.id + "&max_price=25",
    );
    expect(http).toBe(200);
    expect(body.data.result.data.map((p: { title: string }) => p.title)).toEqual(["Silk Hijab"]);
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining(["result", "all_categories", "category", "collections", "brands", "shipping"]),
    );
  });

  it("accepts repeated names and empty fields the way a GET form sends them", async () => {
    const { body } = await get(
      `all?category=abayas&brands=${world.fx.brands.noorBrand.id}&brands=${world.fx.brands.silkBrand.id}&min_price=&orderBy=&shipping=free`,
    );
    expect(body.data.result.total).toBe(1);
  });

  it("answers 404 for an unknown category and 422 without one", async () => {
    const unknown = await get("all?category=nothing");
    expect(unknown.http).toBe(404);
    expect(unknown.body).toMatchObject({ status: 201, message: "Category not found." });
    expect((await get("all")).http).toBe(422);
  });

  it("names the parameter in the visitor's language when a filter is malformed", async () => {
    const { http, body } = await get("all?category=abayas&categories=a&min_price=-3", "fr");
    expect(http).toBe(422);
    expect(body.data.form).toEqual([
      "Catégories n'est pas valide",
      "Prix minimum doit être supérieur ou égal à 0",
    ]);
  });

  it("refuses a bad sort or rating with translated messages", async () => {
    const { http, body } = await get("all?category=abayas&orderBy=colour&rating=9", "fr");
    expect(http).toBe(422);
    expect(body.data.form).toHaveLength(2);
  });
});

describe("GET products", () => {
  it("restricts the listing to a banner's source and sorts by price", async () => {
    const { body } = await get(`products?banner=${world.fx.banners.brandBanner.id}`);
    expect(body.data.result.data.map((p: { title: string }) => p.title)).toEqual(["Black Crepe Abaya"]);
    const sorted = await get("products?orderBy=price&orderByType=asc");
    const prices = sorted.body.data.result.data.map((p: { current_price: number }) => p.current_price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it("answers 404 for a private banner or unknown brand", async () => {
    expect((await get(`products?banner=${world.fx.banners.privateBanner.id}`)).http).toBe(404);
    const brand = await get("products?brand=4242");
    expect(brand.body.message).toBe("Brand not found.");
  });
});

describe("GET categories and brands", () => {
  it("page category tiles with sub-categories and brand tiles", async () => {
    const categories = await get("categories?page=1", "ar");
    expect(categories.body.data).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(categories.body.data.data[0].public_sub_categories[0].title).toBe("عبايات مفتوحة");
    const brands = await get("brands");
    expect(brands.body.data.data.map((b: { slug: string }) => b.slug)).toEqual(["noor-atelier", "silk-road"]);
  });
});

describe("GET search and suggestions", () => {
  it("finds a product from a misspelt query, 9 per page", async () => {
    const { body } = await get("search?q=abya");
    expect(body.data).toMatchObject({ per_page: 9, total: 1 });
    expect(body.data.data[0].title).toBe("Black Crepe Abaya");
  });

  it("requires q and refuses an unknown sort", async () => {
    expect((await get("search")).http).toBe(422);
    expect((await get("search?q=abaya&orderBy=nope")).http).toBe(422);
  });

  it("suggests from the active language", async () => {
    const { http, body } = await get(`search/suggestions?q=${encodeURIComponent("ipek")}`, "tr");
    expect(http).toBe(200);
    expect(body.data.product[0].title).toBe("İpek Eşarp");
    expect(body.data.suggested).toContain("ipek");
    expect((await get("search/suggestions?q=")).http).toBe(422);
  });

  it("documents every catalogue call in the OpenAPI document", async () => {
    const response = await world.server.fetch("/api/v1/openapi.json");
    const doc = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of [
      "/home",
      "/all",
      "/products",
      "/categories",
      "/brands",
      "/search",
      "/search/suggestions",
    ]) {
      expect(doc.paths).toHaveProperty(`/api/v1${path}`);
    }
  });
});
