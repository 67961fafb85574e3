import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stores } from "../../platform/db/schema/index.ts";
import { createUser, createVariantProduct, createStore, userCtx } from "../../../testing/shop-fixtures.ts";
import { seedCatalogueFixture } from "../../../testing/catalog-fixtures.ts";
import { useTestWorld } from "../../../testing/world.ts";
import { consoleTaxonomy } from "./console-taxonomy.ts";

const world = useTestWorld({ fill: seedCatalogueFixture, api: true });

describe("the console's product form choices", () => {
  it("a seller gets the public categories with their sub-categories and every attribute with its values", async () => {
    const seller = await createUser(world.db, "seller");
    const store = await createStore(world.db);
    await world.db.update(stores).set({ ownerId: seller.id }).where(eq(stores.id, store.id));
    await createVariantProduct(world.db, store.id);
    const taxonomy = await consoleTaxonomy(userCtx(world.db, seller));
    expect(taxonomy.categories.map((c) => c.title)).toContain("Abayas");
    expect(taxonomy.categories.find((c) => c.title === "Abayas")?.sub_categories.length).toBeGreaterThan(0);
    const size = taxonomy.attributes.find((a) => a.values.some((v) => v.title === "v0"));
    expect(size?.values.map((v) => v.title)).toEqual(["v0", "v1"]);
  });

  it("lists every brand, collection and tag by its name in the caller's language", async () => {
    const seller = await createUser(world.db, "seller");
    const store = await createStore(world.db);
    await world.db.update(stores).set({ ownerId: seller.id }).where(eq(stores.id, store.id));
    const taxonomy = await consoleTaxonomy({ ...userCtx(world.db, seller), lang: "ar" });
    expect(taxonomy.brands.map((b) => b.title)).toEqual(expect.arrayContaining(["نور أتيليه", "Silk Road"]));
    expect(taxonomy.collections.map((c) => c.title)).toContain("مختارات العيد");
    expect(taxonomy.tags.map((t) => t.title)).toContain("حرير");
  });

  it("a shopper is refused, and a guest must sign in", async () => {
    const customer = await createUser(world.db, "customer");
    await expect(consoleTaxonomy(userCtx(world.db, customer))).rejects.toMatchObject({ kind: "forbidden" });
    const { http, body } = await world.get("console/taxonomy");
    expect(http).toBe(401);
    expect(body.status).toBe(403);
  });
});
