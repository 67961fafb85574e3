import type { APIRoute } from "astro";
import { sameOriginPath } from "../lib/same-origin.ts";
import { bannerCookie, COOKIE_BANNER_FLAG } from "../stores/banners.ts";

export const prerender = false;

/**
 * The cookie banner's accept button on pages without JavaScript (the static shell): a form post that
 * keeps the flag in the cookie pages read on the server and scripts read in the browser (spec §4),
 * then opens the page again.
 */
export const POST: APIRoute = async ({ request }) => {
  const form = await request.formData().catch(() => null);
  const next = form?.get("next");
  const headers = new Headers({
    location: sameOriginPath(next),
    "cache-control": "no-store",
    "set-cookie": bannerCookie(COOKIE_BANNER_FLAG, "1"),
  });
  return new Response(null, { status: 303, headers });
};
