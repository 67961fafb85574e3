import { DEFAULT_LOCALE, isLang, type Lang } from "../../../i18n/locales.ts";

/** The first supported language of an Accept-Language header, by preference (q) then order. */
export function fromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { code: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.code && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.code).find(isLang);
}

/**
 * The request's language: the `Language` header, then the `lang` query parameter, then
 * Accept-Language, then English. Unsupported values are skipped, not errors.
 */
export function requestLanguage(source: {
  header: (name: string) => string | undefined;
  query: (name: string) => string | undefined;
}): Lang {
  const header = source.header("language")?.trim().toLowerCase();
  if (isLang(header)) return header;
  const query = source.query("lang")?.trim().toLowerCase();
  if (isLang(query)) return query;
  return fromAcceptLanguage(source.header("accept-language")) ?? DEFAULT_LOCALE;
}
