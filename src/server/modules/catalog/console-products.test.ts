import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld, type ApiBody } from "../../../testing/world.ts";
import { createConsoleWorld, productForm, type ConsoleRole } from "../../../testing/console-world.ts";
import { auditLog, products, settings, stockMovements } from "../../platform/db/schema/index.ts";
import { variantCombinations } from "../../../lib/console/product-input.ts";
import { isFormerSlug } from "./slug-redirects.ts";
import { isRemovedProduct } from "./product.service.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });

async function as(role: ConsoleRole, method: string, path: string, body?: unknown, lang = "en") {
  const token = world.fx.tokens[role];
  const response = await world.server.fetch(`/api/v1${path}`, {
    method,
    headers: {
      Language: lang,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { http: response.status, body: (await response.json()) as ApiBody };
}

async function setApproval(on: boolean) {
  await world.db.update(settings).set({ productApproval: on }).where(eq(settings.id, 1));
}

describe("console products", () => {
  it("GET /console/me gives each role its capabilities, and a seller its store", async () => {
    const seller = (await as("seller", "GET", "/console/me")).body.data;
    expect(seller.store.id).toBe(world.fx.store.id);
    expect(seller.capabilities).toContain("products.manage");
    expect(seller.capabilities).not.toContain("products.approve");
    const editor = (await as("editor", "GET", "/console/me")).body.data;
    expect(editor).toMatchObject({ store: null, user: { role: "editor" } });
    expect(editor.capabilities).toEqual([
      "content.manage",
      "taxonomy.manage",
      "translations.manage",
      "pages.publish",
      "audit.view",
    ]);
    const admin = (await as("admin", "GET", "/console/me")).body.data;
    expect(admin.capabilities).toContain("sellers.manage");
  });

  it("a seller creates a draft in their own store with a variant for each combination of the chosen values", async () => {
    const w = world.fx;
    const sizes = w.attribute.valueIds;
    const combos = variantCombinations([{ value_ids: sizes }]);
    const form = productForm(w, {
      store_id: w.otherStore.id,
      translations: {
        en: { title: "Linen abaya", slug: `linen-abaya-${Date.now()}` },
        fr: { title: "Abaya en lin", slug: `abaya-lin-${Date.now()}`, meta_title: "Abaya lin" },
      },
      attributes: [{ attribute_id: w.attribute.id, value_ids: sizes }],
      variants: combos.map((value_ids, i) => ({
        value_ids,
        sku: `LA-${Date.now()}-${i}`,
        price: 0,
        stock: i + 1,
      })),
    });
    const created = await as("seller", "POST", "/console/products", form);
    expect(created.http).toBe(200);
    const product = created.body.data;
    expect(product.status).toBe("draft");
    expect(product.store.id).toBe(w.store.id);
    expect(product.translations.fr.meta_title).toBe("Abaya lin");
    expect(product.variants.map((v: { stock: number }) => v.stock)).toEqual([1, 2, 3]);
    const read = await as("seller", "GET", `/console/products/${product.id}`);
    expect(read.body.data.variants).toEqual(product.variants);
    const moves = await world.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, product.id));
    expect(moves.map((m) => [m.reason, m.delta])).toEqual([
      ["manual", 1],
      ["manual", 2],
      ["manual", 3],
    ]);
  });

  it("a slug already used in its language, a repeated SKU or missing English texts are refused, translated, and nothing is written", async () => {
    const w = world.fx;
    const count = async () => (await world.db.select({ id: products.id }).from(products)).length;
    const before = await count();
    const taken = await as(
      "seller",
      "POST",
      "/console/products",
      productForm(w, { translations: { en: { title: "Copy", slug: w.product.slug } } }),
      "fr",
    );
    expect(taken.http).toBe(409);
    expect(taken.body.message).toContain(w.product.slug);
    expect(taken.body.message).toContain("déjà utilisée");
    const sku = w.variants[0]!.sku;
    const repeated = await as(
      "seller",
      "POST",
      "/console/products",
      productForm(w, {
        attributes: [{ attribute_id: w.attribute.id, value_ids: [w.attribute.valueIds[0]] }],
        variants: [{ value_ids: [w.attribute.valueIds[0]], sku, price: 0, stock: 1 }],
      }),
    );
    expect(repeated.http).toBe(409);
    expect(repeated.body.message).toContain(sku);
    const noEnglish = await as(
      "seller",
      "POST",
      "/console/products",
      productForm(w, { translations: { fr: { title: "Sans anglais", slug: "sans-anglais" } } }),
    );
    expect(noEnglish.http).toBe(422);
    expect(await count()).toBe(before);
  });

  it("a changed slug leaves the old address redirecting, and the edit is in the audit log with before and after", async () => {
    const w = world.fx;
    const id = await w.productIn("published");
    const old = (await as("seller", "GET", `/console/products/${id}`)).body.data;
    const form = productForm(w, { translations: { en: { title: "Renamed scarf", slug: `renamed-${id}` } } });
    const saved = await as("seller", "PUT", `/console/products/${id}`, form);
    expect(saved.http).toBe(200);
    expect(saved.body.data.slug).toBe(`renamed-${id}`);
    expect(saved.body.data.status).toBe("published");
    expect(await isFormerSlug(world.ctx(), id, old.slug)).toBe(true);
    expect(await isFormerSlug(world.ctx(), id, `renamed-${id}`)).toBe(false);
    const [entry] = await world.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry?.action).toBe("update");
    expect(entry?.storeId).toBe(w.store.id);
    expect(entry?.changes.slug).toEqual([old.slug, `renamed-${id}`]);
  });

  it("with product approval on, a seller submits, an admin rejects with a reason the seller sees, then approves, and the seller publishes to the shop", async () => {
    const w = world.fx;
    await setApproval(true);
    try {
      const id = await w.productIn("draft");
      expect((await as("seller", "POST", `/console/products/${id}/publish`)).http).toBe(409);
      expect((await as("seller", "POST", `/console/products/${id}/submit`)).body.data.status).toBe(
        "submitted",
      );
      expect((await as("seller", "POST", `/console/products/${id}/approve`)).http).toBe(403);
      const rejected = await as("admin", "POST", `/console/products/${id}/reject`, {
        reason: "Blurred pictures",
      });
      expect(rejected.body.data).toMatchObject({ status: "rejected", rejection_reason: "Blurred pictures" });
      expect((await as("seller", "GET", `/console/products/${id}`)).body.data.rejection_reason).toBe(
        "Blurred pictures",
      );
      expect((await world.get(`/product/${id}`)).http).toBe(404);
      await as("seller", "POST", `/console/products/${id}/submit`);
      expect((await as("admin", "POST", `/console/products/${id}/approve`)).body.data.status).toBe(
        "approved",
      );
      expect((await as("seller", "POST", `/console/products/${id}/publish`)).body.data.status).toBe(
        "published",
      );
      expect((await world.get(`/product/${id}`)).http).toBe(200);
      expect((await as("seller", "POST", `/console/products/${id}/unpublish`)).http).toBe(200);
      expect((await world.get(`/product/${id}`)).http).toBe(404);
    } finally {
      await setApproval(false);
    }
  });

  it("with product approval off, a seller publishes a draft directly", async () => {
    const id = await world.fx.productIn("draft");
    const published = await as("seller", "POST", `/console/products/${id}/publish`);
    expect(published.body.data.status).toBe("published");
    expect((await world.get(`/product/${id}`)).http).toBe(200);
  });

  it("the list is the seller's own store only, paged, sorted, searched and filtered; admins may pick a store", async () => {
    const w = world.fx;
    const mine = await as("seller", "GET", "/console/products?per_page=2&sort=title");
    expect(mine.http).toBe(200);
    expect(mine.body.data.data).toHaveLength(2);
    expect(mine.body.data.total).toBeGreaterThan(2);
    const all = await as("seller", "GET", "/console/products?per_page=100&sort=title");
    const titles = all.body.data.data.map((row: { title: string }) => row.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    expect(new Set(all.body.data.data.map((row: { store: { id: number } }) => row.store.id))).toEqual(
      new Set([w.store.id]),
    );
    const found = await as("seller", "GET", `/console/products?q=${encodeURIComponent(w.marker)}`);
    expect(found.body.data.data.every((row: { title: string }) => row.title.includes(w.marker))).toBe(true);
    const low = await as("seller", "GET", "/console/products?low_stock=true&per_page=100");
    expect(low.body.data.data.every((row: { stock: number }) => row.stock <= 5)).toBe(true);
    const drafts = await as("seller", "GET", "/console/products?status=draft&per_page=100");
    expect(drafts.body.data.data.every((row: { status: string }) => row.status === "draft")).toBe(true);
    const picked = await as("admin", "GET", `/console/products?store_id=${w.otherStore.id}&per_page=100`);
    expect(picked.body.data.data.map((row: { id: number }) => row.id)).toContain(w.otherProduct.id);
    expect(picked.body.data.data.map((row: { id: number }) => row.id)).not.toContain(w.product.id);
    const ignored = await as("seller", "GET", `/console/products?store_id=${w.otherStore.id}&per_page=100`);
    expect(ignored.body.data.data.map((row: { id: number }) => row.id)).not.toContain(w.otherProduct.id);
  });

  it("bulk actions touch only the caller's products and say which were skipped", async () => {
    const w = world.fx;
    const draft = await w.productIn("draft");
    const published = await w.productIn("published");
    const result = await as("seller", "POST", "/console/bulk/products", {
      ids: [draft, published, w.otherProduct.id],
      action: "delete-draft",
    });
    expect(result.body.data.done).toEqual([draft]);
    expect(result.body.data.skipped.map((s: { id: number }) => s.id)).toEqual([published, w.otherProduct.id]);
    // The deleted product is gone for good (its page answers 410); the others are merely there.
    expect(await isRemovedProduct(world.ctx(), draft)).toBe(true);
    expect(await isRemovedProduct(world.ctx(), published)).toBe(false);
    const left = await world.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, w.otherProduct.id));
    expect(left).toHaveLength(1);
  });

  it("a manual stock change needs a note, never goes below zero, and shows in the variant's history", async () => {
    const w = world.fx;
    const variant = w.variants[1]!;
    const noNote = await as("seller", "POST", `/console/inventories/${variant.id}/adjust`, {
      delta: 2,
      note: "",
    });
    expect(noNote.http).toBe(422);
    const tooMany = await as("seller", "POST", `/console/inventories/${variant.id}/adjust`, {
      delta: -1000,
      note: "Lost",
    });
    expect(tooMany.http).toBe(409);
    const added = await as("seller", "POST", `/console/inventories/${variant.id}/adjust`, {
      delta: 3,
      note: "Found a box",
    });
    expect(added.http).toBe(200);
    const history = await as(
      "seller",
      "GET",
      `/console/products/${w.variantProduct.id}/stock-movements?inventory_id=${variant.id}`,
    );
    expect(history.body.data.data[0]).toMatchObject({ delta: 3, reason: "manual", note: "Found a box" });
    const [entry] = await world.db.select().from(auditLog).where(eq(auditLog.action, "adjust_stock"));
    expect(entry?.changes.stock?.[1]).toBe(added.body.data.stock);
  });

  it("the audit log shows admins everything, a seller their store's entries and an editor only their own", async () => {
    const w = world.fx;
    const forAdmin = await as("admin", "GET", "/console/audit?per_page=100");
    const forSeller = await as("seller", "GET", "/console/audit?per_page=100&entity=product");
    const forOther = await as("otherSeller", "GET", "/console/audit?per_page=100");
    const forEditor = await as("editor", "GET", "/console/audit?per_page=100");
    expect(forAdmin.body.data.total).toBeGreaterThan(0);
    expect(forSeller.body.data.data.length).toBeGreaterThan(0);
    expect(forSeller.body.data.data.every((e: { store_id: number }) => e.store_id === w.store.id)).toBe(true);
    expect(forOther.body.data.data.every((e: { store_id: number }) => e.store_id === w.otherStore.id)).toBe(
      true,
    );
    expect(
      forEditor.body.data.data.every((e: { actor_id: number }) => e.actor_id === w.people.editor.id),
    ).toBe(true);
  });
});
