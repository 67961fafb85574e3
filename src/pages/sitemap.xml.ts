import type { APIRoute } from "astro";
import { commonDataFor, requestContextOf } from "../layouts/common-data.ts";
import { siteOrigin } from "../components/seo/origin.ts";
import { sitemapResponseXml } from "../components/seo/sitemap-xml.ts";
import { sitemapEntries } from "../server/modules/content/index.ts";

/** Every public page in every language; an index of parts (?part=n) once it grows large. */
export const GET: APIRoute = async ({ locals, url }) => {
  const common = await commonDataFor(locals);
  const origin = siteOrigin(common.site_setting.site_url, url);
  const partParam = url.searchParams.get("part");
  const xml = sitemapResponseXml(
    await sitemapEntries(requestContextOf(locals)),
    origin,
    partParam === null ? null : Number(partParam),
  );
  if (xml === null) return new Response("Not found", { status: 404 });
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
};
