import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { env } from "../../platform/env.ts";
import { AUTH_COOKIE } from "../../platform/session-cookie.ts";
import { log } from "../../platform/log.ts";
import { getDb, type Db } from "../../platform/db/client.ts";
import { SESSION_SECONDS, userOfToken, type SessionUser } from "./sessions.ts";

export function authCookieOptions() {
  return {
    path: "/",
    maxAge: SESSION_SECONDS,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: env.SITE_URL.startsWith("https://"),
  };
}

/** The signed-in user of a page request, from the cookie (Astro middleware). */
export async function userFromCookie(token: string | undefined, db?: Db): Promise<SessionUser | undefined> {
  if (!token) return undefined;
  try {
    return await userOfToken(db ?? (await getDb()), token);
  } catch (error) {
    // A page still renders (as a guest) when the session cannot be read.
    log.error({ err: error }, "session lookup failed");
    return undefined;
  }
}

/** The session token a request carries: `Authorization: Bearer …`, else the session cookie. */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? getCookie(c, AUTH_COOKIE) ?? undefined;
}
