import { LOCALE_CODES } from "../../../i18n/locales.ts";
import type { ProductDetail } from "../../data/products.ts";
import { formatMinorPlain } from "../../ui/format.ts";
import { emptyTranslations, type ProductForm } from "./product-form.ts";

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
  };
}
