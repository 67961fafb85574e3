import type { Lang } from "../../i18n/locales.ts";
import type { T } from "../../i18n/translate.ts";
import type { CommonData } from "../../lib/common-data.ts";
import { moneyFormatFromSettings } from "../../lib/money.ts";
import type { SearchPopupConfig } from "./search-popup.ts";

/** The search popup's settings and translated labels, built where the header renders. */
export function searchPopupConfig(t: T, lang: Lang, common: CommonData): SearchPopupConfig {
  return {
    lang,
    money: moneyFormatFromSettings(common.setting),
    imgBase: common.img_src_url,
    fallbackImage: common.default_image,
    labels: {
      keywords: t("catalog.search.keywords"),
      categories: t("catalog.search.categories"),
      subCategories: t("catalog.search.subCategories"),
      products: t("catalog.search.products"),
      loading: t("catalog.loading"),
      // Left as a placeholder: the island fills in the typed text.
      nothing: t("catalog.search.nothing", { text: "{{text}}" }),
    },
  };
}
