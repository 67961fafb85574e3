/**
 * Marks a route whose callers are servers, not pages (a payment gateway's notice, proven by its
 * signature): the HTTP layer's Origin check (http/cross-site.ts) does not apply to it. Spread into
 * the route's definition, so the OpenAPI document says it too.
 */
export const SERVER_TO_SERVER = { "x-server-to-server": true } as const;

export const SERVER_TO_SERVER_KEY = "x-server-to-server";
