import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { RequestContext } from "../../platform/context.ts";
import { AppError } from "../../core/errors.ts";

/** Whose cart, addresses and orders: a signed-in user, else a guest's user_token. */
export type Owner = { userId: number; guestToken?: undefined } | { userId?: undefined; guestToken: string };

export function ownerOf(ctx: RequestContext): Owner {
  if (ctx.user) return { userId: ctx.user.id };
  if (ctx.guestToken) return { guestToken: ctx.guestToken };
  throw new AppError("unauthenticated", "server.unauthenticated");
}

/** Row filter for a table with user_id and guest_token columns; guest rows never match a user. */
export function ownedBy(owner: Owner, columns: { userId: AnyPgColumn; guestToken: AnyPgColumn }): SQL {
  if (owner.userId !== undefined) return eq(columns.userId, owner.userId);
  return and(eq(columns.guestToken, owner.guestToken), isNull(columns.userId)) as SQL;
}

/** Column values that make a new row belong to the owner. */
export function ownerColumns(owner: Owner): { userId: number | null; guestToken: string | null } {
  return owner.userId !== undefined
    ? { userId: owner.userId, guestToken: null }
    : { userId: null, guestToken: owner.guestToken };
}

/** A guest's user_token may come in the body of a POST; the signed-in user always wins. */
export function withGuestToken(ctx: RequestContext, token: string | undefined): RequestContext {
  if (ctx.user || !token) return ctx;
  return { ...ctx, guestToken: token };
}
