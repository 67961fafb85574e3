import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import {
  addresses,
  cartItems,
  compareLists,
  oauthAccounts,
  oneTimeCodes,
  orders,
  pendingSignups,
  sessions,
  storeFollows,
  users,
  wishlists,
} from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import type { PendingApplication } from "../../platform/db/schema/index.ts";
import {
  claimAccountValues,
  claimOfEmail,
  createClaim,
  deleteClaimsOf,
  deleteExpiredClaims,
  findClaim,
  renewClaim,
} from "./claims.ts";
import { CODE_MINUTES, consumeCode, issueCode } from "./codes.ts";
import type { CodePurpose } from "../../platform/db/schema/enums.ts";
import { mergeGuestIntoUser } from "./guest-merge.ts";
import { fileVerifiedApplication } from "./seller-applications.ts";
import { notify, notifyAfterAnswer } from "./notify.ts";
import { removeUpload } from "../../platform/uploads/stored-files.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { createSession, deleteOtherSessions, deleteSession } from "./sessions.ts";
import {
  attemptSucceeded,
  codeCooldown,
  countAttempt,
  SIGN_IN_NOTICE_AFTER,
  wrongPasswordNeedsNotice,
  type Attempt,
} from "./rate-limit.ts";
import { newToken } from "./tokens.ts";
import {
  cartCountOf,
  findUserByEmail,
  findUserById,
  publicUser,
  type PublicUser,
  type UserRow,
} from "./users.ts";

/** Compared against when the e-mail is unknown, so both answers take the same time. */
const DUMMY_HASH = hashPassword("not-a-real-password");

export function signedInUser(ctx: RequestContext): NonNullable<RequestContext["user"]> {
  if (!ctx.user) throw new AppError("unauthenticated", "server.unauthenticated");
  return ctx.user;
}

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

const attemptOf = (ctx: RequestContext, email: string): Attempt => ({ email, address: ctx.clientAddress });

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

/**
 * Sign-in refused because the e-mail is not verified yet (spec: the message says so and lets the
 * code be sent again). It carries a claim for the account's values, so that "send the code again"
 * from this browser mails a code that verifies.
 */
export class UnverifiedAccount extends AppError {
  readonly claim: string;
  constructor(claim: string) {
    super("conflict", "account.unverified");
    this.claim = claim;
  }
}

export interface SignedIn {
  token: string;
  user: PublicUser;
}

/** Starts a session for a user who proved who they are, moving the guest's things along. */
export async function startSession(
  ctx: RequestContext,
  user: UserRow,
  options: { guestToken?: string; userAgent?: string } = {},
): Promise<SignedIn> {
  const db = await dbOf(ctx);
  const guestToken = options.guestToken ?? ctx.guestToken;
  if (guestToken) await mergeGuestIntoUser(db, guestToken, user.id);
  const token = await createSession(db, user.id, options.userAgent);
  return { token, user: publicUser(user, await cartCountOf(db, user.id)) };
}

export async function signIn(
  ctx: RequestContext,
  input: { email: string; password: string; guestToken?: string; userAgent?: string },
): Promise<SignedIn> {
  const db = await dbOf(ctx);
  await countAttempt(db, "signIn", attemptOf(ctx, input.email));
  const user = await findUserByEmail(db, input.email);
  const rightPassword = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH));
  if (!user || !user.passwordHash || !rightPassword) {
    if (user && (await wrongPasswordNeedsNotice(db, user.email))) {
      await notifyAfterAnswer(db, "sign_in_attempts", user, { count: SIGN_IN_NOTICE_AFTER });
    }
    throw new AppError("invalid", "account.wrong_credentials");
  }
  await attemptSucceeded(db, "signIn", attemptOf(ctx, input.email));
  if (user.status !== 1) throw new AppError("forbidden", "account.suspended");
  if (!user.verifiedAt) {
    throw new UnverifiedAccount(await claimAccountValues(db, { ...user, passwordHash: user.passwordHash }));
  }
  return startSession(ctx, user, input);
}

export async function signOut(ctx: RequestContext, token: string | undefined): Promise<void> {
  const db = await dbOf(ctx);
  await countAttempt(db, "signOut", { email: "", address: ctx.clientAddress });
  if (token) await deleteSession(db, token);
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

export async function profile(ctx: RequestContext) {
  const db = await dbOf(ctx);
  const user = await findUserById(db, signedInUser(ctx).id);
  if (!user) throw new AppError("unauthenticated", "server.unauthenticated");
  const cartCount = await cartCountOf(db, user.id);
  return { is_logged_in: true, cart_count: cartCount, user: publicUser(user, cartCount) };
}

/** A new avatar replaces the old one, whose file is deleted once the profile points at the new one. */
export async function updateProfile(
  ctx: RequestContext,
  input: { name: string; phone?: string | null; avatar?: string | null },
) {
  const db = await dbOf(ctx);
  const changes: Partial<UserRow> = { name: input.name.trim() };
  if (input.phone !== undefined) changes.phone = input.phone || null;
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  const before = await findUserById(db, signedInUser(ctx).id);
  await db
    .update(users)
    .set(changes)
    .where(eq(users.id, signedInUser(ctx).id));
  if (input.avatar !== undefined && before?.avatar !== input.avatar) await removeUpload(before?.avatar);
  return profile(ctx);
}

/** Needs the current password (unless the account never had one); ends the other sessions. */
export async function changePassword(
  ctx: RequestContext,
  input: { currentPassword?: string; password: string; keepToken?: string },
): Promise<void> {
  const db = await dbOf(ctx);
  const user = await findUserById(db, signedInUser(ctx).id);
  if (!user) throw new AppError("unauthenticated", "server.unauthenticated");
  if (user.passwordHash && !(await verifyPassword(input.currentPassword ?? "", user.passwordHash))) {
    throw new AppError("invalid", "account.wrong_current_password");
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, user.id));
  await deleteOtherSessions(db, user.id, input.keepToken);
}

/**
 * Removes the person: personal data, sessions, cart, lists, addresses and social links go; the
 * orders stay for the shop's books, anonymised (e-mail replaced; the ship-to address keeps only
 * country, state and city). Refused while an order is still on its way, since that order needs its
 * address to be delivered.
 */
export async function deleteAccount(ctx: RequestContext, input: { password?: string }): Promise<void> {
  const db = await dbOf(ctx);
  const user = await findUserById(db, signedInUser(ctx).id);
  if (!user) throw new AppError("unauthenticated", "server.unauthenticated");
  if (user.passwordHash && !(await verifyPassword(input.password ?? "", user.passwordHash))) {
    throw new AppError("invalid", "account.wrong_current_password");
  }
  const anonymous = `deleted-${user.id}@deleted.invalid`;
  await db.transaction(async (tx) => {
    const [inFlight] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.cancelled, false), lt(orders.deliveryStatus, 5)))
      .limit(1);
    if (inFlight) throw new AppError("conflict", "account.orders_in_flight");
    for (const table of [
      sessions,
      cartItems,
      wishlists,
      compareLists,
      storeFollows,
      addresses,
      oauthAccounts,
    ]) {
      await tx.delete(table).where(eq(table.userId, user.id));
    }
    await tx.delete(oneTimeCodes).where(sql`lower(${oneTimeCodes.email}) = ${user.email.toLowerCase()}`);
    await deleteClaimsOf(tx, user.email);
    await tx
      .update(orders)
      .set({
        email: anonymous,
        address: sql`jsonb_build_object('name', 'Deleted user', 'email', ${anonymous}::text, 'phone', '',
          'country', ${orders.address}->>'country', 'state', ${orders.address}->>'state',
          'city', ${orders.address}->>'city', 'zip_code', '', 'address', '')`,
      })
      .where(eq(orders.userId, user.id));
    await tx
      .update(users)
      .set({
        name: "Deleted user",
        email: anonymous,
        phone: null,
        avatar: null,
        passwordHash: null,
        status: 2,
        deletedAt: new Date(),
      })
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)));
  });
  await removeUpload(user.avatar);
}
