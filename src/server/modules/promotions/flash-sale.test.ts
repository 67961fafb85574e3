import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillTestShop } from "../../../testing/test-shop.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the API sent
type Body = { status: number; data: any; message: string };
let database: TestDatabase;
let server: ApiTestServer;
let shop: Awaited<ReturnType<typeof fillTestShop>>;

beforeAll(async () => {
  database = await createTestDatabase();
  shop = await fillTestShop(database.db);
  server = await startApiServer({ db: database.db });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function get(path: string, lang = "en") {
  const response = await server.fetch(`/api/v1${path}`, { headers: { Language: lang } });
  return { http: response.status, body: (await response.json()) as Body };
}

describe("GET /api/v1/flash-sale", () => {
  it("lists only live flash sales, 25 per page, in the asked language", async () => {
    const { http, body } = await get("/flash-sale", "tr");
    expect(http).toBe(200);
    expect(body.data.per_page).toBe(25);
    expect(body.data.data).toHaveLength(1);
    expect(body.data.data[0]).toMatchObject({ id: shop.liveSale.id, title: "Bayram indirimi" });
  });

  it("refuses a page that is not a number", async () => {
    expect((await get("/flash-sale?page=x")).http).toBe(422);
  });
});

describe("GET /api/v1/flash-sale/{id}", () => {
  it("lists the sale's visible products with flash price, sold and remaining", async () => {
    const { http, body } = await get(`/flash-sale/${shop.liveSale.id}`);
    expect(http).toBe(200);
    expect(body.data.flash_sale.title).toBe("Eid sale");
    expect(body.data.products.data).toHaveLength(1);
    expect(body.data.products.data[0]).toMatchObject({
      id: shop.dress.id,
      flash_price: 5000,
      price: 5000,
      quantity: 10,
      sold: 4,
      remaining: 6,
    });
  });

  it("answers 404 for ended, future and unknown sales", async () => {
    for (const id of [shop.endedSale.id, shop.laterSale.id, 99999]) {
      const { http, body } = await get(`/flash-sale/${id}`);
      expect(http).toBe(404);
      expect(body.data.form).toEqual(["Flash sale not found."]);
    }
  });
});
