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
  const translate = instance.getFixedT(lang);
  // A page asks for hundreds of plain strings: those are read straight from the language's own
  // table. Anything with options, interpolation or a fallback to English goes through i18next.
  const plain = new Map<string, string>();
  for (const [key, value] of Object.entries(RESOURCES[lang] as Record<string, unknown>)) {
    if (typeof value === "string" && value !== "" && !value.includes("{{") && !value.includes("$t(")) {
      plain.set(key, value);
    }
  }
  const fast = (...args: Parameters<T>) =>
    (args.length === 1 && typeof args[0] === "string" && plain.get(args[0])) || translate(...args);
  return fast as unknown as T;
}

/** One fixed-language translate function per language, made once (safe under concurrent requests). */
const BY_LANG = Object.fromEntries(LOCALE_CODES.map((l) => [l, makeT(l)])) as Record<Lang, T>;

export function useTranslations(lang: Lang): T {
  return BY_LANG[lang];
}
