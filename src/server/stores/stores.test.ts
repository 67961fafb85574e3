import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillTestShop } from "../product/test-shop.ts";
import { createTestDatabase, type TestDatabase } from "../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../testing/server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API sent
type Body = { status: number; data: any; message: string };
let database: TestDatabase;
let server: ApiTestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  await fillTestShop(database.db);
  server = await startApiServer({ db: database.db });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function get(path: string) {
  const response = await server.fetch(`/api/v1${path}`);
  return { http: response.status, body: (await response.json()) as Body };
}

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

  it("answers 404 for a pending or unknown store and 422 for a malformed slug", async () => {
    expect((await get("/store/hidden-store")).http).toBe(404);
    const unknown = await get("/store/nobody");
    expect(unknown.body.data.form).toEqual(["Store not found."]);
    expect((await get("/store/a%20b")).http).toBe(422);
  });
});
