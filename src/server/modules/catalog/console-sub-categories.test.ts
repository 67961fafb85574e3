import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { categoryForm, freshCategory, freshSubCategory } from "../../../testing/taxonomy-fixtures.ts";
import { createProduct } from "../../../testing/shop-fixtures.ts";
import { auditLog, products, subCategories } from "../../platform/db/schema/index.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });
const as = consoleCaller(world);

const childrenOf = async (categoryId: number) => {
  const tree = (await as("editor", "GET", "/console/taxonomy/categories")).body.data as {
    id: number;
    sub_categories: { id: number; translations: { en: { title: string } } }[];
  }[];
  return tree.find((c) => c.id === categoryId)?.sub_categories ?? [];
};

describe("console sub-categories", () => {
  it("an editor adds two sub-categories, renames one (audited), and moves it up within its category", async () => {
    const category = await freshCategory(world.db);
    const path = `/console/taxonomy/categories/${category.id}/sub-categories`;
    const first = await as("editor", "POST", path, categoryForm());
    const second = await as("editor", "POST", path, categoryForm());
    expect([first.http, second.http]).toEqual([200, 200]);
    const [a, b] = [first.body.data.id as number, second.body.data.id as number];
    expect((await childrenOf(category.id)).map((s) => s.id)).toEqual([a, b]);

    const renamed = categoryForm({ translations: { en: { title: "Wool scarves", slug: `wool-${b}` } } });
    const saved = await as("editor", "PUT", `/console/taxonomy/sub-categories/${b}`, renamed);
    expect(saved.http).toBe(200);
    expect(saved.body.data.translations.en.title).toBe("Wool scarves");
    const entries = await world.db.select().from(auditLog).where(eq(auditLog.entityId, b));
    const update = entries.find((e) => e.entity === "sub_category" && e.action === "update");
    expect(update).toMatchObject({ actorRole: "editor" });
    expect(JSON.stringify(update?.changes)).toContain("Wool scarves");

    const moved = await as("editor", "POST", `/console/taxonomy/sub-categories/${b}/move`, {
      direction: "up",
    });
    expect(moved.http).toBe(200);
    expect((await childrenOf(category.id)).map((s) => s.id)).toEqual([b, a]);
  });

  it("deleting a sub-category products use is refused in French and nothing changes; unused it goes", async () => {
    const sub = await freshSubCategory(world.db);
    const product = await createProduct(world.db, world.fx.store.id, { title: "Filed scarf" });
    await world.db.update(products).set({ subCategoryId: sub.id }).where(eq(products.id, product.id));
    const path = `/console/taxonomy/sub-categories/${sub.id}`;
    const refused = await as("admin", "DELETE", path, undefined, "fr");
    expect(refused.http).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("Impossible de supprimer cette sous-catégorie");
    expect(await world.db.select().from(subCategories).where(eq(subCategories.id, sub.id))).toHaveLength(1);
    expect(await world.db.select().from(auditLog).where(eq(auditLog.entityId, sub.id))).toHaveLength(0);

    await world.db.update(products).set({ subCategoryId: null }).where(eq(products.id, product.id));
    expect((await as("admin", "DELETE", path)).http).toBe(200);
    expect(await childrenOf(sub.categoryId)).toEqual([]);
  });

  it("a seller cannot add a sub-category (403) and none is added", async () => {
    const category = await freshCategory(world.db);
    const refused = await as(
      "seller",
      "POST",
      `/console/taxonomy/categories/${category.id}/sub-categories`,
      categoryForm(),
    );
    expect(refused.http).toBe(403);
    expect(await childrenOf(category.id)).toEqual([]);
  });
});
