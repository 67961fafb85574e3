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
  // Strings with values (counts, ratings, percents) repeat across tiles and pages: each distinct
  // call goes through i18next once and is kept, the store emptied when it grows past its bound.
  const filled = new Map<string, string>();
  const fast = (...args: Parameters<T>) => {
    const [key, options] = args as unknown[];
    if (typeof key !== "string") return translate(...args);
    if (args.length === 1) return plain.get(key) || translate(key);
    const memoKey = args.length === 2 ? filledKey(key, options) : undefined;
    if (memoKey === undefined) return translate(...args);
    const kept = filled.get(memoKey);
    if (kept !== undefined) return kept;
    const text: unknown = translate(...args);
    if (typeof text === "string") {
      if (filled.size >= FILLED_LIMIT) filled.clear();
      filled.set(memoKey, text);
    }
    return text;
  };
  return fast as unknown as T;
}

const FILLED_LIMIT = 5000;
const FILLED_VALUE_CHARS = 64;

/** A key for a call with short plain values (numbers, short strings), undefined for anything else. */
function filledKey(key: string, options: unknown): string | undefined {
  if (
    typeof options !== "object" ||
    options === null ||
    Object.getPrototypeOf(options) !== Object.prototype
  ) {
    return undefined;
  }
  let memoKey = key;
  for (const [name, value] of Object.entries(options)) {
    const plainValue =
      typeof value === "number" ||
      typeof value === "boolean" ||
      (typeof value === "string" && value.length <= FILLED_VALUE_CHARS);
    if (!plainValue) return undefined;
    memoKey += `\u0000${name}\u0001${typeof value}:${String(value)}`;
  }
  return memoKey;
}

/** One fixed-language translate function per language, made once (safe under concurrent requests). */
const BY_LANG = Object.fromEntries(LOCALE_CODES.map((l) => [l, makeT(l)])) as Record<Lang, T>;

export function useTranslations(lang: Lang): T {
  return BY_LANG[lang];
}
