/** Browser flags of the banners. */
export const COOKIE_BANNER_FLAG = "cookieBannerClosed";
export const POPUP_BANNER_FLAG = "popupBannerClosed";
export const TOP_BANNER_FLAG = "topBannerClosed";

/**
 * The cookie banner's and the top banner's flags are mirrored in cookies of the same names, so pages
 * without JavaScript (the static shell) can honour them when rendered; pages with scripts keep the
 * localStorage flags and write the cookies too.
 */
export const BANNER_COOKIE_ATTRIBUTES = "; Max-Age=31536000; Path=/; SameSite=Lax";

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

type Store = Pick<Storage, "setItem">;

function write(storage: Store | undefined, key: string, value = "1"): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // the banner then simply comes back next time
  }
}

/** Its close button or a click on the banner: never again. */
export function closePopupForGood(local: Store | undefined): void {
  write(local, POPUP_BANNER_FLAG);
}

/** A click outside: not again in this session. */
export function closePopupForSession(session: Store | undefined): void {
  write(session, POPUP_BANNER_FLAG);
}

/**
 * Top banner: the closed state is remembered with the banner's id, so a new banner shows again.
 * Whether to show a banner is decided before the first paint by the fixed inline scripts of
 * src/layouts/inline-scripts.ts, which read these flags.
 */
export function closeTopBanner(local: Store | undefined, bannerId: number, doc?: { cookie: string }): void {
  write(local, TOP_BANNER_FLAG, String(bannerId));
  if (doc) doc.cookie = bannerCookie(TOP_BANNER_FLAG, String(bannerId));
}
