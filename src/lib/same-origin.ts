/** Any origin would do: only whether a target stays on it matters. */
const HERE = "http://same-origin.invalid";

/** Characters browsers drop from or read differently in a URL (tab, newline …) and the backslash. */
const UNSAFE = /[\\\u0000-\u001f\u007f]/;

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The one check for a redirect target taken from a request (`next`, `redirect`, `return_to`), on
 * the server and in the browser: a path on this site — exactly one leading `/`, no backslash or
 * control character (also once percent-decoded), resolving to this site's origin — given back
 * percent-encoded, so it is always a valid Location header. Anything else gives `fallback`.
 */
export function sameOriginPath(raw: unknown, fallback = "/"): string {
  if (typeof raw !== "string" || !raw.startsWith("/") || raw.startsWith("//") || UNSAFE.test(raw))
    return fallback;
  const path = decoded(raw.split(/[?#]/, 1)[0] as string);
  if (path === undefined || path.startsWith("//") || UNSAFE.test(path)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  return url.pathname + url.search + url.hash;
}
