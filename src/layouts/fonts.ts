import type { Lang } from "../i18n/locales.ts";
import latin from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url";
import latinExt from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2?url";
import devanagari from "@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff2?url";
import arabic from "../styles/fonts/noto-sans-arabic-400.woff2?url";

/**
 * The regular faces a page in each language needs at once (fonts.css declares them all, each with
 * its unicode-range): preloaded so the text is drawn in them from the first paint, no swap.
 */
const PRELOADS: Record<Lang, string[]> = {
  en: [latin],
  fr: [latin],
  tr: [latin, latinExt],
  ar: [arabic, latin],
  hi: [devanagari, latin],
};

export function fontPreloads(lang: Lang): string[] {
  return PRELOADS[lang];
}
