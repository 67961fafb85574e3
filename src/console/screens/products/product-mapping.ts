import { LOCALE_CODES } from "../../../i18n/locales.ts";
import type { ProductDetail } from "../../data/products.ts";
import { formatMinorPlain } from "../../ui/format.ts";
import type { ProductInputType } from "../../../lib/console/product-input.ts";
import { bodyOfForm, emptyTranslations, type ProductForm } from "./product-form.ts";

/** The editor's form filled from the product as the API gives it (a variant's price 0 is the product's). */
export function formOfProduct(product: ProductDetail): ProductForm {
  const translations = emptyTranslations();
  for (const lang of LOCALE_CODES) {
    const written = product.translations[lang];
    if (written) {
      translations[lang] = {
        title: written.title,
        slug: written.slug ?? "",
        description: written.description ?? "",
        meta_title: written.meta_title ?? "",
        meta_description: written.meta_description ?? "",
      };
    }
  }
  return {
    category_id: String(product.category_id),
    translations,
    price: formatMinorPlain(product.selling),
    stock: String(product.stock),
    attributes: product.attributes.map((a) => ({
      attribute_id: String(a.attribute_id),
      value_ids: a.value_ids.map(String),
    })),
    variants: product.variants.map((v) => ({
      value_ids: v.value_ids,
      sku: v.sku,
      price: formatMinorPlain(v.price || product.selling),
      stock: String(v.stock),
    })),
    brand_id: product.brand_id === null ? "" : String(product.brand_id),
    collection_ids: product.collection_ids.map(String),
    tag_ids: product.tag_ids.map(String),
    free_shipping: product.free_shipping,
    bundle: product.bundle
      ? { buy: String(product.bundle.buy), free: String(product.bundle.free) }
      : { buy: "", free: "" },
    kept: {
      sub_category_id: product.sub_category_id,
      offered: product.offered,
      sku: product.sku,
      image: product.image,
      refundable: product.refundable,
      short_descriptions: Object.fromEntries(
        LOCALE_CODES.map((lang) => [lang, product.translations[lang]?.short_description ?? null]),
      ),
    },
  };
}

/**
 * What the editor saves when only the price and the offer change: variants at the product's price
 * follow it. The two-instance runs change a price through it, as an admin would.
 */
export function bodyWithPrice(
  product: ProductDetail,
  selling: number,
  offered = product.offered,
): ProductInputType {
  const form = formOfProduct(product);
  const price = formatMinorPlain(selling);
  form.variants = form.variants.map((v) => (v.price === form.price ? { ...v, price } : v));
  form.price = price;
  form.kept = { ...form.kept, offered };
  return bodyOfForm(form);
}
