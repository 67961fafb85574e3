import { defineMiddleware, sequence } from "astro:middleware";
import { DEFAULT_LOCALE, directionOf } from "./i18n/locales.ts";
import { stripLocale, localizePath } from "./i18n/paths.ts";
import { detectRootLanguage, LANG_COOKIE, REDIRECT_COOKIE, rememberedLanguageCookie } from "./i18n/detect.ts";
import { useTranslations } from "./i18n/translate.ts";
import { userFromCookie } from "./server/modules/accounts/index.ts";
import { AUTH_COOKIE } from "./server/platform/session-cookie.ts";
import { isGuestOnlyPath, isPageRequest, needsSignIn } from "./server/modules/accounts/index.ts";
import { env } from "./server/platform/env.ts";
import { sameOriginPath } from "./lib/same-origin.ts";
import { applySecurityHeaders, isHttps } from "./server/http/security-headers.ts";
import { redirectOf } from "./server/modules/content/index.ts";

/**
 * Every route exists once, without prefix. /fr/cart renders /cart in French: the prefix sets the
 * language in locals and the request is rewritten (next(path) does not run this middleware again).
 * Only "/" detects the language (switcher cookie, then the remembered redirect, then Accept-Language).
 */
const locale = defineMiddleware((context, next) => {
  const { pathname, search } = context.url;

  if (pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`)) {
    // "/en//evil.example" must not become "//evil.example", another site.
    return context.redirect(sameOriginPath((pathname.slice(DEFAULT_LOCALE.length + 1) || "/") + search), 301);
  }

  const { lang, path, prefixed } = stripLocale(pathname);
  context.locals.lang = lang;
  context.locals.dir = directionOf(lang);
  context.locals.t = useTranslations(lang);
  context.locals.path = path;

  if (pathname === "/" && (context.request.method === "GET" || context.request.method === "HEAD")) {
    const detected = detectRootLanguage({
      chosen: context.cookies.get(LANG_COOKIE)?.value,
      remembered: context.cookies.get(REDIRECT_COOKIE)?.value,
      acceptLanguage: context.request.headers.get("accept-language"),
    });
    if (detected.source === "browser") {
      context.cookies.set(
        REDIRECT_COOKIE,
        detected.lang,
        rememberedLanguageCookie(isHttps(context.url, env.SITE_URL)),
      );
    }
    if (detected.lang !== DEFAULT_LOCALE) {
      const response = context.redirect(localizePath("/", detected.lang) + search, 302);
      response.headers.set("Vary", "Accept-Language, Cookie");
      return response;
    }
  }

  // The 500 page renders for the failed request's URL: rewriting would run the failed page again.
  if (!prefixed || context.routePattern === "/500") return next();
  return next(path + search);
});

/**
 * The signed-in user of a page (from the `frontend_` cookie) in locals.user. Guest-only pages send a
 * signed-in user home; account pages send a guest to sign in. Runs first, on the URL as requested.
 */
const session = defineMiddleware(async (context, next) => {
  const { lang, path } = stripLocale(context.url.pathname);
  if (!isPageRequest(path)) return next();
  context.locals.user = await userFromCookie(context.cookies.get(AUTH_COOKIE)?.value);
  if (context.locals.user && isGuestOnlyPath(path)) return context.redirect(localizePath("/", lang), 302);
  if (!context.locals.user && needsSignIn(path)) {
    const back = encodeURIComponent(localizePath(path, lang) + context.url.search);
    return context.redirect(`${localizePath("/login", lang)}?redirect=${back}`, 302);
  }
  return next();
});

/**
 * A public path redirected in the console (or by a page's slug change) answers its stored code
 * (301 or 302) to where it leads, keeping the query. Paths are matched as requested, with prefix.
 */
const redirects = defineMiddleware(async (context, next) => {
  const { method } = context.request;
  const { pathname, search } = context.url;
  if ((method !== "GET" && method !== "HEAD") || !isPageRequest(stripLocale(pathname).path)) return next();
  const ctx = { lang: DEFAULT_LOCALE, dir: directionOf(DEFAULT_LOCALE) };
  const target = (await redirectOf(ctx, pathname)) ?? (await redirectOf(ctx, decodeURIOrSame(pathname)));
  if (!target) return next();
  return context.redirect(sameOriginPath(encodeURI(decodeURIOrSame(target.to)) + search), target.code);
});

/** A path with its escapes read (paths typed in the console are not escaped); malformed: as it is. */
function decodeURIOrSame(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** nosniff, Referrer-Policy, HSTS over https and a fallback policy on every answer (the page's CSP comes from Astro). */
const securityHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  const options = { https: isHttps(context.url, env.SITE_URL), kind: "page" as const };
  try {
    applySecurityHeaders(response.headers, options);
    return response;
  } catch {
    // Some responses (e.g. Response.redirect) have immutable headers: answer with a copy.
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers, options);
    return copy;
  }
});

export const onRequest = sequence(securityHeaders, redirects, session, locale);
