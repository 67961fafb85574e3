import type { ApiTestServer } from "./server.ts";

/**
 * The cookies a browser would keep from the API's answers and send back with its next requests
 * (tests only). `only` limits it to some names, e.g. the sign-up claim, when a test signs in with
 * a bearer token and must not be signed in by the session cookie too.
 */
function cookieJar(only?: string[]) {
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

/**
 * One browser calling the test server's API: JSON in and out, an optional bearer token, language
 * and proxy's X-Forwarded-For, and the cookies of `cookieJar(only)` sent back. `server` is read at each call (test
 * files start it in beforeAll).
 */
export function apiBrowser(server: () => ApiTestServer, only?: string[]) {
  const jar = cookieJar(only);
  async function call(
    path: string,
    body?: unknown,
    init: { token?: string; lang?: string; forwardedFor?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.lang) headers.Language = init.lang;
    if (init.forwardedFor) headers["x-forwarded-for"] = init.forwardedFor;
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    const response = await server().fetch(`/api/v1/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    jar.keep(response);
    return { http: response.status, setCookie: response.headers.getSetCookie(), ...(await response.json()) };
  }
  return { call, jar };
}
