import { pageJavaScript } from "../../scripts/bench/page-assets.ts";

/**
 * What a page may weigh (issue 6): the gzip size of the JavaScript files it loads and the size of its
 * HTML. One place for the numbers; the budget journey (budget.spec.ts) and the benchmark read them.
 */
export const BUDGET = {
  /** gzip bytes of JS files on any page */
  jsGzip: 80 * 1024,
  /**
   * gzip bytes of JS files on static content pages (/page/{slug}, the sitemap page): none, as the issue
   * asks. Their shell is plain HTML (DefaultLayout's staticShell); only the layout's small fixed
   * inline scripts remain (top and cookie banners, picture fallback), which are not files.
   */
  staticJsGzip: 0,
  /** raw bytes of the HTML document (home in Arabic, the largest: mega menu, slider, banners, cards) */
  html: 180 * 1024,
} as const;

export interface PageWeight {
  htmlBytes: number;
  /** every JS file the page loads before any interaction, with its gzip size */
  js: { url: string; gzip: number }[];
  jsGzip: number;
}

/** Fetches a page, then each JavaScript file it loads (external files; inline scripts are not counted). */
export async function weighPage(
  pageUrl: string,
  fetchText: (url: string) => Promise<string>,
): Promise<PageWeight> {
  const html = await fetchText(pageUrl);
  const { files } = await pageJavaScript(html, pageUrl, fetchText);
  return {
    htmlBytes: Buffer.byteLength(html),
    js: files,
    jsGzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}
