import i18next, { type TFunction } from "i18next";
import { LOCALE_CODES, type Lang } from "./locales.ts";
import { RESOURCES } from "./resources.ts";

export type T = TFunction;

function makeT(lang: Lang): T {
  const instance = i18next.createInstance();
  instance.init({
    lng: lang,
    fallbackLng: "en",
    resources: {
      [lang]: { translation: RESOURCES[lang] },
      en: { translation: RESOURCES.en },
    },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT(lang);
}

/** One fixed-language translate function per language, made once (safe under concurrent requests). */
const BY_LANG = Object.fromEntries(LOCALE_CODES.map((l) => [l, makeT(l)])) as Record<Lang, T>;

export function useTranslations(lang: Lang): T {
  return BY_LANG[lang];
}
