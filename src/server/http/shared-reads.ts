/** What an answer that depends on who asks says: nobody but this browser keeps it, not even on disk. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** API reads that are the same for every shopper (in one language). */
const SHARED_API_READS = [/^\/api\/v1\/(common|home|all|products|search\/suggestions)\/?$/];
/** API reads that carry the signed-in user's flags (product/{id} has `wishlisted`): shared for guests only. */
const GUEST_API_READS = [/^\/api\/v1\/product\/\d+\/?$/];

/**
 * Whether an API request reads an answer that is the same for everybody: the only answers a cache
 * may keep (the render cache's rules and the API's Cache-Control both ask here). `signedIn`: the
 * request carries a session (Authorization or the session cookie).
 */
export function isSharedApiRead(method: string, pathname: string, signedIn: boolean): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (SHARED_API_READS.some((pattern) => pattern.test(pathname))) return true;
  return !signedIn && GUEST_API_READS.some((pattern) => pattern.test(pathname));
}
