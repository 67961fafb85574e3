import type { BannerData, CustomScript } from "../lib/common-data.ts";

/**
 * Route name of an Astro route pattern, as the body class uses it (page-<name>):
 * "/" -> "index", "/all/[category]/[subCategory]" -> "all-category-subCategory",
 * "/[main]/product/[id]" -> "main-product-id", "/page/[...slug]" -> "page-slug".
 */
export function routeName(pattern: string | undefined): string {
  const parts = (pattern ?? "/")
    .split("/")
    .filter(Boolean)
    .map((part) => part.replace(/^\[(\.\.\.)?/, "").replace(/\]$/, ""))
    .map((part) => part.replace(/[^\p{L}\p{N}_-]+/gu, "-"));
  return parts.length ? parts.join("-") : "index";
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\?]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}

/**
 * Whether a custom script's route_pattern applies: "*" or empty matches every page; a pattern
 * starting with "/" is matched against the path without language prefix ("*" = anything,
 * "/product/*"); any other pattern is matched against the route name ("index", "main-product-*").
 */
export function matchesRoutePattern(pattern: string, page: { path: string; name: string }): boolean {
  const wanted = pattern.trim();
  if (wanted === "" || wanted === "*") return true;
  if (wanted.startsWith("/")) {
    const path = page.path.length > 1 ? page.path.replace(/\/+$/, "") : page.path;
    const target = wanted.length > 1 ? wanted.replace(/\/+$/, "") : wanted;
    return globToRegExp(target).test(path);
  }
  return globToRegExp(wanted).test(page.name);
}

/** The header and body code of the custom scripts that apply to this page. */
export function customScriptsFor(
  scripts: CustomScript[],
  page: { path: string; name: string },
): { head: string[]; body: string[] } {
  const matching = scripts.filter((script) => matchesRoutePattern(script.route_pattern ?? "", page));
  return {
    head: matching.filter((s) => s.header_script && s.header_script_code).map((s) => s.header_script_code!),
    body: matching.filter((s) => s.body_script && s.body_script_code).map((s) => s.body_script_code!),
  };
}

/** A colour from the settings, only when it is a plain CSS colour (it lands in a style attribute). */
export function safeColor(value: string | null | undefined): string | null {
  const v = (value ?? "").trim();
  if (/^#[0-9a-f]{3,8}$/i.test(v)) return v;
  if (/^(rgb|rgba|hsl|hsla|oklch|oklab)\(\s*[\d\s.,%/+-]+\)$/i.test(v)) return v;
  if (/^[a-z]{3,20}$/i.test(v)) return v;
  return null;
}

/** Google Analytics and Meta pixel ids go into inline scripts: letters, digits and dashes only. */
export function safeTrackingId(value: string | null | undefined): string | null {
  const v = (value ?? "").trim();
  return /^[A-Za-z0-9-]{2,40}$/.test(v) ? v : null;
}

/** Digits of a phone number for wa.me links, or null when there are too few (6–20). */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D+/g, "");
  return digits.length >= 6 && digits.length <= 20 ? digits : null;
}

export function whatsappLink(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}

/** An image path from the API as a URL the browser can load (relative paths hang off img_src_url). */
export function imageUrl(path: string | null | undefined, base: string): string | null {
  if (!path) return null;
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(path)) return path;
  return base ? `${base.replace(/\/+$/, "")}/${path}` : `/${path}`;
}

/** A top or popup banner the shop switched on (status 1), else null. */
export function activeBanner(banner: BannerData | null | undefined): BannerData | null {
  return banner?.status === 1 ? banner : null;
}
