import { LOCALE_CODES } from "../../i18n/locales.ts";
import { localizePath } from "../../i18n/paths.ts";

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  /** The address in each language when it is not the path under the language's prefix; null: none. */
  paths?: Partial<Record<(typeof LOCALE_CODES)[number], string | null>>;
}

/** The entry's address in `lang`, or null when it has none there. */
function pathIn(entry: SitemapEntry, lang: (typeof LOCALE_CODES)[number]): string | null {
  const own = entry.paths?.[lang];
  return own === undefined ? localizePath(entry.path, lang) : own;
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
    const located = LOCALE_CODES.map((lang) => [lang, pathIn(entry, lang)] as const).filter(
      (pair): pair is readonly [(typeof LOCALE_CODES)[number], string] => pair[1] !== null,
    );
    const english = pathIn(entry, "en");
    const alternates = [
      ...located.map(
        ([lang, path]) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(new URL(path, origin).href)}"/>`,
      ),
      ...(english === null
        ? []
        : [
            `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(new URL(english, origin).href)}"/>`,
          ]),
    ].join("");
    return located.map(
      ([, path]) =>
        `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>` +
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
