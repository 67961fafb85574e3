import { interpolate } from "../../i18n/interpolate.ts";
import type { Lang } from "../../i18n/locales.ts";
import { localizePath } from "../../i18n/paths.ts";
import { links } from "../../lib/links.ts";
import type { MoneyFormat } from "../../lib/money.ts";

/** Spec §9: suggestions load 700 ms after typing stops; the popup hides 100 ms after focus leaves. */
export const SUGGEST_DEBOUNCE_MS = 700;
export const POPUP_HIDE_MS = 100;

/** What the search popup needs from the server-rendered shell (strings already translated). */
export interface SearchPopupConfig {
  lang: Lang;
  money: MoneyFormat;
  imgBase: string;
  fallbackImage: string;
  labels: {
    keywords: string;
    categories: string;
    subCategories: string;
    products: string;
    loading: string;
    /** Contains {{text}}. */
    nothing: string;
  };
}

/** The answer of GET search/suggestions. */
export interface SuggestionResult {
  suggested: string[];
  category: { id: number; title: string; slug: string }[];
  sub_category: { id: number; title: string; slug: string; category_slug: string }[];
  product: {
    id: number;
    title: string;
    slug: string;
    image: string | null;
    current_price: number;
    previous_price: number | null;
  }[];
}

/** Typing opens the popup; empty text closes it (spec §2). */
export function popupOpensFor(text: string): boolean {
  return text.trim().length > 0;
}

export function isEmptyResult(result: SuggestionResult): boolean {
  return (
    result.suggested.length + result.category.length + result.sub_category.length + result.product.length ===
    0
  );
}

/** Localized links of every suggestion kind. */
export function suggestionLinks(lang: Lang) {
  const L = (path: string) => localizePath(path, lang);
  return {
    keyword: (text: string) => L(links.search(text)),
    category: (c: SuggestionResult["category"][number]) => L(links.category(c.slug)),
    subCategory: (s: SuggestionResult["sub_category"][number]) =>
      L(links.subCategory(s.category_slug, s.slug)),
    product: (p: SuggestionResult["product"][number]) => L(links.product(p.slug, p.id)),
  };
}

/** 'Nothing found for "{text}"' with the text in place. */
export function nothingFound(template: string, text: string): string {
  return interpolate(template, { text: text.trim() });
}
