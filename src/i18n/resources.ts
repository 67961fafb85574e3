import type { Lang } from "./locales.ts";
import enCommon from "../../locales/en/common.json" with { type: "json" };
import enCatalog from "../../locales/en/catalog.json" with { type: "json" };
import enValidation from "../../locales/en/validation.json" with { type: "json" };
import enAccount from "../../locales/en/account.json" with { type: "json" };
import enShop from "../../locales/en/shop.json" with { type: "json" };
import enProduct from "../../locales/en/product.json" with { type: "json" };
import enCheckout from "../../locales/en/checkout.json" with { type: "json" };
import enLists from "../../locales/en/lists.json" with { type: "json" };
import enDocuments from "../../locales/en/documents.json" with { type: "json" };
import frCommon from "../../locales/fr/common.json" with { type: "json" };
import frCatalog from "../../locales/fr/catalog.json" with { type: "json" };
import frValidation from "../../locales/fr/validation.json" with { type: "json" };
import frAccount from "../../locales/fr/account.json" with { type: "json" };
import frShop from "../../locales/fr/shop.json" with { type: "json" };
import frProduct from "../../locales/fr/product.json" with { type: "json" };
import frCheckout from "../../locales/fr/checkout.json" with { type: "json" };
import frLists from "../../locales/fr/lists.json" with { type: "json" };
import frDocuments from "../../locales/fr/documents.json" with { type: "json" };
import arCommon from "../../locales/ar/common.json" with { type: "json" };
import arCatalog from "../../locales/ar/catalog.json" with { type: "json" };
import arValidation from "../../locales/ar/validation.json" with { type: "json" };
import arAccount from "../../locales/ar/account.json" with { type: "json" };
import arShop from "../../locales/ar/shop.json" with { type: "json" };
import arProduct from "../../locales/ar/product.json" with { type: "json" };
import arCheckout from "../../locales/ar/checkout.json" with { type: "json" };
import arLists from "../../locales/ar/lists.json" with { type: "json" };
import arDocuments from "../../locales/ar/documents.json" with { type: "json" };
import hiCommon from "../../locales/hi/common.json" with { type: "json" };
import hiCatalog from "../../locales/hi/catalog.json" with { type: "json" };
import hiValidation from "../../locales/hi/validation.json" with { type: "json" };
import hiAccount from "../../locales/hi/account.json" with { type: "json" };
import hiShop from "../../locales/hi/shop.json" with { type: "json" };
import hiProduct from "../../locales/hi/product.json" with { type: "json" };
import hiCheckout from "../../locales/hi/checkout.json" with { type: "json" };
import hiLists from "../../locales/hi/lists.json" with { type: "json" };
import hiDocuments from "../../locales/hi/documents.json" with { type: "json" };
import trCommon from "../../locales/tr/common.json" with { type: "json" };
import trCatalog from "../../locales/tr/catalog.json" with { type: "json" };
import trValidation from "../../locales/tr/validation.json" with { type: "json" };
import trAccount from "../../locales/tr/account.json" with { type: "json" };
import trShop from "../../locales/tr/shop.json" with { type: "json" };
import trProduct from "../../locales/tr/product.json" with { type: "json" };
import trCheckout from "../../locales/tr/checkout.json" with { type: "json" };
import trLists from "../../locales/tr/lists.json" with { type: "json" };
import trDocuments from "../../locales/tr/documents.json" with { type: "json" };

export type Messages = Record<string, string>;

/**
 * UI strings, one flat dictionary per language (keys are flat "area.name" strings).
 * locales/<lang>/<file>.json files are merged; en is the reference.
 * A new file under locales/ must be added here for every language.
 */
export const RESOURCES: Record<Lang, Messages> = {
  en: {
    ...enCommon,
    ...enValidation,
    ...enAccount,
    ...enShop,
    ...enProduct,
    ...enCatalog,
    ...enLists,
    ...enCheckout,
    ...enDocuments,
  },
  fr: {
    ...frCommon,
    ...frValidation,
    ...frAccount,
    ...frShop,
    ...frProduct,
    ...frCatalog,
    ...frLists,
    ...frCheckout,
    ...frDocuments,
  },
  ar: {
    ...arCommon,
    ...arValidation,
    ...arAccount,
    ...arShop,
    ...arProduct,
    ...arCatalog,
    ...arLists,
    ...arCheckout,
    ...arDocuments,
  },
  hi: {
    ...hiCommon,
    ...hiValidation,
    ...hiAccount,
    ...hiShop,
    ...hiProduct,
    ...hiCatalog,
    ...hiLists,
    ...hiCheckout,
    ...hiDocuments,
  },
  tr: {
    ...trCommon,
    ...trValidation,
    ...trAccount,
    ...trShop,
    ...trProduct,
    ...trCatalog,
    ...trLists,
    ...trCheckout,
    ...trDocuments,
  },
};
