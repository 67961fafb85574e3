import { describe, expect, it } from "vitest";
import type { ProductDetail } from "../../data/products.ts";
import { bodyOfForm, emptyProductForm, productFormSchema, productInputIssues } from "./product-form.ts";
import { formOfProduct } from "./product-mapping.ts";

const text = (title: string, slug: string, meta: string | null) => ({
  title,
  slug,
  short_description: `${title} in short`,
  description: null,
  meta_title: meta,
  meta_description: null,
});

const product: ProductDetail = {
  id: 7,
  store: { id: 2, name: "Noor" },
  status: "published",
  rejection_reason: null,
  slug: "evening-abaya",
  translations: {
    en: text("Evening abaya", "evening-abaya", null),
    fr: text("Abaya de soirée", "abaya-de-soiree", "Abaya de soirée en crêpe"),
  },
  category_id: 3,
  sub_category_id: 11,
  brand_id: 5,
  collection_ids: [2],
  tag_ids: [4, 9],
  selling: 12_500,
  offered: 9_900,
  stock: 6,
  sku: "EV-ABAYA",
  image: "/uploads/abaya.webp",
  free_shipping: true,
  refundable: true,
  attributes: [],
  variants: [],
  bundle: { buy: 2, free: 1 },
  updated_at: "2026-11-25T10:00:00.000Z",
};

describe("the product editor's form", () => {
  it("sends back exactly what it was opened with: brand, collections, tags, shipping, bundle, meta titles and the fields it does not show", () => {
    const body = bodyOfForm(formOfProduct(product));
    expect(body).toMatchObject({
      category_id: 3,
      sub_category_id: 11,
      brand_id: 5,
      collection_ids: [2],
      tag_ids: [4, 9],
      selling: 12_500,
      offered: 9_900,
      stock: 6,
      sku: "EV-ABAYA",
      image: "/uploads/abaya.webp",
      free_shipping: true,
      refundable: true,
      bundle: { buy: 2, free: 1 },
    });
    expect(body.translations.fr).toEqual({
      title: "Abaya de soirée",
      slug: "abaya-de-soiree",
      short_description: "Abaya de soirée in short",
      description: null,
      meta_title: "Abaya de soirée en crêpe",
      meta_description: null,
    });
    expect(body.translations.en?.meta_title).toBeNull();
  });

  it("a product without brand or bundle sends none, and a new product starts without them", () => {
    const plain = formOfProduct({ ...product, brand_id: null, bundle: null });
    expect(plain.brand_id).toBe("");
    expect(plain.bundle).toEqual({ buy: "", free: "" });
    const body = bodyOfForm(plain);
    expect(body.brand_id).toBeNull();
    expect(body.bundle).toBeNull();
    const fresh = emptyProductForm();
    expect([fresh.brand_id, fresh.collection_ids, fresh.tag_ids, fresh.free_shipping]).toEqual([
      "",
      [],
      [],
      false,
    ]);
  });

  it("a bundle out of the server's range is shown on its field", () => {
    const form = formOfProduct(product);
    form.bundle = { buy: "0", free: "101" };
    expect(productInputIssues(form)).toEqual([
      { field: "bundle.buy", message: "editor.bundle.range" },
      { field: "bundle.free", message: "editor.bundle.range" },
    ]);
  });

  it("a bundle needs both numbers or neither", () => {
    const form = formOfProduct(product);
    const half = productFormSchema.safeParse({ ...form, bundle: { buy: "2", free: "" } });
    expect(half.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["bundle.free", "editor.bundle.both"],
    ]);
    expect(productFormSchema.safeParse({ ...form, bundle: { buy: "", free: "" } }).success).toBe(true);
  });
});
