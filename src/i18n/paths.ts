import { DEFAULT_LOCALE, isLang, type Lang } from "./locales.ts";

/**
 * English lives at the root, every other language under /<code>. One page file serves every
 * language: the middleware strips the prefix and renders the unprefixed route.
 */
export function stripLocale(pathname: string): { lang: Lang; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLang(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { lang: match[1], path: match[2] || "/", prefixed: true };
  }
  return { lang: DEFAULT_LOCALE, path: pathname || "/", prefixed: false };
}

/** "/cart" in French is "/fr/cart"; English paths stay as they are. External links are left alone. */
export function localizePath(path: string, lang: Lang): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = stripLocale(path.replace(/[?#].*$/, "")).path;
  const rest = path.slice(path.replace(/[?#].*$/, "").length);
  if (lang === DEFAULT_LOCALE) return bare + rest;
  return (bare === "/" ? `/${lang}/` : `/${lang}${bare}`) + rest;
}

/** The same page in another language (path, query and hash kept). */
export function switchLocalePath(currentPathWithQuery: string, lang: Lang): string {
  return localizePath(currentPathWithQuery, lang);
}
