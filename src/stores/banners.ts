/** Browser flags of the banners. */
export const COOKIE_BANNER_FLAG = "cookieBannerClosed";
export const POPUP_BANNER_FLAG = "popupBannerClosed";
export const TOP_BANNER_FLAG = "topBannerClosed";

/**
 * The banners' flags are cookies of those names: the fixed inline scripts read them before the first
 * paint (document.cookie costs nothing, whereas a first localStorage or sessionStorage access in a
 * fresh browser profile stalls the page's parsing for tens of milliseconds), and the server reads them
 * for pages without scripts (the static shell).
 */
export const BANNER_COOKIE_ATTRIBUTES = "; Max-Age=31536000; Path=/; SameSite=Lax";

/** Without Max-Age: the browser forgets it when its session ends. */
const SESSION_COOKIE_ATTRIBUTES = "; Path=/; SameSite=Lax";

/** The Set-Cookie / document.cookie text of a banner flag. */
export function bannerCookie(flag: string, value: string): string {
  return `${flag}=${value}${BANNER_COOKIE_ATTRIBUTES}`;
}

/** What the static shell shows, from the request's cookies (anything else in them is ignored). */
export interface BannerFlags {
  cookieBannerAccepted: boolean;
  /** The id of the top banner closed for good. */
  topBannerClosed: string | null;
}

export function bannerFlags(cookie: (name: string) => string | undefined): BannerFlags {
  const topBanner = cookie(TOP_BANNER_FLAG);
  return {
    cookieBannerAccepted: cookie(COOKIE_BANNER_FLAG) !== undefined,
    topBannerClosed: topBanner && /^\d{1,12}$/.test(topBanner) ? topBanner : null,
  };
}

type CookieJar = { cookie: string };

/** Its close button or a click on the banner: never again. */
export function closePopupForGood(doc: CookieJar): void {
  doc.cookie = bannerCookie(POPUP_BANNER_FLAG, "1");
}

/** A click outside: not again in this browser session. */
export function closePopupForSession(doc: CookieJar): void {
  doc.cookie = `${POPUP_BANNER_FLAG}=1${SESSION_COOKIE_ATTRIBUTES}`;
}

/**
 * Top banner: the closed state is remembered with the banner's id, so a new banner shows again.
 * Whether to show a banner is decided before the first paint by the fixed inline scripts of
 * src/layouts/inline-scripts.ts, which read these flags.
 */
export function closeTopBanner(doc: CookieJar, bannerId: number): void {
  doc.cookie = bannerCookie(TOP_BANNER_FLAG, String(bannerId));
}
