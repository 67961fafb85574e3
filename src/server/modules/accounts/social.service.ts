import { and, eq } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import { oauthAccounts, settings, users } from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import { startSession, type SignedIn } from "./accounts.service.ts";
import { deleteClaimsOf } from "./claims.ts";
import { notify } from "./notify.ts";
import { isConfigured, type Identity, type Provider } from "./oauth.ts";
import { findUserByEmail, findUserById, type UserRow } from "./users.ts";

/** A provider is offered when the shop's settings switch it on and its keys are configured. */
export async function socialLoginEnabled(ctx: RequestContext, provider: Provider): Promise<boolean> {
  if (!isConfigured(provider)) return false;
  const db = await dbOf(ctx);
  const [row] = await db
    .select({ google: settings.googleLogin, facebook: settings.facebookLogin })
    .from(settings)
    .where(eq(settings.id, 1));
  return Boolean(row?.[provider]);
}

/**
 * The account of a social identity: the one linked before, else the account with the same verified
 * e-mail (linked now), else a new verified account. An unverified e-mail never links to an account.
 */
async function accountOfIdentity(ctx: RequestContext, identity: Identity): Promise<UserRow> {
  const db = await dbOf(ctx);
  const [link] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, identity.provider), eq(oauthAccounts.subject, identity.subject)));
  if (link) {
    const linked = await findUserById(db, link.userId);
    if (linked) return linked;
  }
  if (!identity.email || !identity.emailVerified) {
    throw new AppError("invalid", {
      key: "account.social_no_email",
      params: { provider: identity.provider },
    });
  }
  let user = await findUserByEmail(db, identity.email);
  if (user && !user.verifiedAt) {
    const unproved = user;
    // Nobody had proved the mailbox before: the password typed at sign-up may be anybody's, so it
    // goes (the person can set one in the profile), and sign-ups still waiting for a code end.
    [user] = await db.transaction(async (tx) => {
      await deleteClaimsOf(tx, unproved.email);
      return tx
        .update(users)
        .set({ verifiedAt: new Date(), passwordHash: null })
        .where(eq(users.id, unproved.id))
        .returning();
    });
  }
  const created = !user;
  if (!user) {
    [user] = await db
      .insert(users)
      .values({
        name: identity.name?.trim() || identity.email.split("@")[0],
        email: identity.email,
        verifiedAt: new Date(),
        locale: ctx.lang,
      })
      .returning();
  }
  await db
    .insert(oauthAccounts)
    .values({
      userId: user.id,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
    })
    .onConflictDoNothing();
  if (created) await notify(db, "welcome", user);
  return user;
}

export async function signInWithIdentity(
  ctx: RequestContext,
  identity: Identity,
  options: { guestToken?: string; userAgent?: string },
): Promise<SignedIn> {
  const user = await accountOfIdentity(ctx, identity);
  if (user.status !== 1) throw new AppError("forbidden", "account.suspended");
  return startSession(ctx, user, options);
}
