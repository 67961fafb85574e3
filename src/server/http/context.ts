import type { Context, MiddlewareHandler } from "hono";
import { directionOf, type Lang } from "../../i18n/locales.ts";
import type { RequestContext } from "../platform/context.ts";
import { getDb, type Db } from "../platform/db/client.ts";
import { requestToken } from "../modules/accounts/index.ts";
import { userOfToken } from "../modules/accounts/index.ts";
import type { ApiEnv } from "../platform/api/app-type.ts";
import type { Gateways } from "../platform/payments/gateway.ts";
import { clientAddressOf } from "../platform/api/client-address.ts";
import { requestLanguage } from "../platform/api/language.ts";

/** The signed-in user of a request (token -> session -> user), or undefined. */
async function resolveUser(c: Context<ApiEnv>, db?: Db): Promise<RequestContext["user"]> {
  const token = requestToken(c);
  if (!token) return undefined;
  return userOfToken(db ?? (await getDb()), token);
}

export function languageOf(c: Context): Lang {
  return requestLanguage({ header: (name) => c.req.header(name), query: (name) => c.req.query(name) });
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
      guestToken,
      clientAddress: clientAddressOf(c.env?.clientAddress, c.req.header("x-forwarded-for"), trustProxy),
      db,
      gateways,
      user: await resolveUser(c, db),
    });
    await next();
  };
}
