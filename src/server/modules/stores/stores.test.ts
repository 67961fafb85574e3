import { describe, expect, it } from "vitest";
import { fillTestShop } from "../../../testing/test-shop.ts";
import { useTestWorld, type ApiBody } from "../../../testing/world.ts";

const world = useTestWorld({ fill: fillTestShop, api: true });
const { get } = world;

describe("GET /api/v1/store", () => {
  it("lists approved, public stores only, with their average rating", async () => {
    const { http, body } = await get("/store");
    expect(http).toBe(200);
    expect(body.data.data.map((s: { slug: string }) => s.slug)).toEqual(["noor-atelier"]);
    expect(body.data.data[0]).toMatchObject({ avg_rating: 4, review_count: 2 });
  });
});

describe("GET /api/v1/store/{slug}", () => {
  it("shows banner, logo, member since, average rating over published reviews, follow flag and products", async () => {
    const { http, body } = await get("/store/noor-atelier");
    expect(http).toBe(200);
    expect(body.data).toMatchObject({
      name: "Noor Atelier",
      logo: "/uploads/noor-logo.png",
      banner: "/uploads/noor-banner.png",
      member_since: "2024-03-01T00:00:00.000Z",
      avg_rating: 4,
      review_count: 2,
      followed: false,
    });
    expect(body.data.products.data.map((p: { slug: string }) => p.slug)).toEqual([
      "cotton-scarf",
      "midi-wrap",
      "silk-maxi",
      "linen-maxi-dress",
    ]);
  });

  it("takes the listing's filters and sort, and offers the filter options of a listing", async () => {
    const { http, body } = await get(
      `/store/noor-atelier?categories=${world.fx.dress.categoryId}&max_price=75&orderBy=price&orderByType=asc`,
    );
    expect(http).toBe(200);
    expect(body.data.products.data.map((p: { slug: string }) => p.slug)).toEqual([
      "linen-maxi-dress",
      "midi-wrap",
    ]);
    expect(body.data.products.total).toBe(2);
    expect(body.data.brands.map((b: { title: string }) => b.title)).toContain("Layla");
    expect(body.data.shipping).toEqual([{ value: "free" }]);
    expect(body.data.all_categories.length).toBeGreaterThan(0);
    expect(body.data).toMatchObject({ name: "Noor Atelier", avg_rating: 4 });
  });

  it("refuses a malformed filter with the parameter named in the visitor's language", async () => {
    const response = await world.server.fetch("/api/v1/store/noor-atelier?min_price=-3", {
      headers: { Language: "fr" },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ApiBody;
    expect(body.data.form).toEqual(["Prix minimum doit être supérieur ou égal à 0"]);
  });

  it("answers 404 for a pending or unknown store and 422 for a malformed slug", async () => {
    expect((await get("/store/hidden-store")).http).toBe(404);
    const unknown = await get("/store/nobody");
    expect(unknown.body.data.form).toEqual(["Store not found."]);
    expect((await get("/store/a%20b")).http).toBe(422);
  });
});
