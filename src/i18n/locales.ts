export const LOCALES = [
  { code: "en", name: "English", direction: "ltr", intl: "en-US" },
  { code: "fr", name: "Français", direction: "ltr", intl: "fr-FR" },
  { code: "ar", name: "العربية", direction: "rtl", intl: "ar" },
  { code: "hi", name: "हिन्दी", direction: "ltr", intl: "hi-IN" },
  { code: "tr", name: "Türkçe", direction: "ltr", intl: "tr-TR" },
] as const;

export type Lang = (typeof LOCALES)[number]["code"];
export type Dir = "ltr" | "rtl";

export const DEFAULT_LOCALE: Lang = "en";
export const LOCALE_CODES = LOCALES.map((l) => l.code) as Lang[];

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LOCALE_CODES as string[]).includes(value);
}

export function directionOf(lang: Lang): Dir {
  return LOCALES.find((l) => l.code === lang)?.direction ?? "ltr";
}
