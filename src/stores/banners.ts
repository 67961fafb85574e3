/** Browser flags of the banners (spec §4). */
export const COOKIE_BANNER_FLAG = "cookieBannerClosed";
export const POPUP_BANNER_FLAG = "popupBannerClosed";
export const TOP_BANNER_FLAG = "topBannerClosed";

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
export function closeTopBanner(local: Store | undefined, bannerId: number): void {
  write(local, TOP_BANNER_FLAG, String(bannerId));
}
