/**
 * The one list of static content pages (issue 6), by path without the language prefix: their shell
 * is plain HTML with no script at all (DefaultLayout), and the render cache keeps them per banner
 * flag cookie (src/server/cache/cache-rules.ts), since the server shows or hides those banners.
 */
const STATIC_SHELL_PAGES = [/^\/page\/[^/]+\/?$/, /^\/sitemap\/?$/];

export function isStaticShellPath(path: string): boolean {
  return STATIC_SHELL_PAGES.some((pattern) => pattern.test(path));
}
