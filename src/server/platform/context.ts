import { directionOf, type Dir, type Lang } from "../../i18n/locales.ts";
import type { UserRole } from "./db/schema/enums.ts";
import { getDb, type Db } from "./db/client.ts";
import type { Gateways } from "./payments/gateway.ts";

/** Who is asking and in which language; every service function takes it first. */
export interface RequestContext {
  lang: Lang;
  dir: Dir;
  user?: { id: number; name: string; email: string; role: UserRole };
  /** A guest's browser-made token (about 18 base-36 characters). */
  guestToken?: string;
  /** The client's IP address (socket, or X-Forwarded-For behind a trusted proxy); for rate limits. */
  clientAddress?: string;
  /** The database this request uses; unset means the process-wide one (tests set their own). */
  db?: Db;
  /** The payment gateways; unset means the ones configured from the environment (tests pass fakes). */
  gateways?: Gateways;
}

/** The database a service should query for this request. */
export function dbOf(ctx: RequestContext): Promise<Db> {
  return ctx.db ? Promise.resolve(ctx.db) : getDb();
}

/** The same context in another language (e.g. GET common?language=ar). */
export function withLang(ctx: RequestContext, lang: Lang): RequestContext {
  return { ...ctx, lang, dir: directionOf(lang) };
}
