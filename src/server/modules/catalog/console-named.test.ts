import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { freshAttributeValue, freshNamed, namedForm } from "../../../testing/taxonomy-fixtures.ts";
import { createProduct } from "../../../testing/shop-fixtures.ts";
import {
  auditLog,
  brands,
  inventories,
  inventoryAttributeValues,
  productTags,
  tags,
} from "../../platform/db/schema/index.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });

const as = consoleCaller(world);

const auditOf = (entity: string, id: number) =>
  world.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)));

describe("console brands, collections, tags and attributes", () => {
  it("an editor creates a brand with a French name; the French brand list shows it; a rename is audited", async () => {
    const form = namedForm("brands", {
      translations: { en: { title: "Sea Linen" }, fr: { title: "Lin de mer" } },
    });
    const created = await as("editor", "POST", "/console/taxonomy/brands", form);
    expect(created.http).toBe(200);
    const id = created.body.data.id as number;

    const shop = await as("anonymous", "GET", "/brands?page=1", undefined, "fr");
    expect(JSON.stringify(shop.body.data)).toContain("Lin de mer");

    const renamed = await as("editor", "PUT", `/console/taxonomy/brands/${id}`, {
      ...form,
      public: false,
      translations: { en: { title: "Sea Linen Co" }, fr: { title: "Lin de mer" } },
    });
    expect(renamed.http).toBe(200);
    expect(renamed.body.data).toMatchObject({
      public: false,
      translations: { en: { title: "Sea Linen Co" } },
    });
    const found = await as("editor", "GET", "/console/taxonomy/brands?q=Sea%20Linen");
    expect(found.body.data.data.map((b: { id: number }) => b.id)).toEqual([id]);
    const [, update] = await auditOf("brand", id);
    expect(update).toMatchObject({ action: "update", actorRole: "editor" });
    expect(update?.changes).toMatchObject({ public: [true, false] });
  });

  it("deleting a tag or an attribute value still in use is refused with a translated 409, and nothing changes", async () => {
    const tag = await freshNamed(world.db, "tags");
    const product = await createProduct(world.db, world.fx.store.id, { title: "Tagged scarf" });
    await world.db.insert(productTags).values({ productId: product.id, tagId: tag.id });
    const refused = await as("admin", "DELETE", `/console/taxonomy/tags/${tag.id}`, undefined, "fr");
    expect(refused.http).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("Suppression impossible tant que des produits");
    expect(await world.db.select().from(tags).where(eq(tags.id, tag.id))).toHaveLength(1);

    const value = await freshAttributeValue(world.db);
    const [variant] = await world.db
      .insert(inventories)
      .values({ productId: product.id, sku: `SKU-${value.slug}` })
      .returning({ id: inventories.id });
    await world.db
      .insert(inventoryAttributeValues)
      .values({ inventoryId: (variant as { id: number }).id, attributeValueId: value.id });
    const valueRefused = await as("editor", "DELETE", `/console/taxonomy/attribute-values/${value.id}`);
    expect(valueRefused.http).toBe(409);
    expect(await auditOf("attribute_value", value.id)).toHaveLength(0);
    expect(await auditOf("tag", tag.id)).toHaveLength(0);
  });

  it("an editor adds a value to an attribute, renames it, and deletes it once unused", async () => {
    const attribute = await freshNamed(world.db, "attributes");
    const added = await as("editor", "POST", `/console/taxonomy/attributes/${attribute.id}/values`, {
      slug: "ocean",
      color: "#1d4e89",
      translations: { en: { title: "Ocean" }, tr: { title: "Okyanus" } },
    });
    expect(added.http).toBe(200);
    const valueId = added.body.data.id as number;
    const list = await as("editor", "GET", "/console/taxonomy/attributes");
    const listed = list.body.data.find((a: { id: number }) => a.id === attribute.id);
    expect(listed.values).toEqual([
      {
        id: valueId,
        slug: "ocean",
        color: "#1d4e89",
        translations: { en: { title: "Ocean" }, tr: { title: "Okyanus" } },
      },
    ]);
    const renamed = await as("editor", "PUT", `/console/taxonomy/attribute-values/${valueId}`, {
      slug: "deep-ocean",
      color: null,
      translations: { en: { title: "Deep ocean" } },
    });
    expect(renamed.body.data).toMatchObject({ slug: "deep-ocean", color: null });
    const gone = await as("editor", "DELETE", `/console/taxonomy/attribute-values/${valueId}`);
    expect(gone.http).toBe(200);
    expect((await auditOf("attribute_value", valueId)).map((e) => e.action)).toEqual([
      "create",
      "update",
      "delete",
    ]);
  });

  it("bad input is refused in the caller's language and writes nothing", async () => {
    const before = await world.db.select().from(brands);
    const noEnglish = await as(
      "editor",
      "POST",
      "/console/taxonomy/brands",
      { slug: "bad slug!", translations: { fr: { title: "Sans anglais" } } },
      "tr",
    );
    expect(noEnglish.http).toBe(422);
    expect(JSON.stringify(noEnglish.body)).toMatch(/yalnızca harf, rakam/);
    const value = await freshAttributeValue(world.db);
    const badColour = await as("editor", "PUT", `/console/taxonomy/attribute-values/${value.id}`, {
      ...namedForm("tags"),
      color: "blue",
    });
    expect(badColour.http).toBe(422);
    expect(JSON.stringify(badColour.body)).toContain("#1a2b3c");
    expect(await world.db.select().from(brands)).toHaveLength(before.length);
  });

  it("a slug another collection holds is refused, and sellers and shoppers may not manage the catalogue", async () => {
    const other = await freshNamed(world.db, "collections");
    const taken = await as(
      "editor",
      "POST",
      "/console/taxonomy/collections",
      namedForm("collections", { slug: other.slug }),
    );
    expect(taken.http).toBe(409);
    expect(JSON.stringify(taken.body)).toContain(other.slug);
    expect((await as("seller", "GET", "/console/taxonomy/collections")).http).toBe(403);
    expect((await as("customer", "POST", "/console/taxonomy/tags", namedForm("tags"))).http).toBe(403);
    expect((await as("anonymous", "GET", "/console/taxonomy/attributes")).http).toBe(401);
  });
});
