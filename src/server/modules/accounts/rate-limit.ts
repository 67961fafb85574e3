import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { rateLimits } from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import { log } from "../../platform/log.ts";

/** Wrong passwords per e-mail address, and per client address across accounts, in the window. */
export const SIGN_IN_PER_ACCOUNT = 10;
export const SIGN_IN_PER_ADDRESS = 30;
const SIGN_IN_WINDOW_MINUTES = 15;
/** Wrong codes (sign-up, seller and reset codes together), on top of the five tries of each code. */
export const CODE_PER_ACCOUNT = 10;
export const CODE_PER_ADDRESS = 30;
const CODE_WINDOW_MINUTES = 15;
/** Forgot-password and resend-code requests (each sends a mail), successful or not. */
export const MAIL_PER_ACCOUNT = 5;
export const MAIL_PER_ADDRESS = 20;
const MAIL_WINDOW_MINUTES = 60;

interface Limit {
  perAccount: number;
  perAddress: number;
  windowMinutes: number;
  /** Translated message of the 429 answer. */
  message: string;
}

const LIMITS = {
  signIn: {
    perAccount: SIGN_IN_PER_ACCOUNT,
    perAddress: SIGN_IN_PER_ADDRESS,
    windowMinutes: SIGN_IN_WINDOW_MINUTES,
    message: "account.too_many_attempts",
  },
  code: {
    perAccount: CODE_PER_ACCOUNT,
    perAddress: CODE_PER_ADDRESS,
    windowMinutes: CODE_WINDOW_MINUTES,
    message: "account.too_many_codes",
  },
  mail: {
    perAccount: MAIL_PER_ACCOUNT,
    perAddress: MAIL_PER_ADDRESS,
    windowMinutes: MAIL_WINDOW_MINUTES,
    message: "account.too_many_mails",
  },
} as const satisfies Record<string, Limit>;

export type LimitedAction = keyof typeof LIMITS;

/** Counters older than the longest window are dropped now and then, so the table stays small. */
const PURGE_AFTER_MS = 24 * 60 * 60_000;
const PURGE_CHANCE = 0.01;

/** Who tries: the e-mail typed in and the client address of the request (unknown in scripts). */
export interface Attempt {
  email: string;
  address?: string;
}

const accountKey = (action: LimitedAction, email: string) =>
  `${action}:account:${email.trim().toLowerCase()}`;
const addressKey = (action: LimitedAction, address: string) => `${action}:address:${address}`;

/**
 * Adds one hit to the counter in a single atomic upsert (safe across processes and parallel
 * requests); a counter whose window is over starts again at 1.
 */
async function hit(db: Db, key: string, windowMinutes: number, now: Date) {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowStartedAt} <= ${nowAt} - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowAt} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  return row;
}

/**
 * Counts an attempt before it is checked, so parallel guesses cannot slip past the limit, and
 * refuses it (429) once the account or the client address went over its limit in the window.
 */
export async function countAttempt(
  db: Db,
  action: LimitedAction,
  attempt: Attempt,
  now = new Date(),
): Promise<void> {
  const limit: Limit = LIMITS[action];
  const counters = [{ kind: "account", key: accountKey(action, attempt.email), max: limit.perAccount }];
  if (attempt.address) {
    counters.push({ kind: "address", key: addressKey(action, attempt.address), max: limit.perAddress });
  }
  if (Math.random() < PURGE_CHANCE) {
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - PURGE_AFTER_MS)));
  }
  let waitMs = 0;
  for (const counter of counters) {
    const row = await hit(db, counter.key, limit.windowMinutes, now);
    if (row.hits <= counter.max) continue;
    const endsAt = row.windowStartedAt.getTime() + limit.windowMinutes * 60_000;
    waitMs = Math.max(waitMs, endsAt - now.getTime());
    log.warn({ action, by: counter.kind, hits: row.hits }, "rate limited");
  }
  if (waitMs > 0) {
    throw new AppError("rate_limited", {
      key: limit.message,
      params: { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) },
    });
  }
}

/**
 * A successful attempt does not count: the account's counter starts over (only its owner gets
 * here), and the client address gets its hit back (it may be shared by many honest people).
 */
export async function attemptSucceeded(db: Db, action: LimitedAction, attempt: Attempt): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(action, attempt.email)));
  if (!attempt.address) return;
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, addressKey(action, attempt.address)));
}
