import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cachedGet, useConsoleShop } from "../../testing/cached-shop.ts";
import { homeForm } from "../../testing/content-fixtures.ts";
import { createProduct } from "../../testing/shop-fixtures.ts";
import { nextChange, settled } from "../../testing/catalog-changes.ts";
import {
  auditLog,
  homeFeaturedProducts,
  homeSections,
  products,
  sliderItemTranslations,
  sliderItems,
} from "../platform/db/schema/index.ts";

const { world, shop } = useConsoleShop();
const get = (path: string) => cachedGet(shop().server, path);

interface Content {
  slides: { id: number; image: string; translations: { en?: { title: string } } }[];
  sections: { key: string; shown: boolean }[];
  featured_products: number[];
}

async function as(role: "editor" | "admin" | "seller", method: string, path: string, body?: unknown) {
  const form = body instanceof FormData;
  const response = await fetch(new URL(`/api/v1${path}`, shop().server.origin), {
    method,
    headers: {
      authorization: `Bearer ${world.fx.tokens[role]}`,
      ...(body === undefined || form ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const json = (await response.json()) as {
    message: string;
    data: {
      live: Content;
      draft: Content | null;
      versions: { id: number; content: Content }[];
      featured_choices: { id: number; title: string; published: boolean }[];
    };
  };
  return { http: response.status, ...json };
}

async function slideForm(title: string) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#468" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "slide.png");
  form.set("title", title);
  return form;
}

const auditActions = async () =>
  (await world.db.select().from(auditLog).where(eq(auditLog.entity, "home"))).map((e) => e.action);

describe("the home page's slides, sections and featured products in the console", () => {
  it("a slide added with its picture goes live on Publish; deleted, it leaves on Publish; a restore brings it back with its id", async () => {
    const added = await as("editor", "POST", "/console/content/home/slides", await slideForm("Autumn edit"));
    expect(added.http).toBe(200);
    const slide = added.data.draft!.slides.at(-1)!;
    expect(slide.translations.en?.title).toBe("Autumn edit");
    expect(slide.image).toMatch(/^\/uploads\/slider\//);
    expect(await world.db.select().from(sliderItems).where(eq(sliderItems.id, slide.id))).toEqual([]);
    expect((await get("/")).body).not.toContain("Autumn edit");

    const published = await as("editor", "POST", "/console/content/home/publish");
    expect(published.http).toBe(200);
    const withSlide = published.data.versions[0]!.id;
    expect(published.data.live.slides.map((s) => s.id)).toContain(slide.id);
    await expect.poll(async () => (await get("/")).body).toContain("Autumn edit");

    // Deleting is a draft too: the shop keeps the slide until Publish.
    const deleted = await as("editor", "DELETE", `/console/content/home/slides/${slide.id}`);
    expect(deleted.http).toBe(200);
    expect(deleted.data.draft!.slides.map((s) => s.id)).not.toContain(slide.id);
    expect(await world.db.select().from(sliderItems).where(eq(sliderItems.id, slide.id))).toHaveLength(1);
    expect((await as("editor", "DELETE", `/console/content/home/slides/${slide.id}`)).http).toBe(404);
    await as("editor", "POST", "/console/content/home/publish");
    expect(await world.db.select().from(sliderItems).where(eq(sliderItems.id, slide.id))).toEqual([]);
    await expect.poll(async () => (await get("/")).body).not.toContain("Autumn edit");

    const restored = await as("editor", "POST", `/console/content/home/versions/${withSlide}/restore`);
    expect(restored.data.draft!.slides.map((s) => s.id)).toContain(slide.id);
    await as("editor", "POST", "/console/content/home/publish");
    const [back] = await world.db.select().from(sliderItems).where(eq(sliderItems.id, slide.id));
    expect(back?.image).toBe(slide.image);
    const [text] = await world.db
      .select()
      .from(sliderItemTranslations)
      .where(eq(sliderItemTranslations.parentId, slide.id));
    expect(text?.title).toBe("Autumn edit");
    await expect.poll(async () => (await get("/")).body).toContain("Autumn edit");
    expect(await auditActions()).toEqual(
      expect.arrayContaining(["add_slide_draft", "delete_slide_draft", "restore", "publish"]),
    );
  });

  it("a new slide without a title is refused with a translated message and nothing is kept", async () => {
    const before = await as("editor", "GET", "/console/content/home");
    const form = await slideForm("");
    const refused = await fetch(new URL("/api/v1/console/content/home/slides", shop().server.origin), {
      method: "POST",
      headers: { authorization: `Bearer ${world.fx.tokens.editor}`, Language: "fr" },
      body: form,
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Titre/);
    expect((await as("editor", "GET", "/console/content/home")).data.versions).toHaveLength(
      before.data.versions.length,
    );
  });

  it("sections switched off or moved go live on Publish, in every language, dropping only the home pages", async () => {
    const product = await createProduct(world.db, world.fx.store.id, { title: "Featured lantern", stock: 0 });
    const picked = await as("admin", "PUT", "/console/content/home/featured", { product_ids: [product.id] });
    expect(picked.http).toBe(200);
    expect(picked.data.featured_choices).toEqual([
      expect.objectContaining({ id: product.id, title: "Featured lantern", published: true }),
    ]);
    const form = await homeForm(world.db);
    const sections = picked.data.draft!.sections.filter((s) => s.key !== "featured_products");
    const saved = await as("editor", "PUT", "/console/content/home", {
      ...form,
      sections: [
        { key: "featured_products", shown: true },
        ...sections.map((s) => ({ ...s, shown: s.key !== "features" })),
      ],
    });
    expect(saved.http).toBe(200);
    expect(saved.data.draft!.featured_products).toEqual([product.id]);
    await settled(world.db);
    for (const path of ["/", "/ar/", "/all/shop"]) await get(path);
    expect((await get("/")).body).not.toContain("Featured lantern");

    const heard = nextChange();
    expect((await as("editor", "POST", "/console/content/home/publish")).http).toBe(200);
    expect(await heard).toEqual({ kind: "content", tags: ["home"] });
    expect((await get("/all/shop")).cache).toBe("HIT");
    for (const path of ["/", "/ar/"]) {
      const page = await get(path);
      expect(page.cache, path).toBe("MISS");
      expect(page.body).toMatch(
        /<body><section data-section="featured_products">Featured lantern<\/section><section data-section="slider">/,
      );
      expect(page.body).not.toContain('data-section="features"');
    }
    const rows = await world.db.select().from(homeSections);
    expect(rows.find((r) => r.key === "features")?.shown).toBe(false);
    expect(rows.find((r) => r.key === "featured_products")?.sort).toBe(0);

    // A product hidden later drops out of the section by itself.
    await world.db
      .update(products)
      .set({ status: 2, state: "unpublished" })
      .where(eq(products.id, product.id));
    await expect.poll(async () => (await get("/")).body).not.toContain("Featured lantern");
    expect(await world.db.select().from(homeFeaturedProducts)).toHaveLength(1);
  });

  it("bad sections or products are refused with a translated 422 and change nothing; sellers and editors cannot pick products", async () => {
    const before = (await as("editor", "GET", "/console/content/home")).data.versions.length;
    const form = await homeForm(world.db);
    const twice = await as("editor", "PUT", "/console/content/home", {
      ...form,
      sections: [
        { key: "slider", shown: true },
        { key: "slider", shown: false },
      ],
    });
    expect(twice.http).toBe(422);
    const unknown = await as("editor", "PUT", "/console/content/home", {
      ...form,
      sections: [{ key: "weather", shown: true }],
    });
    expect(unknown.http).toBe(422);

    const hidden = await createProduct(world.db, world.fx.store.id, { title: "Hidden vase" });
    await world.db
      .update(products)
      .set({ status: 2, state: "unpublished" })
      .where(eq(products.id, hidden.id));
    const refused = await as("admin", "PUT", "/console/content/home/featured", { product_ids: [hidden.id] });
    expect(refused.http).toBe(422);
    expect(refused.message).toBe(
      `Product ${hidden.id} is not published: only published products can be featured.`,
    );
    const repeated = await as("admin", "PUT", "/console/content/home/featured", {
      product_ids: [world.fx.product.id, world.fx.product.id],
    });
    expect(repeated.http).toBe(422);
    expect((await as("editor", "PUT", "/console/content/home/featured", { product_ids: [] })).http).toBe(403);
    expect((await as("seller", "PUT", "/console/content/home/featured", { product_ids: [] })).http).toBe(403);
    expect((await as("editor", "GET", "/console/content/home")).data.versions).toHaveLength(before);
  });
});
