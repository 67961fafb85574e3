/**
 * What a page may weigh: the gzip size of the JavaScript files it loads and the size of its HTML.
 * One place for the numbers; the budget journey (tests/e2e/budget.spec.ts) and the benchmark read them.
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
