import type { MiddlewareHandler } from "hono";
import { catalogVersion, isCatalogWatched, onCatalogChange } from "../../cache/catalog-version.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { settings } from "../../platform/db/schema/index.ts";
import type { Logger } from "../../platform/log.ts";
import { useMailSender } from "../../platform/mail/mailer.ts";
import { readStoredGatewayKeys, useStoredGatewayKeys } from "../../platform/payments/stored-keys.ts";
import { invalidateCommonData } from "../common/index.ts";
import { eq } from "drizzle-orm";

/** Where no change listener runs (tests, astro dev): how long the stored settings are reused. */
const UNWATCHED_TTL_MS = 5_000;
const STATE = Symbol.for("modest-marketplace.stored-settings-read");

interface ReadState {
  db: Db;
  version: number;
  at: number;
}

/** Reads the settings this process keeps at hand (gateway keys, mail sender) and uses them from now on. */
export async function refreshStoredSettings(db: Db): Promise<void> {
  const version = catalogVersion();
  const [keys, [row]] = await Promise.all([
    readStoredGatewayKeys(db),
    db.select({ mailFrom: settings.mailFrom }).from(settings).where(eq(settings.id, 1)),
  ]);
  useStoredGatewayKeys(keys);
  useMailSender(row?.mailFrom ?? null);
  invalidateCommonData();
  (globalThis as { [STATE]?: ReadState })[STATE] = { db, version, at: Date.now() };
}

/**
 * The requests that may use them: every write (placing an order, a gateway's notice, a refund, a
 * mail) and the reads that offer or confirm a payment. Other reads need no database at all.
 */
const usesStoredSettings = (method: string, path: string) =>
  (method !== "GET" && method !== "HEAD") || /\/(payment-gateway|order)(\/|$)/.test(path);

/**
 * Before such a request: reads the stored settings again when they may have changed, that is
 * when the catalogue's change feed (which the settings tables' triggers feed) moved on, or after
 * UNWATCHED_TTL_MS where no listener runs. A save in this process reads them at once.
 */
export function syncStoredSettings(): MiddlewareHandler<{ Variables: { ctx: RequestContext } }> {
  return async (c, next) => {
    if (!usesStoredSettings(c.req.method, c.req.path)) return next();
    const db = await dbOf(c.var.ctx);
    const last = (globalThis as { [STATE]?: ReadState })[STATE];
    const stale =
      !last ||
      last.db !== db ||
      last.version !== catalogVersion() ||
      (!isCatalogWatched() && Date.now() - last.at > UNWATCHED_TTL_MS);
    if (stale) await refreshStoredSettings(db);
    await next();
  };
}

/**
 * For the server process: reads the stored settings at start and again after each change it hears
 * of, so that work outside requests (payment expiry, mail sweeps) uses them too. Returns the stop.
 */
export async function watchStoredSettings(db: Db, logger: Logger): Promise<() => void> {
  await refreshStoredSettings(db);
  return onCatalogChange((change) => {
    if (change.kind !== "everything") return;
    refreshStoredSettings(db).catch((error: unknown) =>
      logger.error({ err: error }, "could not read the stored settings again"),
    );
  });
}
