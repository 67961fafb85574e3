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
const translation = z.object({ title: z.string(), slug: z.string(), description: z.string() });

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
});

export type ProductForm = z.infer<typeof productFormSchema>;
export type VariantForm = ProductForm["variants"][number];

export function emptyTranslations(): ProductForm["translations"] {
  return Object.fromEntries(
    LOCALE_CODES.map((lang) => [lang, { title: "", slug: "", description: "" }]),
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
      const { title, slug, description } = form.translations[lang];
      return [
        lang,
        { title: title.trim(), slug: slug.trim() || slugify(title), description: description.trim() || null },
      ];
    }),
  ) as ProductInputType["translations"];
  return ProductInput.parse({
    category_id: Number(form.category_id),
    translations,
    selling: price,
    stock: Number(form.stock) || 0,
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
          : issue.code === "too_small"
            ? "validation.required"
            : "validation.invalid";
      return { field, message };
    });
  }
}
