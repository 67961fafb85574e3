import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products, stores } from "../../platform/db/schema/index.ts";
import { FIXTURE_NOW, seedCatalogueFixture } from "../../../testing/catalog-fixtures.ts";
import { listProducts, type ListingFilters } from "./listing.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ fill: seedCatalogueFixture });
const { ctx } = world;

/** The total a listing shows, and the number of products it pages through. */
async function totals(filters: ListingFilters = {}, scope?: ListingFilters) {
  const first = await listProducts(ctx(), { filters, scope, now: FIXTURE_NOW, perPage: 100 });
  return { total: first.total, shown: first.data.length };
}

describe("listing totals", () => {
  it("count the public products of listed stores, narrowed by category, sub-category, brand and store", async () => {
    expect(await totals()).toEqual({ total: 3, shown: 3 });
    expect(await totals({ categories: [world.fx.categories.abayas.id] })).toEqual({ total: 1, shown: 1 });
    expect(await totals({ sub_categories: [world.fx.categories.openAbayas.id] })).toEqual({
      total: 1,
      shown: 1,
    });
    expect(await totals({ brands: [world.fx.brands.silkBrand.id] }, { store_id: world.fx.store.id })).toEqual(
      {
        total: 2,
        shown: 2,
      },
    );
    expect(
      await totals({ categories: [world.fx.categories.abayas.id], brands: [world.fx.brands.silkBrand.id] }),
    ).toEqual({
      total: 0,
      shown: 0,
    });
    expect(await totals({ free_shipping: false, categories: [], q: " " })).toEqual({ total: 3, shown: 3 });
  });

  it("follow products published, hidden, moved and deleted, and stores unlisted", async () => {
    const { abaya, hijab, hidden, kaftan } = world.fx.products;
    await world.db.update(products).set({ status: 1 }).where(eq(products.id, hidden.id));
    expect(await totals()).toEqual({ total: 4, shown: 4 });
    await world.db.update(products).set({ status: 2 }).where(eq(products.id, hijab.id));
    expect(await totals()).toEqual({ total: 3, shown: 3 });
    await world.db
      .update(products)
      .set({ categoryId: world.fx.categories.scarves.id })
      .where(eq(products.id, abaya.id));
    expect(await totals({ categories: [world.fx.categories.scarves.id] })).toEqual({ total: 2, shown: 2 });
    expect(await totals({ categories: [world.fx.categories.abayas.id] })).toEqual({ total: 1, shown: 1 });
    await world.db.update(products).set({ stock: 99, soldCount: 3 }).where(eq(products.id, kaftan.id));
    expect(await totals()).toEqual({ total: 3, shown: 3 });
    await world.db.delete(products).where(eq(products.id, kaftan.id));
    expect(await totals()).toEqual({ total: 2, shown: 2 });
    await world.db.update(stores).set({ status: 2 }).where(eq(stores.id, world.fx.store.id));
    expect(await totals()).toEqual({ total: 0, shown: 0 });
  });
});
