import type { IncomingHttpHeaders } from "node:http";
import { detectRootLanguage, LANG_COOKIE, REDIRECT_COOKIE } from "../../i18n/detect.ts";
import { DEFAULT_LOCALE } from "../../i18n/locales.ts";
import { apiPathPattern, GUEST_API_READS, SHARED_API_READS } from "../../lib/shared-api-reads.ts";
import { stripLocale } from "../../i18n/paths.ts";
import { isStaticShellPath } from "../../layouts/static-shell.ts";
import { bannerFlags, COOKIE_BANNER_FLAG, TOP_BANNER_FLAG } from "../../stores/banners.ts";
import { AUTH_COOKIE } from "../platform/session-cookie.ts";
import { requestLanguage } from "../platform/api/language.ts";

/** A CDN may keep catalogue HTML briefly and serve it stale while it asks us again. */
export const CATALOGUE_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
/** "/" picks the language from cookies and Accept-Language: browsers only, and they revalidate. */
const ROOT_CACHE_CONTROL = "private, no-cache";
/** Hot API reads: anyone may keep them, but must ask (ETag) before reuse. */
export const API_CACHE_CONTROL = "public, no-cache";
/** What an answer that depends on who asks says: nobody but this browser keeps it, not even on disk. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";
export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Catalogue pages, unprefixed: the same HTML for everybody (personal bits come from islands).
 * Cart, checkout, account, sign-in and payment pages are not here, so they are never stored.
 */
const CATALOGUE_PAGES = [
  /^\/$/,
  /^\/(brands|categories|stores|hot-deals|search|sitemap|sitemap\.xml|robots\.txt|faq|shipping|flash-sale)\/?$/,
  /^\/(flash-sale|page|shop)\/[^/]+\/?$/,
  /^\/all\/[^/]+(\/[^/]+)?\/?$/,
  /^\/(?!user\/|seller\/|console\/|payment\/|payfast\/|api\/|uploads\/)[^/]+\/(product\/[^/]+|products|brand|collection)\/?$/,
];

const SHARED_READS = SHARED_API_READS.map(apiPathPattern);
const GUEST_READS = GUEST_API_READS.map(apiPathPattern);

/**
 * Whether an API request reads an answer that is the same for everybody: the only API answers a
 * cache may keep (this file's plan and the API's Cache-Control both ask here). `signedIn`: the
 * request carries a session (Authorization or the session cookie).
 */
export function isSharedApiRead(method: string, pathname: string, signedIn: boolean): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (SHARED_READS.some((pattern) => pattern.test(pathname))) return true;
  return !signedIn && GUEST_READS.some((pattern) => pattern.test(pathname));
}

function cookiesOf(headers: IncomingHttpHeaders): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

export type CachePlan =
  | {
      kind: "page";
      key: string;
      cacheControl: string;
      vary: string;
      /** The only cookies the page is rendered with (none when absent). */
      cookie?: string;
      /** "/" on a first visit: the English page, plus the cookie that remembers the browser's choice. */
      rememberLanguage?: string;
    }
  | { kind: "api"; key: string }
  | { kind: "none" };

/**
 * Static content pages show or leave out the cookie banner and a closed top banner on the server
 * (they have no script): one stored copy per state of those flags, rendered with them alone.
 */
function staticShellPlan(url: string, cookies: Map<string, string>): CachePlan {
  const flags = bannerFlags((name) => cookies.get(name));
  const cookie = [
    flags.cookieBannerAccepted && `${COOKIE_BANNER_FLAG}=1`,
    flags.topBannerClosed && `${TOP_BANNER_FLAG}=${flags.topBannerClosed}`,
  ]
    .filter(Boolean)
    .join("; ");
  return {
    kind: "page",
    key: cookie ? `page ${url} ${cookie}` : `page ${url}`,
    cacheControl: CATALOGUE_CACHE_CONTROL,
    vary: "Accept-Encoding, Cookie",
    ...(cookie ? { cookie } : {}),
  };
}

/**
 * Whether a request may be answered from the cache, and under which key. The key holds the whole
 * URL (locale prefix and query included); for the API also the answer's language.
 */
export function cachePlan(method: string, url: string, headers: IncomingHttpHeaders): CachePlan {
  if (method !== "GET" && method !== "HEAD") return { kind: "none" };
  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);

  if (pathname.startsWith("/api/")) {
    if (headers.authorization) return { kind: "none" };
    if (!isSharedApiRead(method, pathname, cookiesOf(headers).has(AUTH_COOKIE))) return { kind: "none" };
    const search = new URLSearchParams(queryAt < 0 ? "" : url.slice(queryAt + 1));
    const lang = requestLanguage({
      header: (name) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      },
      query: (name) => search.get(name) ?? undefined,
    });
    return { kind: "api", key: `api ${lang} ${url}` };
  }

  // A content preview link renders a draft for whoever holds it: never kept, never served to others.
  if (queryAt >= 0 && new URLSearchParams(url.slice(queryAt + 1)).has("preview")) return { kind: "none" };
  const { path } = stripLocale(pathname);
  if (!CATALOGUE_PAGES.some((pattern) => pattern.test(path))) return { kind: "none" };
  if (isStaticShellPath(path)) return staticShellPlan(url, cookiesOf(headers));
  if (pathname !== "/") {
    return {
      kind: "page",
      key: `page ${url}`,
      cacheControl: CATALOGUE_CACHE_CONTROL,
      vary: "Accept-Encoding",
    };
  }
  // The root redirects by cookie / Accept-Language: its English answer is the same for everybody;
  // a first visit whose browser asks for English also gets the cookie that remembers it.
  const cookies = cookiesOf(headers);
  const detected = detectRootLanguage({
    chosen: cookies.get(LANG_COOKIE),
    remembered: cookies.get(REDIRECT_COOKIE),
    acceptLanguage: headers["accept-language"],
  });
  if (detected.lang !== DEFAULT_LOCALE) return { kind: "none" };
  return {
    kind: "page",
    key: `page ${url}`,
    cacheControl: ROOT_CACHE_CONTROL,
    vary: "Accept-Encoding, Accept-Language, Cookie",
    ...(detected.source === "browser" ? { rememberLanguage: detected.lang } : {}),
  };
}
