import { createHash } from "node:crypto";
import { INLINE_SCRIPTS } from "../../layouts/inline-scripts.ts";

/**
 * The one place for the security headers of every answer: pages (src/middleware.ts, with the
 * Content-Security-Policy Astro writes from astro.config.ts and the page's own additions) and the
 * API (src/server/http/app.ts).
 */

/** Third-party scripts the shop itself loads: Razorpay Checkout (src/features/checkout/pay-start.ts). */
const PAYMENT_SCRIPT_ORIGINS = ["https://checkout.razorpay.com"];
/** Frames those scripts open. */
const PAYMENT_FRAME_ORIGINS = ["https://api.razorpay.com", "https://checkout.razorpay.com"];

/** Google Analytics and the Meta pixel, added to a page's policy only when switched on in the settings. */
export const ANALYTICS = {
  ga: {
    script: "https://www.googletagmanager.com",
    connect: "https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    img: "https://*.google-analytics.com https://www.googletagmanager.com",
  },
  pixel: {
    script: "https://connect.facebook.net",
    connect: "https://www.facebook.com https://connect.facebook.net",
    img: "https://www.facebook.com",
  },
} as const;

/**
 * script-src and style-src are written by Astro (its hashes plus these resources); the rest are
 * these directives. Images: the shop's own (uploads, data: previews of a chosen file); a page adds
 * the configured image host (common data's img_src_url) when it is another origin. Gateways' checkout pages are reached by navigation or form posts, which
 * these directives do not restrict.
 */
export function pageCsp() {
  return {
    directives: [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      "connect-src 'self'",
      `frame-src ${PAYMENT_FRAME_ORIGINS.join(" ")}`,
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ] as const,
    scriptResources: ["'self'", ...PAYMENT_SCRIPT_ORIGINS],
    scriptHashes: INLINE_SCRIPTS.map(scriptHash),
    // React and the theme colour set style attributes; stylesheets stay 'self' plus Astro's hashes.
    styleResources: ["'self'", { resource: "'unsafe-inline'", kind: "attribute" as const }],
  };
}

/** API answers are data: nothing in them may load or run, and no page may frame them. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** What a page or answer without its own policy gets (redirects, endpoints, the API reference page). */
const FALLBACK_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
const HSTS = "max-age=31536000; includeSubDomains";
const REFERRER_POLICY = "strict-origin-when-cross-origin";

/** HTTPS when the request came over it, or when the shop's public address is https. */
export function isHttps(requestUrl: URL, siteUrl: string): boolean {
  return requestUrl.protocol === "https:" || siteUrl.startsWith("https:");
}

/**
 * Adds the headers to an answer. `kind` "api" gives JSON answers a policy that forbids everything;
 * an answer that already has a policy (a page rendered by Astro) keeps it.
 */
export function applySecurityHeaders(headers: Headers, options: { https: boolean; kind: "page" | "api" }) {
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", REFERRER_POLICY);
  if (options.https) headers.set("strict-transport-security", HSTS);
  if (headers.has("content-security-policy")) return;
  const html = headers.get("content-type")?.startsWith("text/html") ?? false;
  headers.set("content-security-policy", options.kind === "api" && !html ? API_CSP : FALLBACK_CSP);
}

/** The CSP hash of an inline script's exact text. */
export function scriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash("sha256").update(code, "utf8").digest("base64")}`;
}

/**
 * What an admin's custom script block needs to run under the policy: the hash of each inline
 * script and the origin of each external one.
 */
export function customScriptSources(html: string): { hashes: `sha256-${string}`[]; origins: string[] } {
  const hashes: `sha256-${string}`[] = [];
  const origins = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(match[1])?.[1];
    if (src) {
      if (URL.canParse(src)) origins.add(new URL(src).origin);
    } else if (match[2]) {
      hashes.push(scriptHash(match[2]));
    }
  }
  return { hashes, origins: [...origins] };
}
