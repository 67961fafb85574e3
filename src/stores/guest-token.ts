import { LOCALE_CODES } from "../i18n/locales.ts";
import { localizePath } from "../i18n/paths.ts";

/** Key of the guest's token in local storage (user_token). */
export const GUEST_TOKEN_KEY = "user_token";

/**
 * The same token as a cookie, sent only to the order confirmation pages (`/order/…` in each
 * language): they are rendered on the server, which must know whose order is asked for.
 */
export const GUEST_TOKEN_COOKIE = "user_token";
const ORDER_PAGES_PATH = "/order";
const COOKIE_DAYS = 366;

/** About 18 base-36 characters, made by the browser. */
export function newGuestToken(random: () => number = Math.random): string {
  let token = "";
  while (token.length < 18) token += Math.floor(random() * 36).toString(36);
  return token;
}

let mirrored: string | undefined;

/** Writes the token's cookie for the order pages of every language (once per page load). */
function mirrorGuestTokenCookie(token: string, doc: Document | undefined = globalThis.document): void {
  if (!doc || mirrored === token) return;
  mirrored = token;
  const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
  for (const lang of LOCALE_CODES) {
    const path = localizePath(ORDER_PAGES_PATH, lang);
    doc.cookie = `${GUEST_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=${path}; Max-Age=${COOKIE_DAYS * 86400}; SameSite=Lax${secure}`;
  }
}

/** Whether this browser made a guest token already (it owns whatever cart the guest has). */
export function hasGuestToken(storage: Storage | undefined = globalThis.localStorage): boolean {
  return storage?.getItem(GUEST_TOKEN_KEY) != null;
}

/** The guest's token, made and kept on first use; undefined outside a browser. */
export function guestToken(storage: Storage | undefined = globalThis.localStorage): string | undefined {
  if (!storage) return undefined;
  let token = storage.getItem(GUEST_TOKEN_KEY);
  if (!token) {
    token = newGuestToken();
    storage.setItem(GUEST_TOKEN_KEY, token);
  }
  if (storage === globalThis.localStorage) mirrorGuestTokenCookie(token);
  return token;
}
