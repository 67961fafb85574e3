/**
 * API reads whose answer is the same for every shopper (in one language): caches keep one copy per
 * URL, so the browser sends no guest token with them. Paths as the API document writes them.
 */
export const SHARED_API_READS = [
  "/api/v1/common",
  "/api/v1/home",
  "/api/v1/all",
  "/api/v1/products",
  "/api/v1/search/suggestions",
] as const;

/** Reads that carry the signed-in user's flags (product/{id} has `wishlisted`): shared for guests only. */
export const GUEST_API_READS = ["/api/v1/product/{id}"] as const;

/** The request paths of the document's `path`: a `{param}` is one whole number; a trailing slash is allowed. */
export function apiPathPattern(path: string): RegExp {
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "\\d+");
  return new RegExp(`^${pattern}/?$`);
}
