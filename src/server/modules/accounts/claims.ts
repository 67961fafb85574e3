import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { pendingSignups, type PendingApplication } from "../../platform/db/schema/index.ts";
import { env } from "../../platform/env.ts";
import { hashToken, newToken } from "./tokens.ts";

/**
 * A sign-up's claim: a random token kept in the browser that signed up (httpOnly cookie), its hash
 * kept with what was typed. A sign-up code verifies only together with the claim it was sent for,
 * so whoever signs up again with somebody's unverified e-mail cannot get their password verified
 * by the mailbox's owner.
 */
export const CLAIM_COOKIE = "frontend_signup_claim";

/**
 * A claim outlives its 15-minute codes so that "send the code again" still works after a code
 * expired; expired claims are deleted when the next sign-up is made.
 */
const CLAIM_HOURS = 24;

/** Only the API reads the claim: the sign-up, verify, resend, sign-in and password-reset calls. */
export function claimCookieOptions() {
  return {
    path: "/api/v1",
    maxAge: CLAIM_HOURS * 3600,
    httpOnly: true,
    sameSite: "Lax" as const,
    secure: env.SITE_URL.startsWith("https://"),
  };
}

export type ClaimPurpose = "signup" | "seller";

export interface ClaimValues {
  email: string;
  purpose: ClaimPurpose;
  name: string;
  passwordHash: string;
  phone: string | null;
  locale: string;
  application?: PendingApplication;
}

export type PendingSignup = typeof pendingSignups.$inferSelect;

const claimExpiry = (now: Date) => new Date(now.getTime() + CLAIM_HOURS * 3_600_000);

/** Keeps what a sign-up typed; the returned claim goes to that browser only. */
export async function createClaim(
  db: Db,
  values: ClaimValues,
  now = new Date(),
): Promise<{ claim: string; pending: PendingSignup }> {
  const claim = newToken();
  const [pending] = await db
    .insert(pendingSignups)
    .values({
      ...values,
      application: values.application ?? null,
      claimHash: hashToken(claim),
      expiresAt: claimExpiry(now),
    })
    .returning();
  return { claim, pending };
}

/**
 * A claim for the values an unverified account already has, for the browser that just signed in
 * with its right password (purpose "signup": the sign-in page's verify form). The store details of
 * the seller sign-up that made the account come along. Signing in again moves the one claim kept
 * for those values to the new browser instead of adding rows.
 */
export async function claimAccountValues(
  db: Db,
  account: { email: string; name: string; passwordHash: string; phone: string | null; locale: string },
  now = new Date(),
): Promise<string> {
  // The sign-up that made the account kept the very same password hash (same salt).
  const made = await db
    .select({
      id: pendingSignups.id,
      purpose: pendingSignups.purpose,
      application: pendingSignups.application,
    })
    .from(pendingSignups)
    .where(
      and(
        sql`lower(${pendingSignups.email}) = ${account.email.toLowerCase()}`,
        eq(pendingSignups.passwordHash, account.passwordHash),
      ),
    );
  const kept = made.find((row) => row.purpose === "signup");
  if (!kept) {
    const application = made.find((row) => row.application)?.application ?? undefined;
    // Only the sign-up's own values: the caller may pass a whole user row (its id is not this row's).
    const { email, name, passwordHash, phone, locale } = account;
    const values = { email, name, passwordHash, phone, locale, purpose: "signup" as const, application };
    return (await createClaim(db, values, now)).claim;
  }
  const claim = newToken();
  await db
    .update(pendingSignups)
    .set({ claimHash: hashToken(claim), expiresAt: claimExpiry(now) })
    .where(eq(pendingSignups.id, kept.id));
  return claim;
}

/** The live sign-up of this claim for (email, purpose), if the browser holds one. */
export async function findClaim(
  db: Db,
  input: { claim: string | undefined; email: string; purpose: ClaimPurpose },
  now = new Date(),
): Promise<PendingSignup | undefined> {
  if (!input.claim || input.claim.length > 200) return undefined;
  const [pending] = await db
    .select()
    .from(pendingSignups)
    .where(
      and(
        eq(pendingSignups.claimHash, hashToken(input.claim)),
        sql`lower(${pendingSignups.email}) = ${input.email.trim().toLowerCase()}`,
        eq(pendingSignups.purpose, input.purpose),
        gt(pendingSignups.expiresAt, now),
      ),
    )
    .limit(1);
  return pending;
}

/** A new code sent for the claim gives it its full lifetime again. */
export async function renewClaim(db: Db, id: number, now = new Date()): Promise<void> {
  await db
    .update(pendingSignups)
    .set({ expiresAt: claimExpiry(now) })
    .where(eq(pendingSignups.id, id));
}

/**
 * Every pending sign-up of an e-mail ends (it was verified, or the account is gone); their codes
 * too. `keep`: the sign-up that was just verified stays until it expires, so the browser holding
 * its claim is sent to sign in if it comes back to the verify screen (and nobody else is).
 */
export async function deleteClaimsOf(db: Db, email: string, keep?: number): Promise<void> {
  const ofEmail = sql`lower(${pendingSignups.email}) = ${email.trim().toLowerCase()}`;
  await db
    .delete(pendingSignups)
    .where(keep === undefined ? ofEmail : and(ofEmail, ne(pendingSignups.id, keep)));
}

/** The live sign-up of this e-mail whose claim this browser holds, whatever its purpose. */
export async function claimOfEmail(
  db: Db,
  input: { claim?: string; email: string },
  now = new Date(),
): Promise<PendingSignup | undefined> {
  for (const purpose of ["signup", "seller"] as const) {
    const pending = await findClaim(db, { claim: input.claim, email: input.email, purpose }, now);
    if (pending) return pending;
  }
  return undefined;
}

/** Expired sign-ups go, with the codes sent for them, so that they do not pile up. */
export async function deleteExpiredClaims(db: Db, now = new Date()): Promise<void> {
  await db.delete(pendingSignups).where(lt(pendingSignups.expiresAt, now));
}
