/**
 * Sign-up, verification and password reset: what an e-mailed code proves. The answers never tell
 * whether an address has an account (same message, cookies and cooldown; mails leave afterwards).
 */
import { eq } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { pendingSignups, users } from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import type { PendingApplication } from "../../platform/db/schema/index.ts";
import {
  claimOfEmail,
  createClaim,
  deleteClaimsOf,
  deleteExpiredClaims,
  findClaim,
  renewClaim,
} from "./claims.ts";
import { CODE_MINUTES, consumeCode, issueCode } from "./codes.ts";
import type { CodePurpose } from "../../platform/db/schema/enums.ts";
import { fileVerifiedApplication } from "./seller-applications.ts";
import { notify, notifyAfterAnswer } from "./notify.ts";
import { hashPassword } from "./password.ts";
import { deleteOtherSessions } from "./sessions.ts";
import { attemptOf, attemptSucceeded, codeCooldown, countAttempt } from "./rate-limit.ts";
import { newToken } from "./tokens.ts";
import { findUserByEmail, type UserRow } from "./users.ts";

/**
 * Mails the code (after the transaction that issued it), addressed with the name and language of
 * the sign-up it was sent for, or of the account for a reset. The answer does not wait for it.
 */
async function mailCode(
  db: Db,
  to: { email: string; name: string; locale: string },
  purpose: CodePurpose,
  code: string,
) {
  await notifyAfterAnswer(db, purpose === "reset" ? "reset" : "verify", to, { code, minutes: CODE_MINUTES });
}

/**
 * A sign-up: what was typed waits, with the code, for the claim kept in this browser (claims.ts).
 * A new e-mail gets its account row at once (unverified: nobody can sign in with it); an e-mail
 * whose account is not verified yet keeps that account's values until a code is spent together
 * with this sign-up's claim. Seller sign-up uses purpose "seller" and keeps the store details.
 * An e-mail with a verified account gets the same answer (and a claim that verifies nothing),
 * and its owner a mail saying somebody tried: the answer never tells whether an address is known.
 */
export async function signUp(
  ctx: RequestContext,
  input: { name: string; email: string; password: string; phone?: string; application?: PendingApplication },
  purpose: "signup" | "seller" = "signup",
): Promise<{ claim: string }> {
  const db = await dbOf(ctx);
  const email = input.email.trim();
  await countAttempt(db, "mail", attemptOf(ctx, email));
  await codeCooldown(db, email, purpose);
  // Hashed either way, so that a known address costs the same time as a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, email);
  if (existing?.verifiedAt) {
    await notifyAfterAnswer(db, "account_exists", existing);
    return { claim: newToken() };
  }
  await deleteExpiredClaims(db);
  const values = { name: input.name.trim(), passwordHash, phone: input.phone ?? null, locale: ctx.lang };
  const { user, claim, code } = await db.transaction(async (tx) => {
    const [user] = existing
      ? [existing]
      : await tx
          .insert(users)
          .values({ ...values, email })
          .returning();
    const { claim, pending } = await createClaim(tx, {
      ...values,
      email: user.email,
      purpose,
      application: input.application,
    });
    const code = await issueCode(tx, {
      email: user.email,
      purpose,
      userId: user.id,
      pendingSignupId: pending.id,
    });
    return { user, claim, code };
  });
  await mailCode(db, { ...values, email: user.email }, purpose, code);
  return { claim };
}

/**
 * Spends the sign-up code, which must come with the claim of the sign-up it was sent for; the
 * account then gets that sign-up's values and is verified, the store details of a seller sign-up
 * become its application, and every other pending sign-up of the e-mail ends.
 */
export async function verifyAccount(
  ctx: RequestContext,
  input: { email: string; code: string; claim?: string },
  purpose: "signup" | "seller" = "signup",
): Promise<{ user: UserRow; application: PendingApplication | null; alreadyVerified?: true }> {
  const db = await dbOf(ctx);
  const done = await verifiedInThisBrowser(db, input);
  if (done) return { user: done, application: null, alreadyVerified: true };
  await countAttempt(db, "code", attemptOf(ctx, input.email));
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError("invalid", "account.code_expired");
  const { pendingSignupId } = await consumeCode(db, {
    email: user.email,
    purpose,
    code: input.code,
    claim: input.claim,
  });
  await attemptSucceeded(db, "code", attemptOf(ctx, input.email));
  const verified = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.id, pendingSignupId ?? -1));
    if (!pending) throw new AppError("invalid", "account.code_expired");
    const [verified] = await tx
      .update(users)
      .set({
        name: pending.name,
        passwordHash: pending.passwordHash,
        phone: pending.phone,
        locale: pending.locale,
        verifiedAt: user.verifiedAt ?? new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (pending.application) await fileVerifiedApplication(tx, user.id, pending.application);
    await deleteClaimsOf(tx, user.email, pending.id);
    return { user: verified, application: pending.application };
  });
  if (purpose === "signup") await notify(db, "welcome", verified.user);
  return verified;
}

/**
 * A new code for a password reset, or for the sign-up whose claim this browser holds (bound to the
 * same claim). Silent about unknown addresses, verified ones and a missing claim: the answer tells
 * nothing about the address.
 */
export async function resendCode(
  ctx: RequestContext,
  input: { email: string; purpose: "signup" | "reset" | "seller"; claim?: string },
): Promise<{ alreadyVerified?: true }> {
  const db = await dbOf(ctx);
  if (input.purpose !== "reset" && (await verifiedInThisBrowser(db, input))) return { alreadyVerified: true };
  await countAttempt(db, "mail", attemptOf(ctx, input.email));
  await codeCooldown(db, input.email, input.purpose);
  const user = await findUserByEmail(db, input.email);
  if (!user) return {};
  if (input.purpose === "reset") {
    const code = await issueCode(db, { email: user.email, purpose: "reset", userId: user.id });
    await mailCode(db, user, "reset", code);
    return {};
  }
  if (user.verifiedAt) return {};
  const pending = await findClaim(db, { claim: input.claim, email: user.email, purpose: input.purpose });
  if (!pending) return {};
  const code = await db.transaction(async (tx) => {
    await renewClaim(tx, pending.id);
    return issueCode(tx, {
      email: user.email,
      purpose: input.purpose,
      userId: user.id,
      pendingSignupId: pending.id,
    });
  });
  await mailCode(db, { ...pending, email: user.email }, input.purpose, code);
  return {};
}

/** Always answers the same way, so the form does not tell who has an account. */
export async function forgotPassword(ctx: RequestContext, email: string): Promise<void> {
  await resendCode(ctx, { email, purpose: "reset" });
}

/**
 * The account is verified and this browser holds the claim of the sign-up that was verified (the
 * one kept after verification): it may be told so. Anybody else gets the answers of an unknown address.
 */
async function verifiedInThisBrowser(
  db: Db,
  input: { email: string; claim?: string },
): Promise<UserRow | undefined> {
  if (!input.claim) return undefined;
  const user = await findUserByEmail(db, input.email);
  if (!user?.verifiedAt) return undefined;
  return (await claimOfEmail(db, input)) ? user : undefined;
}

/** Sets a new password with the e-mailed reset code; every session of the account ends. */
export async function resetPassword(
  ctx: RequestContext,
  input: { email: string; code: string; password: string; claim?: string },
): Promise<void> {
  const db = await dbOf(ctx);
  await countAttempt(db, "code", attemptOf(ctx, input.email));
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError("invalid", "account.code_expired");
  await consumeCode(db, { email: user.email, purpose: "reset", code: input.code });
  await attemptSucceeded(db, "code", attemptOf(ctx, input.email));
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, verifiedAt: user.verifiedAt ?? new Date() })
      .where(eq(users.id, user.id));
    // The mailbox is proved now: sign-ups still waiting for a code have nothing left to verify;
    // the one this browser made stays, so that coming back to verify it sends it to sign in.
    const mine = await claimOfEmail(tx, { claim: input.claim, email: user.email });
    await deleteClaimsOf(tx, user.email, mine?.id);
  });
  await deleteOtherSessions(db, user.id);
}
