/** The public origin of the shop: the site settings' site_url, else the request's own origin. */
export function siteOrigin(siteUrl: string | null | undefined, requestUrl: URL): string {
  if (siteUrl) {
    try {
      return new URL(siteUrl).origin;
    } catch {
      // A malformed setting must not break every page: fall back to the request.
    }
  }
  return requestUrl.origin;
}

/** Open Graph locale of a UI language. */
export const OG_LOCALE: Record<string, string> = {
  en: "en_US",
  fr: "fr_FR",
  ar: "ar_AR",
  hi: "hi_IN",
  tr: "tr_TR",
};
