import { gzipSync } from "node:zlib";

/**
 * Finding the JavaScript a page loads, from its served HTML, and weighing it. Shared by the benchmark
 * and the page-weight budget journey (tests/e2e/page-weight.ts).
 */

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set(match[1].toLowerCase(), (match[2] ?? match[3] ?? match[4] ?? "").replace(/&amp;/g, "&"));
  }
  return attributes;
}

const NOT_SCRIPT_TYPES = /json|template|text\/(?!javascript)/i;

/**
 * The JavaScript of a page: the URLs of external scripts, module preloads and island components and
 * renderers (resolved against the page URL, without repeats) and the text of inline scripts.
 */
export function pageScripts(html: string, pageUrl: string): { urls: string[]; inline: string[] } {
  const urls = new Set<string>();
  const inline: string[] = [];
  const add = (value: string | undefined) => {
    if (value) urls.add(new URL(value, pageUrl).href);
  };
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = attributesOf(match[1]);
    if (NOT_SCRIPT_TYPES.test(attributes.get("type") ?? "")) continue;
    if (attributes.has("src")) add(attributes.get("src"));
    else if (match[2].trim()) inline.push(match[2]);
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[1]);
    if ((attributes.get("rel") ?? "").toLowerCase().split(/\s+/).includes("modulepreload"))
      add(attributes.get("href"));
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[1]);
    add(attributes.get("component-url"));
    add(attributes.get("renderer-url"));
  }
  return { urls: [...urls], inline };
}

/**
 * The modules a JavaScript module imports statically (`import … from "./x.js"`, `import "./y.js"`):
 * relative or absolute paths to .js files only, so bare words in strings are not taken for imports.
 */
export function staticImports(js: string, moduleUrl: string): string[] {
  const found = new Set<string>();
  for (const match of js.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{0,2}\/[^"'\s]+\.m?js)["']/g)) {
    found.add(new URL(match[1], moduleUrl).href);
  }
  return [...found];
}

export const gzipBytes = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** The gzip size of a page's inline scripts, counted as one more file (0 when it has none). */
export const inlineGzipBytes = (inline: string[]) => (inline.length > 0 ? gzipBytes(inline.join("\n")) : 0);

/**
 * Every same-origin JavaScript file a page loads before any interaction (its scripts, module
 * preloads, island components and renderers, followed through their static imports, each once),
 * with its gzip size; and the page's inline scripts.
 */
export async function pageJavaScript(
  html: string,
  pageUrl: string,
  fetchText: (url: string) => Promise<string>,
): Promise<{ files: { url: string; gzip: number }[]; inline: string[] }> {
  const { urls, inline } = pageScripts(html, pageUrl);
  const origin = new URL(pageUrl).origin;
  const files = new Map<string, number>();
  const queue = [...urls];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (files.has(next) || new URL(next).origin !== origin) continue;
    const js = await fetchText(next);
    files.set(next, gzipBytes(js));
    queue.push(...staticImports(js, next));
  }
  return { files: [...files].map(([url, gzip]) => ({ url: new URL(url).pathname, gzip })), inline };
}
