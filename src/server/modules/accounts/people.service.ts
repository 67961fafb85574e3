/**
 * People in the console (admins): customers, sellers, editors and admins in one list, and what an
 * admin may do to an account: block or unblock it (a blocked person's sessions end at once and
 * sign-in is refused), end its sessions, mail it a password reset, change its role. Every action
 * is in the audit log; an admin keeps their own admin role and access, and the shop keeps an admin.
 */
import { and, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { Db, DbOrTx } from "../../platform/db/client.ts";
import { sessions, stores, users } from "../../platform/db/schema/index.ts";
import type { UserRole } from "../../platform/db/schema/enums.ts";
import { offsetOf, paged } from "../../platform/api/paged.ts";
import { containing } from "../../platform/db/like.ts";
import { recordAudit } from "../audit/index.ts";
import type { ConsoleActor } from "./permissions.ts";
import { forgotPassword } from "./signup.service.ts";

export const BLOCKED = 2;
const ACTIVE = 1;

export interface PeopleFilters {
  q?: string;
  role?: UserRole;
  page: number;
  perPage: number;
}

/** One page of people, newest accounts first, with their store when they own one. */
export async function listPeople(db: Db, filters: PeopleFilters) {
  const where: SQL[] = [isNull(users.deletedAt)];
  if (filters.role) where.push(eq(users.role, filters.role));
  if (filters.q) {
    const words = containing(filters.q);
    where.push(or(ilike(users.name, words), ilike(users.email, words), ilike(stores.name, words)) as SQL);
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        store: stores.name,
        joined_at: users.createdAt,
        last_sign_in_at: users.lastSignInAt,
        status: users.status,
      })
      .from(users)
      .leftJoin(stores, eq(stores.ownerId, users.id))
      .where(condition)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filters.perPage)
      .offset(offsetOf(filters.page, filters.perPage)),
    db.select({ n: count() }).from(users).leftJoin(stores, eq(stores.ownerId, users.id)).where(condition),
  ]);
  return paged(
    rows.map(({ status, joined_at, last_sign_in_at, ...row }) => ({
      ...row,
      role: row.role as UserRole,
      joined_at: joined_at.toISOString(),
      last_sign_in_at: last_sign_in_at?.toISOString() ?? null,
      blocked: status === BLOCKED,
    })),
    { page: filters.page, perPage: filters.perPage, total: Number(total?.n ?? 0) },
  );
}

async function personOf(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for("update");
  if (!row) throw notFound("person");
  return row;
}

/**
 * Role changes and blocks wait for each other (taken first, before any row lock, so they never
 * deadlock): two admins demoting or blocking each other at once leave one admin.
 */
async function oneChangeOfAccessAtATime(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop admins'))`);
}

/** Refuses to take away `id`'s admin role or access when no other admin could still sign in. */
async function keepAnotherAdmin(tx: DbOrTx, id: number) {
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, ACTIVE), isNull(users.deletedAt), ne(users.id, id)));
  if (Number(others?.n ?? 0) === 0) throw new AppError("conflict", "console.last_admin");
}

const audit = (tx: DbOrTx, actor: ConsoleActor, id: number, action: string, before = {}, after = {}) =>
  recordAudit(tx, actor, { entity: "user", entityId: id, action, storeId: null, before, after });

/** Blocks an account: its sessions end in the same transaction, and sign-in is refused from now on. */
export async function blockPerson(ctx: RequestContext, actor: ConsoleActor, id: number, reason: string) {
  if (id === actor.id) throw new AppError("conflict", "console.block_self");
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    await oneChangeOfAccessAtATime(tx);
    const person = await personOf(tx, id);
    if (person.status === BLOCKED) return;
    if (person.role === "admin") await keepAnotherAdmin(tx, id);
    await tx.update(users).set({ status: BLOCKED, updatedAt: new Date() }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await audit(tx, actor, id, "block", { blocked: false }, { blocked: true, reason });
  });
}

export async function unblockPerson(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const person = await personOf(tx, id);
    if (person.status !== BLOCKED) return;
    await tx.update(users).set({ status: ACTIVE, updatedAt: new Date() }).where(eq(users.id, id));
    await audit(tx, actor, id, "unblock", { blocked: true }, { blocked: false });
  });
}

/** Ends every session of the person: each browser they use finds them signed out at its next request. */
export async function signOutEverywhere(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await personOf(tx, id);
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    await audit(tx, actor, id, "sign_out_everywhere", { sessions: ended.length }, { sessions: 0 });
    return { sessions: ended.length };
  });
}

/** The reset mail a person asks for on the sign-in page (same code, mail and cooldown). */
export async function mailPasswordReset(ctx: RequestContext, actor: ConsoleActor, id: number) {
  const db = await dbOf(ctx);
  const person = await personOf(db, id);
  await forgotPassword(ctx, person.email);
  await audit(db, actor, id, "password_reset");
}

/**
 * Gives a person another role. An admin cannot take away their own admin role, and the last admin
 * who can sign in cannot lose it: the shop always keeps somebody who can manage it.
 */
export async function changeRole(ctx: RequestContext, actor: ConsoleActor, id: number, role: UserRole) {
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    await oneChangeOfAccessAtATime(tx);
    const person = await personOf(tx, id);
    if (person.role === role) return;
    if (person.role === "admin") {
      if (id === actor.id) throw new AppError("conflict", "console.own_admin_role");
      await keepAnotherAdmin(tx, id);
    }
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
    await audit(tx, actor, id, "change_role", { role: person.role }, { role });
  });
}
