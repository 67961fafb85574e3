import type { Strings } from "../../i18n/interpolate.ts";
import type { Lang } from "../../i18n/locales.ts";
import { RESOURCES } from "../../i18n/resources.ts";

const AREAS = ["checkout.", "shop.", "validation.", "field."];

/** The cart, checkout and order screens' strings in one language (English where a key is missing). */
export function checkoutStrings(lang: Lang): Strings {
  const pick = (source: Strings) =>
    Object.fromEntries(Object.entries(source).filter(([key]) => AREAS.some((a) => key.startsWith(a))));
  return { ...pick(RESOURCES.en), ...pick(RESOURCES[lang]) };
}
