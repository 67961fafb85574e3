import { DEFAULT_LOCALE, isLang, LOCALE_CODES, type Lang } from "./locales.ts";

/** Set by the language switcher: the visitor's explicit choice (max age 31536000 s). */
export const LANG_COOKIE = "lang";
export const LANG_COOKIE_MAX_AGE = 31_536_000;
/** Remembers the language the root redirect chose (365 days, SameSite=Lax). */
export const REDIRECT_COOKIE = "i18n_redirected";
export const REDIRECT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** How the language detected from the browser on "/" is remembered (365 days, lax). */
export function rememberedLanguageCookie(secure: boolean) {
  return { path: "/", maxAge: REDIRECT_COOKIE_MAX_AGE, sameSite: "lax" as const, secure };
}

/** The same cookie as a Set-Cookie header value, for answers written outside Astro (the render cache). */
export function rememberedLanguageHeader(lang: string, secure: boolean): string {
  const cookie = rememberedLanguageCookie(secure);
  return `${REDIRECT_COOKIE}=${lang}; Max-Age=${cookie.maxAge}; Path=${cookie.path}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Best supported language of an Accept-Language header, by quality, or null. */
export function fromAcceptLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split("-")[0],
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return (
    ranked.map((entry) => entry.base).find((base): base is Lang => LOCALE_CODES.includes(base as Lang)) ??
    null
  );
}

/**
 * The language a visit to "/" should show: a language chosen with the switcher wins, then the one
 * remembered by an earlier redirect, then the browser's Accept-Language, then English.
 */
export function detectRootLanguage(input: {
  chosen?: string | null;
  remembered?: string | null;
  acceptLanguage?: string | null;
}): { lang: Lang; source: "chosen" | "remembered" | "browser" | "default" } {
  if (isLang(input.chosen)) return { lang: input.chosen, source: "chosen" };
  if (isLang(input.remembered)) return { lang: input.remembered, source: "remembered" };
  const browser = fromAcceptLanguage(input.acceptLanguage);
  if (browser) return { lang: browser, source: "browser" };
  return { lang: DEFAULT_LOCALE, source: "default" };
}
