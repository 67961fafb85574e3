import { inlineGzipBytes, pageJavaScript } from "../../scripts/bench/page-assets.ts";

export interface PageWeight {
  htmlBytes: number;
  /** every JS file the page loads, its islands' whenever they hydrate, with its gzip size */
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
