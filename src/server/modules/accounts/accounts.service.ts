import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import {
  addresses,
  cartItems,
  compareLists,
  oauthAccounts,
  oneTimeCodes,
  orders,
  sessions,
  storeFollows,
  users,
  wishlists,
} from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import { claimAccountValues, deleteClaimsOf } from "./claims.ts";
import { mergeGuestIntoUser } from "./guest-merge.ts";
import { notifyAfterAnswer } from "./notify.ts";
import { removeUpload } from "../../platform/uploads/stored-files.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { createSession, deleteOtherSessions, deleteSession } from "./sessions.ts";
import {
  attemptOf,
  attemptSucceeded,
  countAttempt,
  SIGN_IN_NOTICE_AFTER,
  wrongPasswordNeedsNotice,
} from "./rate-limit.ts";
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
