import { describe, expect, it } from "vitest";
import { reviewerName } from "./reviews.service.ts";
import { fillTestShop } from "../../../testing/test-shop.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ fill: fillTestShop, api: true });
const { get } = world;

describe("GET /api/v1/product/{id}", () => {
  it("shows a product with gallery, variants, stock, flags, bundle deal and the live flash sale", async () => {
    const { http, body } = await get(`/product/${world.fx.dress.id}`);
    expect(http).toBe(200);
    const p = body.data;
    expect(p).toMatchObject({
      id: world.fx.dress.id,
      title: "Linen maxi dress",
      slug: "linen-maxi-dress",
      description: "<p>Soft linen.</p>",
      warranty_text: "One year",
      selling: 8000,
      offered: 6000,
      price: 5000,
      refundable: true,
      warranty: true,
      mind_change: false,
      free_shipping: true,
      stock: 3,
      in_stock: true,
      rating: 4,
      review_count: 2,
      bundle_deal: { buy_quantity: 3, free_quantity: 1 },
      store: { name: "Noor Atelier", slug: "noor-atelier" },
      brand: { title: "Layla", slug: "layla" },
      category: { title: "Dresses", slug: "dresses" },
      sub_category: { title: "Maxi dresses", slug: "maxi" },
      wishlisted: null,
    });
    expect(p.images).toEqual(["/uploads/dress.png", "/uploads/dress-1.png", "/uploads/dress-2.png"]);
    expect(p.attributes).toEqual([
      {
        id: world.fx.size.id,
        title: "Size",
        required: true,
        values: [
          { id: world.fx.small.id, title: "S", color: null },
          { id: world.fx.medium.id, title: "M", color: null },
        ],
      },
    ]);
    expect(p.inventories).toEqual([
      {
        id: world.fx.invSmall.id,
        sku: "DRESS-S",
        price: 0,
        quantity: 3,
        attribute_value_ids: [world.fx.small.id],
      },
      {
        id: world.fx.invMedium.id,
        sku: "DRESS-M",
        price: 6500,
        quantity: 0,
        attribute_value_ids: [world.fx.medium.id],
      },
    ]);
    expect(p.flash_sale).toMatchObject({
      id: world.fx.liveSale.id,
      title: "Eid sale",
      price: 5000,
      sold: 4,
      remaining: 6,
    });
    expect(p.end_time).toBe(p.flash_sale.end_time);
  });

  it("speaks the asked language and falls back to English text by text", async () => {
    const ar = (await get(`/product/${world.fx.dress.id}`, "ar")).body.data;
    expect(ar.title).toBe("فستان كتان طويل");
    expect(ar.description).toBe("<p>Soft linen.</p>");
    const fr = (await get(`/product/${world.fx.dress.id}`, "fr")).body.data;
    expect(fr.category.title).toBe("Robes");
    expect(fr.attributes[0].title).toBe("Taille");
    expect(fr.title).toBe("Linen maxi dress");
  });

  it("ignores flash sales that ended or have not started", async () => {
    const p = (await get(`/product/${world.fx.maxi2.id}`)).body.data;
    expect(p.price).toBeNull();
    expect(p.flash_sale).toBeNull();
    expect(p.stock).toBe(4);
  });

  it("answers 404 for unknown, private and pending-store products", async () => {
    for (const id of [999_999, world.fx.privateDress.id, world.fx.pendingDress.id]) {
      const { http, body } = await get(`/product/${id}`);
      expect(http).toBe(404);
      expect(body.status).toBe(201);
      expect(body.data.form).toEqual(["Product not found."]);
    }
  });

  it("refuses an id that is not a positive number", async () => {
    const { http, body } = await get("/product/abc");
    expect(http).toBe(422);
    expect(body.status).toBe(201);
    expect(body.data.form[0]).toMatch(/number/);
    expect((await get("/product/0")).http).toBe(422);
  });
});

describe("GET /api/v1/reviews/{id}", () => {
  it("lists published reviews newest first with images, totals and stars", async () => {
    const { http, body } = await get(`/reviews/${world.fx.dress.id}`);
    expect(http).toBe(200);
    expect(body.data.total).toBe(2);
    expect(body.data.average).toBe(4);
    expect(body.data.stars).toEqual({ 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 });
    expect(body.data.all.per_page).toBe(6);
    expect(body.data.all.data.map((r: { rating: number }) => r.rating)).toEqual([3, 5]);
    expect(body.data.all.data[1]).toMatchObject({
      comment: "Beautiful",
      user: { name: "Amina B." },
      images: ["/uploads/review.png"],
    });
  });

  it("leaves out unpublished reviews and answers an empty page past the end", async () => {
    expect((await get(`/reviews/${world.fx.scarf.id}`)).body.data.total).toBe(0);
    const far = (await get(`/reviews/${world.fx.dress.id}?page=3`)).body.data.all;
    expect(far).toMatchObject({ data: [], current_page: 3, last_page: 1, from: null });
  });

  it("answers 404 for an unknown product and 422 for a bad page", async () => {
    expect((await get("/reviews/424242")).http).toBe(404);
    expect((await get(`/reviews/${world.fx.dress.id}?page=0`)).http).toBe(422);
  });

  it("shows a reviewer's first name and last initial only", () => {
    expect(reviewerName("Amina Benali")).toBe("Amina B.");
    expect(reviewerName("  Lea ")).toBe("Lea");
  });
});

describe("GET /api/v1/suggested-products/{id}", () => {
  it("suggests the same sub-category first, then the category, then the rest, never hidden ones", async () => {
    const { http, body } = await get(`/suggested-products/${world.fx.dress.id}`);
    expect(http).toBe(200);
    expect(body.data.data.map((p: { slug: string }) => p.slug)).toEqual([
      "silk-maxi",
      "midi-wrap",
      "cotton-scarf",
    ]);
    expect(body.data.total).toBe(3);
    expect(body.data.data[0]).toMatchObject({
      title: "Silk maxi",
      selling: 9000,
      in_stock: true,
      price: null,
    });
  });

  it("answers 404 for an unknown product", async () => {
    expect((await get("/suggested-products/777777")).http).toBe(404);
  });
});
