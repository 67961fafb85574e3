import type { APIRoute } from "astro";
import { languageCookies } from "../components/layout/language-choice.ts";
import { isLang } from "../i18n/locales.ts";
import { sameOriginPath } from "../lib/same-origin.ts";

export const prerender = false;

/**
 * The language switcher of pages without JavaScript (the static shell): keeps the choice in the same
 * cookies the script sets (spec §9), then opens the page in that language.
 */
export const GET: APIRoute = ({ url }) => {
  const to = url.searchParams.get("to") ?? "";
  const headers = new Headers({
    location: sameOriginPath(url.searchParams.get("next")),
    "cache-control": "no-store",
  });
  if (isLang(to)) for (const cookie of languageCookies(to)) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
};
