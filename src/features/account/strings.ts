import type { Lang } from "../../i18n/locales.ts";
import { RESOURCES } from "../../i18n/resources.ts";

/** The account screens' UI strings in one language (English where a key is missing). */
export function accountStrings(lang: Lang): Record<string, string> {
  const pick = (source: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(source).filter(([key]) => key.startsWith("account.") || key === "error.default"),
    );
  return { ...pick(RESOURCES.en), ...pick(RESOURCES[lang]) };
}
