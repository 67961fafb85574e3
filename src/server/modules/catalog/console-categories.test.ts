import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestWorld, type ApiBody } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { categoryForm, freshCategory } from "../../../testing/taxonomy-fixtures.ts";
import { createProduct } from "../../../testing/shop-fixtures.ts";
import { auditLog, categories, products } from "../../platform/db/schema/index.ts";
import { uploadsDirOf } from "../../platform/uploads/stored-files.ts";
import { categoryMovedFrom } from "./console-categories.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });

const as = consoleCaller(world);

const fileOf = (url: string) => join(uploadsDirOf(), url.slice("/uploads/".length));

const treeIds = (body: ApiBody) => (body.data as { id: number }[]).map((c) => c.id);

describe("console categories", () => {
  it("an editor renames a category in Turkish; the Turkish listing shows the new name at once and the old slug moves to the new one", async () => {
    const oldSlug = `eski-${Date.now()}`;
    const category = await freshCategory(world.db, { title: "Eski ad", slug: oldSlug });
    const before = await as("anonymous", "GET", `/all?category=${oldSlug}`, undefined, "tr");
    expect(before.body.data.title).toBe("Eski ad");

    const newSlug = `yeni-${Date.now()}`;
    const saved = await as("editor", "PUT", `/console/taxonomy/categories/${category.id}`, {
      public: true,
      translations: {
        en: { title: category.title, slug: category.slug },
        tr: { title: "Yeni ad", slug: newSlug },
      },
    });
    expect(saved.http).toBe(200);
    expect(saved.body.data.translations.tr).toEqual({ title: "Yeni ad", slug: newSlug });

    const after = await as("anonymous", "GET", `/all?category=${newSlug}`, undefined, "tr");
    expect(after.body.data.title).toBe("Yeni ad");
    expect(await categoryMovedFrom(world.ctx("tr"), oldSlug)).toBe(newSlug);
    const [entry] = await world.db.select().from(auditLog).where(eq(auditLog.entityId, category.id));
    expect(entry).toMatchObject({ entity: "category", action: "update", actorRole: "editor" });
  });

  it("deleting a category products are filed under is refused with a translated message, and nothing changes", async () => {
    const category = await freshCategory(world.db);
    const product = await createProduct(world.db, world.fx.store.id, { title: "Filed scarf" });
    await world.db.update(products).set({ categoryId: category.id }).where(eq(products.id, product.id));
    const refused = await as(
      "admin",
      "DELETE",
      `/console/taxonomy/categories/${category.id}`,
      undefined,
      "fr",
    );
    expect(refused.http).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("Impossible de supprimer cette catégorie");
    expect(await world.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
    expect(await world.db.select().from(auditLog).where(eq(auditLog.entityId, category.id))).toHaveLength(0);
  });

  it("an editor creates a category, moves it up one place, and deletes it once unused", async () => {
    const created = await as("editor", "POST", "/console/taxonomy/categories", categoryForm());
    expect(created.http).toBe(200);
    const id = created.body.data.id as number;
    const list = treeIds((await as("editor", "GET", "/console/taxonomy/categories")).body);
    expect(list.at(-1)).toBe(id);
    const moved = treeIds(
      (await as("editor", "POST", `/console/taxonomy/categories/${id}/move`, { direction: "up" })).body,
    );
    expect(moved.indexOf(id)).toBe(list.length - 2);
    const deleted = await as("editor", "DELETE", `/console/taxonomy/categories/${id}`);
    expect(treeIds(deleted.body)).not.toContain(id);
  });

  it("a slug another category holds is refused, and sellers and shoppers may not manage categories", async () => {
    const other = await freshCategory(world.db);
    const taken = await as("editor", "POST", "/console/taxonomy/categories", {
      public: true,
      translations: { en: { title: "Copy", slug: other.slug } },
    });
    expect(taken.http).toBe(409);
    expect(JSON.stringify(taken.body)).toContain(other.slug);
    expect((await as("seller", "GET", "/console/taxonomy/categories")).http).toBe(403);
    expect((await as("customer", "POST", "/console/taxonomy/categories", categoryForm())).http).toBe(403);
  });

  it("an editor sets a category's picture (re-encoded), replaces it, and a file that is no picture is refused", async () => {
    const category = await freshCategory(world.db);
    const upload = async (file: Blob) => {
      const form = new FormData();
      form.set("file", file, "tile.png");
      return as("editor", "POST", `/console/taxonomy/categories/${category.id}/picture`, form, "fr");
    };
    const imageOf = (body: ApiBody) =>
      (body.data as { id: number; image: string | null }[]).find((c) => c.id === category.id)?.image;
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();

    const first = await upload(new Blob([new Uint8Array(png)], { type: "image/png" }));
    expect(first.http).toBe(200);
    const firstImage = imageOf(first.body) as string;
    expect(firstImage).toMatch(/^\/uploads\/categories\/.+\.png$/);
    expect(existsSync(fileOf(firstImage))).toBe(true);
    const tiles = await as("anonymous", "GET", "/categories?page=1");
    expect(JSON.stringify(tiles.body)).toContain(firstImage);

    const second = await upload(new Blob([new Uint8Array(png)], { type: "image/png" }));
    expect(imageOf(second.body)).not.toBe(firstImage);
    expect(existsSync(fileOf(firstImage))).toBe(false);

    const refused = await upload(new Blob(["not a picture"], { type: "image/png" }));
    expect(refused.http).toBe(422);
    const [row] = await world.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row?.image).toBe(imageOf(second.body));
    const actions = (await world.db.select().from(auditLog).where(eq(auditLog.entityId, category.id)))
      .filter((e) => e.entity === "category")
      .map((e) => e.action);
    expect(actions).toEqual(["picture", "picture"]);
  });
});
