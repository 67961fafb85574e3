import { describe, expect, it } from "vitest";
import type { Db } from "../../platform/db/client.ts";
import { productTranslations, products } from "../../platform/db/schema/index.ts";
import { FIXTURE_NOW, seedCatalogueFixture } from "../../../testing/catalog-fixtures.ts";
import { useTestWorld } from "../../../testing/world.ts";
import { SEARCH_BOUNDS } from "./search-sql.ts";
import { searchProducts, searchSuggestions } from "./search.service.ts";

const now = FIXTURE_NOW;
const MORE_THAN_BOUND = SEARCH_BOUNDS.match + 10;

/** The catalogue fixture, then more titles containing the query's words than search ranks. */
async function fillPastTheBound(db: Db) {
  const { store, categories } = await seedCatalogueFixture(db);
  const day = (d: number) => new Date(Date.UTC(2026, 4, d));
  // Many titles containing the words, stored before the one whose title is exactly the query.
  const similar = await db
    .insert(products)
    .values(
      Array.from({ length: MORE_THAN_BOUND }, (_, i) => ({
        storeId: store.id,
        categoryId: categories.abayas.id,
        slug: `long-navy-crepe-abaya-${i}`,
        selling: 1000,
        createdAt: day(1),
      })),
    )
    .returning({ id: products.id });
  await db
    .insert(productTranslations)
    .values(similar.map(({ id }, i) => ({ parentId: id, lang: "en", title: `Long Navy Crepe Abaya ${i}` })));
  const [exact] = await db
    .insert(products)
    .values({
      storeId: store.id,
      categoryId: categories.abayas.id,
      slug: "navy-crepe-abaya",
      selling: 1000,
      createdAt: day(2),
    })
    .returning({ id: products.id });
  await db.insert(productTranslations).values({ parentId: exact.id, lang: "en", title: "Navy Crepe Abaya" });
}

const world = useTestWorld({ fill: fillPastTheBound });
const { ctx } = world;

describe("search in a catalogue where a query matches more products than are ranked", () => {
  it("still finds the product whose title is the query, first", async () => {
    const result = await searchProducts(ctx(), "navy crepe abaya", { now });
    expect(result.data[0].title).toBe("Navy Crepe Abaya");
    expect((await searchSuggestions(ctx(), "navy crepe abaya", now)).product[0].title).toBe(
      "Navy Crepe Abaya",
    );
  });

  it("counts the ranked results only, and pages through exactly that many", async () => {
    const first = await searchProducts(ctx(), "navy crepe abaya", { now });
    expect(first.total).toBeGreaterThanOrEqual(SEARCH_BOUNDS.match);
    expect(first.total).toBeLessThanOrEqual(SEARCH_BOUNDS.match + SEARCH_BOUNDS.prefix + SEARCH_BOUNDS.words);
    const lastPage = Math.ceil(first.total / first.per_page);
    const last = await searchProducts(ctx(), "navy crepe abaya", { now, page: lastPage });
    expect(last.data).toHaveLength(first.total - (lastPage - 1) * first.per_page);
  });
});
