import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { sessions, users } from "../../platform/db/schema/index.ts";
import type { RequestContext } from "../../platform/context.ts";
import { hashToken, newToken } from "./tokens.ts";

/** Same lifetime as the `frontend_` cookie (31622400 s, 366 days). */
export const SESSION_SECONDS = 31_622_400;

export type SessionUser = NonNullable<RequestContext["user"]>;

/** Starts a session; the returned token is shown once and only its hash is kept. */
export async function createSession(db: Db, userId: number, userAgent?: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
  return token;
}

/** The active user behind a token, or undefined (unknown, expired, deleted or banned). */
export async function userOfToken(db: Db, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.expiresAt, new Date()),
        isNull(users.deletedAt),
        eq(users.status, 1),
      ),
    )
    .limit(1);
  return row ? { ...row, role: row.role as SessionUser["role"] } : undefined;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of the user except the one making the request (after a password change). */
export async function deleteOtherSessions(db: Db, userId: number, keepToken?: string): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepToken ? and(mine, ne(sessions.tokenHash, hashToken(keepToken))) : mine);
}
