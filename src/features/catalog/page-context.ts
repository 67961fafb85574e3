import { localizePath } from "../../i18n/paths.ts";
import type { Lang } from "../../i18n/locales.ts";
import { idField } from "../../server/platform/api/validation.ts";

/** The page's own localized path and query (the middleware served it without the locale prefix). */
export function herePath(locals: { path: string; lang: Lang }, url: URL): string {
  return localizePath(locals.path, locals.lang) + url.search;
}

/** A positive id from a query parameter; undefined when absent, null when present but invalid. */
function idParam(params: URLSearchParams, name: string): number | undefined | null {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const parsed = idField.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** ?page= for tile listings: a whole number from 1, anything else is page 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Math.trunc(Number(params.get("page") ?? 1));
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/**
 * The source ids of a listing URL (/{main}/products, brand, collection); null when one is malformed
 * or the required one is missing (the page answers 404).
 */
export function sourceIdsFrom<K extends string>(
  params: URLSearchParams,
  names: readonly K[],
  required?: K,
): Partial<Record<K, number>> | null {
  const ids: Partial<Record<K, number>> = {};
  for (const name of names) {
    const value = idParam(params, name);
    if (value === null) return null;
    if (value !== undefined) ids[name] = value;
  }
  if (required && ids[required] === undefined) return null;
  return ids;
}
