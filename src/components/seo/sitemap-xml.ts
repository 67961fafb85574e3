import { LOCALE_CODES } from "../../i18n/locales.ts";
import { localizePath } from "../../i18n/paths.ts";

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Entries per sitemap file: each entry becomes one <url> per language (5), well under 50,000. */
export const ENTRIES_PER_FILE = 5000;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** One <url> per language for each entry, each listing every language and x-default (English) as alternates. */
export function urlsetXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...LOCALE_CODES.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(new URL(localizePath(entry.path, lang), origin).href)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(new URL(entry.path, origin).href)}"/>`,
    ].join("");
    return LOCALE_CODES.map(
      (lang) =>
        `<url><loc>${escapeXml(new URL(localizePath(entry.path, lang), origin).href)}</loc>` +
        (entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : "") +
        alternates +
        "</url>",
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("\n") +
    "\n</urlset>\n"
  );
}

/** The index that points at /sitemap.xml?part=1..n when one file would be too large. */
function indexXml(parts: number, origin: string): string {
  const items = Array.from(
    { length: parts },
    (_, i) =>
      `<sitemap><loc>${escapeXml(new URL(`/sitemap.xml?part=${i + 1}`, origin).href)}</loc></sitemap>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join("\n") +
    "\n</sitemapindex>\n"
  );
}

/** What /sitemap.xml answers: the whole urlset, an index when large, or one part of it (null: no such part). */
export function sitemapResponseXml(
  entries: SitemapEntry[],
  origin: string,
  part: number | null,
): string | null {
  const parts = Math.max(1, Math.ceil(entries.length / ENTRIES_PER_FILE));
  if (part === null) return parts === 1 ? urlsetXml(entries, origin) : indexXml(parts, origin);
  if (!Number.isInteger(part) || part < 1 || part > parts) return null;
  return urlsetXml(entries.slice((part - 1) * ENTRIES_PER_FILE, part * ENTRIES_PER_FILE), origin);
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /cart",
    "Disallow: /checkout",
    "Disallow: /shipping",
    "Disallow: /user/",
    "Disallow: /*/user/",
    "Disallow: /console",
    "Disallow: /*/console",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
