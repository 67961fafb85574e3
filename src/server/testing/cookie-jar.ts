/**
 * The cookies a browser would keep from the API's answers and send back with its next requests
 * (tests only). `only` limits it to some names, e.g. the sign-up claim, when a test signs in with
 * a bearer token and must not be signed in by the session cookie too.
 */
export function cookieJar(only?: string[]) {
  const jar = new Map<string, string>();
  return {
    /** The Cookie header for the next request, if any cookie is kept. */
    header(): string | undefined {
      return jar.size > 0 ? [...jar].map(([name, value]) => `${name}=${value}`).join("; ") : undefined;
    },
    keep(response: Response): void {
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(";")[0];
        const name = pair.slice(0, pair.indexOf("="));
        const value = pair.slice(pair.indexOf("=") + 1);
        if (only && !only.includes(name)) continue;
        if (value && !/Max-Age=0(;|$)/i.test(line)) jar.set(name, value);
        else jar.delete(name);
      }
    },
    has: (name: string) => jar.has(name),
  };
}
