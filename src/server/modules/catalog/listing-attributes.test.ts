import { describe, expect, it } from "vitest";
import type { Db } from "../../platform/db/client.ts";
import {
  attributeTranslations,
  attributeValueTranslations,
  attributeValues,
  attributes,
  inventories,
  inventoryAttributeValues,
} from "../../platform/db/schema/index.ts";
import { FIXTURE_NOW, seedCatalogueFixture } from "../../../testing/catalog-fixtures.ts";
import { useTestWorld } from "../../../testing/world.ts";
import { categoryListing } from "./catalog.service.ts";
import { listingAttributes } from "./listing-attributes.ts";
import { listProducts, type ListingFilters } from "./listing.ts";

/** The catalogue fixture with sizes and colours: abaya M×Black and S×White, hijab S×Black, hidden abaya L×Red. */
async function seedVariants(db: Db) {
  const fx = await seedCatalogueFixture(db);
  const [size, colour] = await db
    .insert(attributes)
    .values([
      { slug: "size", sort: 1 },
      { slug: "colour", sort: 2 },
    ])
    .returning();
  await db.insert(attributeTranslations).values([
    { parentId: size.id, lang: "en", title: "Size" },
    { parentId: size.id, lang: "fr", title: "Taille" },
    { parentId: colour.id, lang: "en", title: "Colour" },
    { parentId: colour.id, lang: "fr", title: "Couleur" },
  ]);
  const [s, m, l, black, white, red] = await db
    .insert(attributeValues)
    .values([
      { attributeId: size.id, slug: "s", sort: 1 },
      { attributeId: size.id, slug: "m", sort: 2 },
      { attributeId: size.id, slug: "l", sort: 3 },
      { attributeId: colour.id, slug: "black", color: "#000000", sort: 1 },
      { attributeId: colour.id, slug: "white", color: "#ffffff", sort: 2 },
      { attributeId: colour.id, slug: "red", color: "#cc0000", sort: 3 },
    ])
    .returning();
  await db.insert(attributeValueTranslations).values([
    { parentId: s.id, lang: "en", title: "S" },
    { parentId: m.id, lang: "en", title: "M" },
    { parentId: l.id, lang: "en", title: "L" },
    { parentId: black.id, lang: "en", title: "Black" },
    { parentId: black.id, lang: "fr", title: "Noir" },
    { parentId: white.id, lang: "en", title: "White" },
    { parentId: red.id, lang: "en", title: "Red" },
  ]);
  const { abaya, hijab, hidden } = fx.products;
  const variants: [number, number[]][] = [
    [abaya.id, [m.id, black.id]],
    [abaya.id, [s.id, white.id]],
    [hijab.id, [s.id, black.id]],
    [hidden.id, [l.id, red.id]],
  ];
  for (const [index, [productId, valueIds]] of variants.entries()) {
    const [variant] = await db
      .insert(inventories)
      .values({ productId, sku: `variant-${index}`, quantity: 3 })
      .returning();
    await db
      .insert(inventoryAttributeValues)
      .values(valueIds.map((attributeValueId) => ({ inventoryId: variant.id, attributeValueId })));
  }
  return { ...fx, values: { s, m, l, black, white, red } };
}

const world = useTestWorld({ fill: seedVariants });
const now = FIXTURE_NOW;
const titles = async (filters: ListingFilters) =>
  (await listProducts(world.ctx(), { filters, now })).data.map((p) => p.title);

describe("listing by size and colour", () => {
  it("keeps the products sold in a chosen colour, and counts them", async () => {
    const { black, white } = world.fx.values;
    expect(await titles({ attribute_values: [black.id] })).toEqual(["Silk Hijab", "Black Crepe Abaya"]);
    expect(await titles({ attribute_values: [white.id] })).toEqual(["Black Crepe Abaya"]);
    const page = await listProducts(world.ctx(), { filters: { attribute_values: [black.id] }, now });
    expect(page.total).toBe(2);
  });

  it("ORs values of one attribute and wants one variant with a chosen value of each attribute", async () => {
    const { s, m, black, white } = world.fx.values;
    expect(await titles({ attribute_values: [s.id, m.id] })).toEqual(["Silk Hijab", "Black Crepe Abaya"]);
    expect(await titles({ attribute_values: [m.id, black.id] })).toEqual(["Black Crepe Abaya"]);
    // The abaya comes in M and in White, but not as M in White.
    expect(await titles({ attribute_values: [m.id, white.id] })).toEqual([]);
    expect(await titles({ attribute_values: [s.id, white.id] })).toEqual(["Black Crepe Abaya"]);
  });

  it("combines with the other filters and finds nothing for an unknown value", async () => {
    const { black } = world.fx.values;
    expect(await titles({ attribute_values: [black.id], max_price: 2500 })).toEqual(["Silk Hijab"]);
    expect(await titles({ attribute_values: [999_999] })).toEqual([]);
  });

  it("offers the sizes and colours of the listing's visible products, translated, in their order", async () => {
    const all = await listingAttributes(world.ctx("fr"), undefined, undefined, now);
    expect(all.map((a) => [a.title, a.values.map((v) => v.title)])).toEqual([
      ["Taille", ["S", "M"]],
      ["Couleur", ["Noir", "White"]],
    ]);
    expect(all[1].values[0]).toMatchObject({ slug: "black", color: "#000000" });
    const scarves = await listingAttributes(
      world.ctx(),
      { categories: [world.fx.categories.scarves.id] },
      undefined,
      now,
    );
    expect(scarves.map((a) => a.values.map((v) => v.title))).toEqual([["S"], ["Black"]]);
    expect(await listingAttributes(world.ctx(), undefined, "kaftan", now)).toEqual([]);
  });

  it("gives a category listing its filter values whatever filter is chosen", async () => {
    const { white } = world.fx.values;
    const listing = await categoryListing(
      world.ctx(),
      { category: "abayas" },
      { now, filters: { attribute_values: [white.id] } },
    );
    expect(listing?.result.total).toBe(1);
    expect(listing?.attributes.map((a) => a.values.map((v) => v.slug))).toEqual([
      ["s", "m"],
      ["black", "white"],
    ]);
  });
});
