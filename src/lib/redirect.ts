/**
 * Where to go after signing in: the `redirect` target when it is a path on this site, else the
 * fallback. Anything that could leave the site (`//host`, `https://…`, `/\host`) is refused.
 */
export function localRedirectTarget(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  return raw;
}
