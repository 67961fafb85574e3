import { gzipSync } from "node:zlib";
import { pageScripts, staticImports } from "./page-assets.ts";
import type { PageWeight } from "./results.ts";

const gzipBytes = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return body;
}

/**
 * Gzip size of a page's HTML and of all the JavaScript it loads: its scripts, module preloads and
 * island components and renderers, followed through their static imports (each file once), plus
 * inline scripts.
 */
export async function measurePageWeight(
  origin: string,
  page: { page: string; lang: string; path: string; staticContent: boolean },
): Promise<PageWeight> {
  const url = new URL(page.path, origin).href;
  const html = await text(url);
  const { urls, inline } = pageScripts(html, url);
  const seen = new Set<string>();
  const queue = [...urls];
  let jsGzipBytes = inline.length > 0 ? gzipBytes(inline.join("\n")) : 0;
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (seen.has(next) || new URL(next).origin !== origin) continue;
    seen.add(next);
    const js = await text(next);
    jsGzipBytes += gzipBytes(js);
    queue.push(...staticImports(js, next));
  }
  return {
    page: page.page,
    lang: page.lang,
    url,
    staticContent: page.staticContent,
    htmlGzipBytes: gzipBytes(html),
    jsGzipBytes,
    jsFiles: seen.size + (inline.length > 0 ? 1 : 0),
  };
}
