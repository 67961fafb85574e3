import type { Lang } from "../../i18n/locales.ts";
import { RESOURCES } from "../../i18n/resources.ts";

export type Strings = Record<string, string>;

const AREAS = ["checkout.", "shop.", "validation.", "field."];

/** The cart, checkout and order screens' strings in one language (English where a key is missing). */
export function checkoutStrings(lang: Lang): Strings {
  const pick = (source: Strings) =>
    Object.fromEntries(Object.entries(source).filter(([key]) => AREAS.some((a) => key.startsWith(a))));
  return { ...pick(RESOURCES.en), ...pick(RESOURCES[lang]) };
}

/** t(key, values) over a picked dictionary; {{name}} placeholders are filled. */
export function translator(strings: Strings) {
  return (key: string, values: Record<string, string | number> = {}) =>
    (strings[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}
