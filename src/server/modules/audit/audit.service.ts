import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { auditLog, users } from "../../platform/db/schema/index.ts";
import { offsetOf, paged } from "../../platform/api/paged.ts";
import { containing } from "../../platform/db/like.ts";
import type { UserRole } from "../../platform/db/schema/enums.ts";

type Fields = Record<string, unknown>;

/** Who writes or reads the log (the console guard's answer fits it). */
export interface AuditActor {
  id: number;
  role: UserRole;
  storeId: number | null;
  /** What the actor may read: every entry, their store's, or their own. */
  reach: "all" | "store" | "self";
}

/** The fields whose value differs, as { field: [before, after] } (a field absent on one side is null). */
export function changesBetween(
  before: Fields | null,
  after: Fields | null,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = [was, now];
  }
  return changes;
}

export interface AuditEntry {
  entity: string;
  entityId: number | null;
  action: string;
  /** The store the entity belongs to: its seller sees the entry. */
  storeId: number | null;
  before?: Fields | null;
  after?: Fields | null;
}

/** Writes one audit entry; pass the write's transaction so both land or neither does. */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await recordAudits(tx, actor, [entry]);
}

/** Whether the log holds the deletion of this entity (indexed by entity and id): gone for good, not missing. */
export async function wasDeleted(ctx: RequestContext, entity: string, entityId: number): Promise<boolean> {
  const db = await dbOf(ctx);
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId), eq(auditLog.action, "delete")))
    .limit(1);
  return row !== undefined;
}

/** Writes many entries of one actor in one statement (a CSV import's batch). */
export async function recordAudits(tx: DbOrTx, actor: AuditActor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: actor.id,
      actorRole: actor.role,
      storeId: entry.storeId,
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      changes: changesBetween(entry.before ?? null, entry.after ?? null),
    })),
  );
}

export interface AuditFilters {
  actor?: number;
  /** Part of the person's name or e-mail. */
  person?: string;
  entity?: string;
  from?: Date;
  to?: Date;
  page: number;
  perPage: number;
}

/**
 * Entries by people whose name or e-mail holds the words. Only admins match e-mails: a seller or an
 * editor sees people's names on their entries but not their addresses, so the filter must not let
 * them guess one letter by letter.
 */
function byPerson(actor: AuditActor, person: string | undefined): SQL | undefined {
  if (!person) return undefined;
  const words = containing(person);
  return actor.reach === "all"
    ? or(ilike(users.name, words), ilike(users.email, words))
    : ilike(users.name, words);
}

/** The audit log as the actor may see it: admins all, sellers their store's entries, editors their own. */
export async function listAudit(ctx: RequestContext, actor: AuditActor, filters: AuditFilters) {
  const db = await dbOf(ctx);
  const where: (SQL | undefined)[] = [
    actor.reach === "store" ? eq(auditLog.storeId, actor.storeId ?? -1) : undefined,
    actor.reach === "self" ? eq(auditLog.actorId, actor.id) : undefined,
    filters.actor ? eq(auditLog.actorId, filters.actor) : undefined,
    byPerson(actor, filters.person),
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.from ? gte(auditLog.createdAt, filters.from) : undefined,
    filters.to ? lt(auditLog.createdAt, filters.to) : undefined,
  ];
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actor_id: auditLog.actorId,
        actor_name: users.name,
        actor_role: auditLog.actorRole,
        store_id: auditLog.storeId,
        entity: auditLog.entity,
        entity_id: auditLog.entityId,
        action: auditLog.action,
        changes: auditLog.changes,
        at: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filters.perPage)
      .offset(offsetOf(filters.page, filters.perPage)),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(condition),
  ]);
  return paged(
    rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    { page: filters.page, perPage: filters.perPage, total: total?.total ?? 0 },
  );
}
