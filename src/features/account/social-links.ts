import { guestToken } from "../../stores/guest-token.ts";

/**
 * The layout's Google/Facebook buttons are plain links; the guest's token and the page language
 * ride along so the guest's cart follows and the way back speaks the same language.
 */
export function carryGuestTokenOnSocialLinks(lang: string): void {
  const token = guestToken();
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-provider]")) {
    const url = new URL(link.href, window.location.origin);
    if (token) url.searchParams.set("user_token", token);
    url.searchParams.set("lang", lang);
    link.href = url.pathname + url.search;
  }
}
