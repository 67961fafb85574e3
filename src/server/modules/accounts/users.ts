import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { cartItems, users } from "../../platform/db/schema/index.ts";
import type { UserRole } from "../../platform/db/schema/enums.ts";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function cartCountOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return Number(row?.count ?? 0);
}

/** What the browser may see of a user: never the password hash. */
export function publicUser(user: UserRow, cartCount: number) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    role: user.role as UserRole,
    verified: user.verifiedAt !== null,
    has_password: user.passwordHash !== null,
    cart_count: cartCount,
  };
}

export type PublicUser = ReturnType<typeof publicUser>;
