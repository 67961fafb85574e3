/** Browser flags of the banners (spec §4). */
export const COOKIE_BANNER_FLAG = "cookieBannerClosed";
export const POPUP_BANNER_FLAG = "popupBannerClosed";
export const TOP_BANNER_FLAG = "topBannerClosed";

type Store = Pick<Storage, "getItem" | "setItem">;

function read(storage: Store | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage can be blocked (private mode, policies)
  }
}

function write(storage: Store | undefined, key: string, value = "1"): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // the banner then simply comes back next time
  }
}

/** Cookie banner: shown unless the setting is off or the visitor accepted before. */
export function shouldShowCookieBanner(settingOn: boolean, local: Store | undefined): boolean {
  return settingOn && read(local, COOKIE_BANNER_FLAG) === null;
}

export function acceptCookies(local: Store | undefined): void {
  write(local, COOKIE_BANNER_FLAG);
}

/**
 * Popup banner: shown when public (status 1) and never closed for good; clicking outside hides it
 * for this session only.
 */
export function shouldShowPopupBanner(
  banner: { status: number } | null | undefined,
  local: Store | undefined,
  session: Store | undefined,
): boolean {
  return (
    banner?.status === 1 &&
    read(local, POPUP_BANNER_FLAG) === null &&
    read(session, POPUP_BANNER_FLAG) === null
  );
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
 * Top banner: visible when public (status 1) and not closed. The closed state is remembered with
 * the banner's id, so a new banner shows again. (The <head> script of the layout reads the same flag
 * before the first paint; keep them in step.)
 */
export function isTopBannerClosed(local: Store | undefined, bannerId: number): boolean {
  return read(local, TOP_BANNER_FLAG) === String(bannerId);
}

export function closeTopBanner(local: Store | undefined, bannerId: number): void {
  write(local, TOP_BANNER_FLAG, String(bannerId));
}
