/** schema.org JSON-LD builders for product pages, breadcrumbs and the shop itself. */

export interface ProductLdInput {
  name: string;
  url: string;
  images: string[];
  description?: string | null;
  sku?: string | null;
  brand?: string | null;
  /** Minor units. */
  price: number;
  currency: string;
  inStock: boolean;
  /** When the price stops (end of a flash sale). */
  priceValidUntil?: string | null;
  seller?: string | null;
  rating?: { value: number; count: number };
}

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export function productLd(p: ProductLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    url: p.url,
    image: p.images,
    ...(p.description ? { description: stripHtml(p.description).slice(0, 5000) } : {}),
    ...(p.sku ? { sku: p.sku } : {}),
    ...(p.brand ? { brand: { "@type": "Brand", name: p.brand } } : {}),
    offers: {
      "@type": "Offer",
      url: p.url,
      price: (p.price / 100).toFixed(2),
      priceCurrency: p.currency,
      availability: p.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      ...(p.priceValidUntil ? { priceValidUntil: p.priceValidUntil.slice(0, 10) } : {}),
      ...(p.seller ? { seller: { "@type": "Organization", name: p.seller } } : {}),
    },
    // Google rejects an aggregateRating without reviews.
    ...(p.rating && p.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Number(p.rating.value.toFixed(2)),
            reviewCount: p.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbLd(items: { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function organizationLd(o: {
  name: string;
  url: string;
  logo?: string | null;
  email?: string;
  phone?: string;
  sameAs?: string[];
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: o.name,
    url: o.url,
    ...(o.logo ? { logo: o.logo } : {}),
    ...(o.email ? { email: o.email } : {}),
    ...(o.phone ? { telephone: o.phone } : {}),
    ...(o.sameAs && o.sameAs.length > 0 ? { sameAs: o.sameAs } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Absolute URL of a path or an already absolute address. */
export function absolute(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}
