import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { directionOf, type Lang } from "../../i18n/locales.ts";
import type { RequestContext } from "../context.ts";
import { getDb, type Db } from "../db/client.ts";
import { AUTH_COOKIE } from "../auth/cookie.ts";
import { userOfToken } from "../auth/sessions.ts";
import type { Logger } from "../log.ts";
import type { Gateways } from "../payments/registry.ts";
import { clientAddressOf } from "./client-address.ts";
import { requestLanguage } from "./language.ts";

export interface ApiEnv {
  /** What the server passes to `app.fetch(request, { clientAddress })`: the socket's address. */
  Bindings: { clientAddress?: string } | undefined;
  Variables: { ctx: RequestContext; logger: Logger };
}

/** Until the shop's settings drive it per request. */
export const DEFAULT_CURRENCY = "USD";

/** The session token a request carries: `Authorization: Bearer …`, else the `frontend_` cookie. */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? getCookie(c, AUTH_COOKIE) ?? undefined;
}

/** The signed-in user of a request (token -> session -> user), or undefined. */
export async function resolveUser(c: Context<ApiEnv>, db?: Db): Promise<RequestContext["user"]> {
  const token = requestToken(c);
  if (!token) return undefined;
  return userOfToken(db ?? (await getDb()), token);
}

export function languageOf(c: Context): Lang {
  return requestLanguage({ header: (name) => c.req.header(name), query: (name) => c.req.query(name) });
}

/** The same context in another language (e.g. GET common?language=ar). */
export function withLang(ctx: RequestContext, lang: Lang): RequestContext {
  return { ...ctx, lang, dir: directionOf(lang) };
}

/** Builds `c.var.ctx` for every API request. */
export function requestContext(options: {
  db: Db | undefined;
  gateways?: Gateways;
  trustProxy: boolean;
}): MiddlewareHandler<ApiEnv> {
  const { db, gateways, trustProxy } = options;
  return async (c, next) => {
    const lang = languageOf(c);
    const guestToken = c.req.query("user_token") || undefined;
    c.set("ctx", {
      lang,
      dir: directionOf(lang),
      currency: DEFAULT_CURRENCY,
      guestToken,
      clientAddress: clientAddressOf(c.env?.clientAddress, c.req.header("x-forwarded-for"), trustProxy),
      db,
      gateways,
      user: await resolveUser(c, db),
    });
    await next();
  };
}
