import { describe, expect, it } from "vitest";
import { fillTestShop } from "../../../testing/test-shop.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ fill: fillTestShop, api: true });
const { get } = world;

describe("GET /api/v1/flash-sale", () => {
  it("lists only live flash sales, 25 per page, in the asked language", async () => {
    const { http, body } = await get("/flash-sale", "tr");
    expect(http).toBe(200);
    expect(body.data.per_page).toBe(25);
    expect(body.data.data).toHaveLength(1);
    expect(body.data.data[0]).toMatchObject({ id: world.fx.liveSale.id, title: "Bayram indirimi" });
  });

  it("refuses a page that is not a number", async () => {
    expect((await get("/flash-sale?page=x")).http).toBe(422);
  });
});

describe("GET /api/v1/flash-sale/{id}", () => {
  it("lists the sale's visible products with flash price, sold and remaining", async () => {
    const { http, body } = await get(`/flash-sale/${world.fx.liveSale.id}`);
    expect(http).toBe(200);
    expect(body.data.flash_sale.title).toBe("Eid sale");
    expect(body.data.products.data).toHaveLength(1);
    expect(body.data.products.data[0]).toMatchObject({
      id: world.fx.dress.id,
      flash_price: 5000,
      price: 5000,
      quantity: 10,
      sold: 4,
      remaining: 6,
    });
  });

  it("answers 404 for ended, future and unknown sales", async () => {
    for (const id of [world.fx.endedSale.id, world.fx.laterSale.id, 99999]) {
      const { http, body } = await get(`/flash-sale/${id}`);
      expect(http).toBe(404);
      expect(body.data.form).toEqual(["Flash sale not found."]);
    }
  });
});
