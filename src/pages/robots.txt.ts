import type { APIRoute } from "astro";
import { commonDataFor } from "../layouts/common-data.ts";
import { siteOrigin } from "../components/seo/origin.ts";
import { robotsTxt } from "../components/seo/sitemap-xml.ts";

export const GET: APIRoute = async ({ locals, url }) => {
  const common = await commonDataFor(locals);
  return new Response(robotsTxt(siteOrigin(common.site_setting.site_url, url)), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
};
