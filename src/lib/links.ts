/**
 * Every link shape the shop builds, unprefixed; pass the result through
 * localizePath(path, lang) for the visitor's language.
 */

/** Source types of banners and product sources: 6 = a URL of its own. */
const SOURCE_TYPE_URL = 6;

/** A path segment: letters of any script and digits, the rest turned into single dashes. */
export function slugify(text: string): string {
  return text
    .normalize("NFKC")
    .toLocaleLowerCase("en-US")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

const seg = (value: string | number) => encodeURIComponent(String(value));

export const links = {
  home: () => "/",
  product: (slug: string, id: number | string) => `/${seg(slug)}/product/${seg(id)}`,
  category: (slug: string) => `/all/${seg(slug)}`,
  subCategory: (categorySlug: string, subSlug: string) => `/all/${seg(categorySlug)}/${seg(subSlug)}`,
  /** Product listing of a source; the query name carries the source id (home_spm, banner …). */
  listing: (slug: string, sourceId: number | string, param = "home_spm") =>
    `/${seg(slug)}/products?${encodeURIComponent(param)}=${seg(sourceId)}`,
  brand: (slug: string, id: number | string) => `/${seg(slug)}/brand?brand=${seg(id)}`,
  collection: (title: string, id: number | string) =>
    `/${seg(slugify(title) || "collection")}/collection?collection=${seg(id)}`,
  store: (slug: string) => `/shop/${seg(slug)}`,
  page: (slug: string) => `/page/${seg(slug)}`,
  search: (text: string) => `/search?q=${encodeURIComponent(text)}`,
  cart: () => "/cart",
  trackOrder: () => "/track-order",
  login: () => "/login",
  register: () => "/register",
  orders: () => "/user/orders",
  wishlist: () => "/user/wishlists",
  compared: () => "/user/compared",
  vouchers: () => "/user/vouchers",
  profile: () => "/user/profile",
  privacyPolicy: () => "/page/privacy-policy",
};

/** Where a banner (or any product source) leads: its own url for source type URL, else its listing. */
export function sourceLink(
  source: {
    id: number;
    source_type: number;
    slug: string;
    url?: string | null;
  },
  param = "banner",
): string {
  if (source.source_type === SOURCE_TYPE_URL) return source.url || "/";
  return links.listing(source.slug, source.id, param);
}

/** True for links that leave the shop (they are not localized and open as they are). */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}
