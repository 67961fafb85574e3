import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { isSharedApiRead, PERSONAL_CACHE_CONTROL } from "../cache/cache-rules.ts";
import { AUTH_COOKIE } from "../platform/session-cookie.ts";

/**
 * Every API answer but the reads shared by everybody says `Cache-Control: private, no-store`
 * (a cart, an account, an order, the sign-in answer with its token …), refusals included, unless
 * the route said otherwise.
 */
export const markPersonalAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.has("cache-control")) return;
  const signedIn = Boolean(c.req.header("authorization") || getCookie(c, AUTH_COOKIE));
  if (!isSharedApiRead(c.req.method, c.req.path, signedIn))
    c.res.headers.set("cache-control", PERSONAL_CACHE_CONTROL);
};
