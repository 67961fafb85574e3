import type { Context, MiddlewareHandler } from "hono";
import { directionOf, type Lang } from "../../i18n/locales.ts";
import type { RequestContext } from "../context.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../log.ts";
import { requestLanguage } from "./language.ts";

export interface ApiEnv {
  Variables: { ctx: RequestContext; logger: Logger };
}

/** Until the shop's settings drive it per request. */
export const DEFAULT_CURRENCY = "USD";

/**
 * The signed-in user of a request. Seam for the accounts work (Bearer token or `frontend_`
 * cookie -> session -> user); nobody is signed in until then.
 */
export async function resolveUser(_c: Context<ApiEnv>): Promise<RequestContext["user"]> {
  return undefined;
}

export function languageOf(c: Context): Lang {
  return requestLanguage({ header: (name) => c.req.header(name), query: (name) => c.req.query(name) });
}

/** The same context in another language (e.g. GET common?language=ar). */
export function withLang(ctx: RequestContext, lang: Lang): RequestContext {
  return { ...ctx, lang, dir: directionOf(lang) };
}

/** Builds `c.var.ctx` for every API request. */
export function requestContext(db: Db | undefined): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const lang = languageOf(c);
    const guestToken = c.req.query("user_token") || undefined;
    c.set("ctx", {
      lang,
      dir: directionOf(lang),
      currency: DEFAULT_CURRENCY,
      guestToken,
      db,
      user: await resolveUser(c),
    });
    await next();
  };
}
