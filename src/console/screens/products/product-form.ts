import { z } from "zod";
import { LOCALE_CODES, type Lang } from "../../../i18n/locales.ts";
import {
  ProductInput,
  variantCombinations,
  type ProductInputType,
} from "../../../lib/console/product-input.ts";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { minorUnits } from "../../ui/format.ts";

/**
 * The editor's fields as typed (amounts as text). The body built from them is checked with the
 * server's own ProductInput schema before it is sent (productInputIssues).
 */
const key = (k: ConsoleStringKey) => k;
const amount = z.string().refine((text) => minorUnits(text) !== null, key("validation.price"));
const wholeNumber = z.string().regex(/^\d+$/, key("validation.number"));
const translation = z.object({
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
});
const count = z.string().regex(/^\s*\d*\s*$/, key("validation.number"));

/** What the product has that the editor does not show yet: sent back as it came, so a save keeps it. */
const kept = z.object({
  sub_category_id: z.number().nullable(),
  offered: z.number(),
  sku: z.string().nullable(),
  image: z.string().nullable(),
  refundable: z.boolean(),
  short_descriptions: z.record(z.string(), z.string().nullable()),
});

export const productFormSchema = z.object({
  category_id: z.string().min(1, key("validation.required")),
  translations: z
    .record(z.enum(LOCALE_CODES as [Lang, ...Lang[]]), translation)
    .refine((all) => all.en.title.trim() !== "", {
      message: key("validation.englishTitle"),
      path: ["en", "title"],
    }),
  price: amount,
  stock: wholeNumber,
  attributes: z.array(
    z.object({ attribute_id: z.string().min(1, key("validation.required")), value_ids: z.array(z.string()) }),
  ),
  variants: z.array(
    z.object({
      value_ids: z.array(z.number()),
      sku: z.string().trim().min(1, key("validation.required")),
      price: amount,
      stock: wholeNumber,
    }),
  ),
  brand_id: z.string(),
  collection_ids: z.array(z.string()),
  tag_ids: z.array(z.string()),
  free_shipping: z.boolean(),
  /** "Buy 2, get 1 free": both numbers, or neither for no deal. */
  bundle: z
    .object({ buy: count, free: count })
    .refine((b) => (b.buy.trim() === "") === (b.free.trim() === ""), {
      message: key("editor.bundle.both"),
      path: ["free"],
    }),
  kept,
});

export type ProductForm = z.infer<typeof productFormSchema>;
export type VariantForm = ProductForm["variants"][number];

export function emptyTranslations(): ProductForm["translations"] {
  return Object.fromEntries(
    LOCALE_CODES.map((lang) => [
      lang,
      { title: "", slug: "", description: "", meta_title: "", meta_description: "" },
    ]),
  ) as ProductForm["translations"];
}

export function emptyProductForm(): ProductForm {
  return {
    category_id: "",
    translations: emptyTranslations(),
    price: "",
    stock: "0",
    attributes: [],
    variants: [],
    brand_id: "",
    collection_ids: [],
    tag_ids: [],
    free_shipping: false,
    bundle: { buy: "", free: "" },
    kept: {
      sub_category_id: null,
      offered: 0,
      sku: null,
      image: null,
      refundable: false,
      short_descriptions: {},
    },
  };
}

/** A slug from a title: lower case, letters and digits of any script, words joined by "-". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

const comboKey = (ids: number[]) => ids.join("-");

/**
 * Every combination of the chosen values (two colours × three sizes = six variants). A
 * combination that already exists keeps its SKU, price and stock; new ones start with the
 * product's price, no stock and a SKU made of the English slug and the values' titles.
 */
export function generateVariants(form: ProductForm, titleOf: (valueId: number) => string): VariantForm[] {
  const chosen = form.attributes
    .filter((a) => a.attribute_id && a.value_ids.length > 0)
    .map((a) => ({ value_ids: a.value_ids.map(Number) }));
  const existing = new Map(form.variants.map((v) => [comboKey(v.value_ids), v]));
  const base = slugify(form.translations.en.slug || form.translations.en.title) || "product";
  return variantCombinations(chosen).map(
    (ids) =>
      existing.get(comboKey(ids)) ?? {
        value_ids: ids,
        sku: [base, ...ids.map((id) => slugify(titleOf(id)))].join("-").toUpperCase(),
        price: form.price || "0",
        stock: "0",
      },
  );
}

/** A translation the person has not written: shown as missing on its tab. */
export function isMissing(form: ProductForm, lang: Lang): boolean {
  return (form.translations[lang]?.title ?? "").trim() === "";
}

/** The request body of a save: unwritten languages left out, amounts in minor units, a variant at the product's price sends 0. */
export function bodyOfForm(form: ProductForm): ProductInputType {
  const price = minorUnits(form.price) ?? 0;
  const translations = Object.fromEntries(
    LOCALE_CODES.filter((lang) => !isMissing(form, lang)).map((lang) => {
      const { title, slug, description, meta_title, meta_description } = form.translations[lang];
      return [
        lang,
        {
          title: title.trim(),
          slug: slug.trim() || slugify(title),
          short_description: form.kept.short_descriptions[lang] ?? null,
          description: description.trim() || null,
          meta_title: meta_title.trim() || null,
          meta_description: meta_description.trim() || null,
        },
      ];
    }),
  ) as ProductInputType["translations"];
  const { short_descriptions: _, ...kept } = form.kept;
  const buy = form.bundle.buy.trim();
  const free = form.bundle.free.trim();
  return ProductInput.parse({
    ...kept,
    category_id: Number(form.category_id),
    translations,
    selling: price,
    stock: Number(form.stock) || 0,
    brand_id: form.brand_id ? Number(form.brand_id) : null,
    collection_ids: form.collection_ids.map(Number),
    tag_ids: form.tag_ids.map(Number),
    free_shipping: form.free_shipping,
    bundle: buy === "" && free === "" ? null : { buy: Number(buy), free: Number(free) },
    attributes: form.attributes
      .filter((a) => a.attribute_id && a.value_ids.length > 0)
      .map((a) => ({
        attribute_id: Number(a.attribute_id),
        value_ids: a.value_ids.map(Number),
        required: true,
      })),
    variants: form.variants.map((v) => {
      const own = minorUnits(v.price) ?? 0;
      return {
        value_ids: v.value_ids,
        sku: v.sku.trim(),
        price: own === price ? 0 : own,
        stock: Number(v.stock) || 0,
      };
    }),
  });
}

/**
 * The server's schema over the body a form would send: each problem with the form field it
 * belongs to, so it shows next to that field before anything is sent.
 */
export function productInputIssues(form: ProductForm): { field: string; message: ConsoleStringKey }[] {
  try {
    bodyOfForm(form);
    return [];
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    return error.issues.map((issue) => {
      const path = issue.path.map(String);
      const field = path[0] === "selling" ? "price" : path.join(".");
      const message: ConsoleStringKey =
        path.at(-1) === "slug"
          ? "validation.slug"
          : path[0] === "bundle"
            ? "editor.bundle.range"
            : issue.code === "too_small"
              ? "validation.required"
              : "validation.invalid";
      return { field, message };
    });
  }
}
