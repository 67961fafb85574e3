/** What other parts of the server may use of the content module. */
export { getPage, listPages } from "./pages.service.ts";
export { safeRichText } from "./rich-text.ts";
export { sitemapEntries } from "./sitemap.service.ts";
export { bannerPreviewOf } from "./console-banners.ts";
export { pagePreviewOf } from "./console-pages.ts";
export { redirectOf } from "./redirects.ts";
export { sendNewsletter, unsubscribeWithToken } from "./newsletter.ts";
