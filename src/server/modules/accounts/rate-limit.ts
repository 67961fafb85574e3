import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { rateLimits } from "../../platform/db/schema/index.ts";
import { AppError, type Message } from "../../core/errors.ts";
import { log } from "../../platform/log.ts";

/** Wrong passwords from one client address, across accounts, in the window. */
export const SIGN_IN_PER_ADDRESS = 30;
const SIGN_IN_WINDOW_MINUTES = 15;
/** Wrong codes (sign-up, seller and reset codes together) from one address, on top of each code's five tries. */
export const CODE_PER_ADDRESS = 30;
const CODE_WINDOW_MINUTES = 15;
/** Requests that mail somebody (sign-up, seller sign-up, forgot-password, resend-code), granted or not. */
export const MAIL_PER_ACCOUNT = 5;
export const MAIL_PER_ADDRESS = 20;
const MAIL_WINDOW_MINUTES = 60;
/** A new code for the same address and purpose is refused for this long, whether the address is known or not. */
const RESEND_COOLDOWN_SECONDS = 60;
/** "Send the order's e-mail again": per order, and per client address across orders. */
export const ORDER_MAIL_PER_ORDER = 3;
const ORDER_MAIL_PER_ADDRESS = 20;
const ORDER_MAIL_WINDOW_MINUTES = 60;
/** Sign-outs from one client address (each one a database write). */
export const SIGN_OUT_PER_ADDRESS = 30;
export const SIGN_OUT_WINDOW_MINUTES = 15;

/**
 * One client address trying one account: the first tries are free, then each next try waits,
 * from 2 seconds doubling up to 15 minutes. Nobody elsewhere is slowed down, so an attacker cannot
 * lock the owner out; the owner's own right answer clears the count.
 */
export const FREE_TRIES = 5;
export const FIRST_DELAY_SECONDS = 2;
export const MAX_DELAY_MINUTES = 15;
/** A pair's count is forgotten after a day without tries. */
const PAIR_MEMORY_MS = 24 * 60 * 60_000;

/** The account's owner is e-mailed when this many wrong passwords were typed for it in a day. */
export const SIGN_IN_NOTICE_AFTER = 10;
const NOTICE_WINDOW_HOURS = 24;

interface Limit {
  /** Tries in the window per e-mail address (or order), whoever makes them. */
  perAccount?: number;
  perAddress: number;
  windowMinutes: number;
  /** Guesses (passwords, codes): besides the address's limit, each (e-mail, address) pair is slowed down. */
  slowDown?: boolean;
  /** Translated message of the 429 answer, with {{minutes}}. */
  message: string;
}

const LIMITS = {
  signIn: {
    perAddress: SIGN_IN_PER_ADDRESS,
    windowMinutes: SIGN_IN_WINDOW_MINUTES,
    slowDown: true,
    message: "account.too_many_attempts",
  },
  code: {
    perAddress: CODE_PER_ADDRESS,
    windowMinutes: CODE_WINDOW_MINUTES,
    slowDown: true,
    message: "account.too_many_codes",
  },
  mail: {
    perAccount: MAIL_PER_ACCOUNT,
    perAddress: MAIL_PER_ADDRESS,
    windowMinutes: MAIL_WINDOW_MINUTES,
    message: "account.too_many_mails",
  },
  orderMail: {
    perAccount: ORDER_MAIL_PER_ORDER,
    perAddress: ORDER_MAIL_PER_ADDRESS,
    windowMinutes: ORDER_MAIL_WINDOW_MINUTES,
    message: "account.too_many_mails",
  },
  signOut: {
    perAddress: SIGN_OUT_PER_ADDRESS,
    windowMinutes: SIGN_OUT_WINDOW_MINUTES,
    message: "server.rate_limited",
  },
} as const satisfies Record<string, Limit>;

type LimitedAction = keyof typeof LIMITS;

/** Counters older than the longest window are dropped now and then, so the table stays small. */
const PURGE_AFTER_MS = 24 * 60 * 60_000;
const PURGE_CHANCE = 0.01;

/**
 * Who tries: the e-mail typed in (for an order's mail, the order: `order:<id>`) and the client
 * address of the request (unknown in scripts).
 */
export interface Attempt {
  email: string;
  address?: string;
}

/** The attempt of a request: the e-mail it names and the client's address. */
export const attemptOf = (ctx: { clientAddress?: string }, email: string): Attempt => ({
  email,
  address: ctx.clientAddress,
});

const normalized = (email: string) => email.trim().toLowerCase();
const accountKey = (action: LimitedAction, email: string) => `${action}:account:${normalized(email)}`;
const addressKey = (action: LimitedAction, address: string) => `${action}:address:${address}`;
const pairKey = (action: LimitedAction, attempt: Attempt) =>
  `${action}:pair:${attempt.address ?? "unknown"}:${normalized(attempt.email)}`;
const cooldownKey = (purpose: string, email: string) => `cooldown:${purpose}:${normalized(email)}`;
const noticeKey = (email: string) => `signInNotice:${normalized(email)}`;

/**
 * Adds one hit to the counter in a single atomic upsert (safe across processes and parallel
 * requests); a counter whose window is over starts again at 1.
 */
async function hit(db: Db, key: string, windowMs: number, now: Date) {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const windowSeconds = windowMs / 1000;
  const expired = sql`${rateLimits.windowStartedAt} <= ${nowAt} - make_interval(secs => ${windowSeconds})`;
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
  return { hits: row.hits, endsAt: row.windowStartedAt.getTime() + windowMs };
}

/** How long a pair that already made `tries` tries waits after its last one. */
function delayAfter(tries: number): number {
  if (tries < FREE_TRIES) return 0;
  const doubled = FIRST_DELAY_SECONDS * 1000 * 2 ** Math.min(tries - FREE_TRIES, 30);
  return Math.min(doubled, MAX_DELAY_MINUTES * 60_000);
}

/**
 * Takes the pair's turn: refused (the wait in ms) while its delay since the last try runs, else
 * counted as one more try. Row-locked, so parallel guesses from one address wait their turn too.
 */
async function takeTurn(db: Db, key: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(rateLimits).values({ key, hits: 0, windowStartedAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for("update");
    const last = row.windowStartedAt.getTime();
    const tries = now.getTime() - last >= PAIR_MEMORY_MS ? 0 : row.hits;
    const wait = tries === 0 ? 0 : last + delayAfter(tries) - now.getTime();
    if (wait > 0) return wait;
    await tx
      .update(rateLimits)
      .set({ hits: tries + 1, windowStartedAt: now })
      .where(eq(rateLimits.key, key));
    return 0;
  });
}

function waitMessage(limit: Limit, waitMs: number): Message {
  if (waitMs < 60_000) return { key: "account.wait_seconds", params: { seconds: Math.ceil(waitMs / 1000) } };
  return { key: limit.message, params: { minutes: Math.ceil(waitMs / 60_000) } };
}

async function purgeNowAndThen(db: Db, now: Date) {
  if (Math.random() >= PURGE_CHANCE) return;
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - PURGE_AFTER_MS)));
}

/**
 * Counts an attempt before it is checked, so parallel guesses cannot slip past the limit, and
 * refuses it (429) while its (e-mail, address) pair waits, or once the client address (or, for
 * mails, the e-mail address) went over its limit in the window.
 */
export async function countAttempt(
  db: Db,
  action: LimitedAction,
  attempt: Attempt,
  now = new Date(),
): Promise<void> {
  const limit: Limit = LIMITS[action];
  await purgeNowAndThen(db, now);
  const windowMs = limit.windowMinutes * 60_000;
  const counters: { kind: string; key: string; max: number }[] = [];
  if (limit.perAccount !== undefined) {
    counters.push({ kind: "account", key: accountKey(action, attempt.email), max: limit.perAccount });
  }
  if (attempt.address) {
    counters.push({ kind: "address", key: addressKey(action, attempt.address), max: limit.perAddress });
  }
  let waitMs = 0;
  for (const counter of counters) {
    const { hits, endsAt } = await hit(db, counter.key, windowMs, now);
    if (hits <= counter.max) continue;
    waitMs = Math.max(waitMs, endsAt - now.getTime());
    log.warn({ action, by: counter.kind, hits }, "rate limited");
  }
  if (waitMs > 0)
    throw new AppError("rate_limited", { key: limit.message, params: { minutes: minutesOf(waitMs) } });
  if (!limit.slowDown) return;
  const pairWait = await takeTurn(db, pairKey(action, attempt), now);
  if (pairWait > 0) {
    log.warn({ action, by: "pair" }, "slowed down");
    throw new AppError("rate_limited", waitMessage(limit, pairWait));
  }
}

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * A successful attempt does not count: the pair starts over (only the owner gets here), and the
 * client address gets its hit back (it may be shared by many honest people).
 */
export async function attemptSucceeded(db: Db, action: LimitedAction, attempt: Attempt): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, pairKey(action, attempt)));
  if (!attempt.address) return;
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, addressKey(action, attempt.address)));
}

/**
 * One code per e-mail address and purpose a minute, counted whether or not the address has an
 * account, so the refusal tells nothing about it.
 */
export async function codeCooldown(db: Db, email: string, purpose: string, now = new Date()): Promise<void> {
  const windowMs = RESEND_COOLDOWN_SECONDS * 1000;
  const { hits, endsAt } = await hit(db, cooldownKey(purpose, email), windowMs, now);
  if (hits <= 1) return;
  throw new AppError("rate_limited", {
    key: "account.code_cooldown",
    params: { seconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) },
  });
}

/** Counts a wrong password for an existing account; true once a day, when its owner should be told. */
export async function wrongPasswordNeedsNotice(db: Db, email: string, now = new Date()): Promise<boolean> {
  const { hits } = await hit(db, noticeKey(email), NOTICE_WINDOW_HOURS * 3_600_000, now);
  return hits === SIGN_IN_NOTICE_AFTER;
}
