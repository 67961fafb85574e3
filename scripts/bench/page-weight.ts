import { gzipBytes, inlineGzipBytes, pageJavaScript } from "./page-assets.ts";
import type { PageWeight } from "./results.ts";

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return body;
}

/** Gzip size of a page's HTML and of all the JavaScript it loads, inline scripts included. */
export async function measurePageWeight(
  origin: string,
  page: { page: string; lang: string; path: string; staticContent: boolean },
): Promise<PageWeight> {
  const url = new URL(page.path, origin).href;
  const html = await text(url);
  const { files, inline } = await pageJavaScript(html, url, text);
  const inlineBytes = inlineGzipBytes(inline);
  return {
    page: page.page,
    lang: page.lang,
    url,
    staticContent: page.staticContent,
    htmlGzipBytes: gzipBytes(html),
    jsGzipBytes: files.reduce((sum, file) => sum + file.gzip, inlineBytes),
    jsFiles: files.length + (inline.length > 0 ? 1 : 0),
  };
}
