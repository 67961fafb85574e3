import { inlineGzipBytes, pageJavaScript } from "../../scripts/bench/page-assets.ts";

/**
 * What a page may weigh: the gzip size of the JavaScript files it loads and the size of its HTML.
 * One place for the numbers; the budget journey (budget.spec.ts) and the benchmark read them.
 */
export const BUDGET = {
  /** gzip bytes of JS on any storefront page (files and inline scripts), React's runtime included */
  jsGzip: 100 * 1024,
  /**
   * gzip bytes of JS on static content pages (/page/{slug}, the sitemap page), inline scripts
   * included: none. Their shell is plain HTML (src/layouts/static-shell.ts); the banners' flags are
   * read on the server from cookies. Counted with the default demo settings (the operator's
   * analytics and custom scripts would add theirs).
   */
  staticJsGzip: 0,
  /** raw bytes of the HTML document (home in Arabic, the largest: mega menu, slider, banners, cards) */
  html: 180 * 1024,
} as const;

export interface PageWeight {
  htmlBytes: number;
  /** every JS file the page loads before any interaction, with its gzip size */
  js: { url: string; gzip: number }[];
  /** gzip bytes of its inline scripts together */
  inlineGzip: number;
  /** files and inline scripts */
  jsGzip: number;
}

/** Fetches a page, then each JavaScript file it loads, and weighs them with its inline scripts. */
export async function weighPage(
  pageUrl: string,
  fetchText: (url: string) => Promise<string>,
): Promise<PageWeight> {
  const html = await fetchText(pageUrl);
  const { files, inline } = await pageJavaScript(html, pageUrl, fetchText);
  const inlineGzip = inlineGzipBytes(inline);
  return {
    htmlBytes: Buffer.byteLength(html),
    js: files,
    inlineGzip,
    jsGzip: files.reduce((sum, file) => sum + file.gzip, inlineGzip),
  };
}
