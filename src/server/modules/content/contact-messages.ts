/** Contact messages in the console (admins): the newest first, read one, mark it handled. */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { notFound } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { contactMessages, users } from "../../platform/db/schema/index.ts";
import { offsetOf, paged } from "../../platform/api/paged.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  read_at: contactMessages.readAt,
  handled_at: contactMessages.handledAt,
  handled_by: users.name,
  created_at: contactMessages.createdAt,
};

type Row = { read_at: Date | null; handled_at: Date | null; created_at: Date };
const messageView = <T extends Row>({ read_at, handled_at, created_at, ...row }: T) => ({
  ...row,
  read: read_at !== null,
  handled_at: handled_at?.toISOString() ?? null,
  created_at: created_at.toISOString(),
});

/** One page of messages, newest first; `handled` keeps only those handled or only those waiting. */
export async function listContactMessages(
  db: Db,
  filters: { handled?: boolean; page: number; perPage: number },
) {
  const where: SQL | undefined =
    filters.handled === undefined
      ? undefined
      : filters.handled
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(filters.perPage)
      .offset(offsetOf(filters.page, filters.perPage)),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return paged(rows.map(messageView), {
    page: filters.page,
    perPage: filters.perPage,
    total: Number(total?.n ?? 0),
  });
}

/** One message; reading it the first time marks it read. */
export async function readContactMessage(ctx: RequestContext, id: number) {
  const db = await dbOf(ctx);
  await db
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
  const [row] = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, id));
  if (!row) throw notFound("message");
  return messageView(row);
}

/** Marks a message handled (or waiting again), with who did it, in the audit log. */
export async function setMessageHandled(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  handled: boolean,
) {
  const db = await dbOf(ctx);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!row) throw notFound("message");
    if ((row.handledAt !== null) === handled) return;
    await tx
      .update(contactMessages)
      .set({
        handledAt: handled ? new Date() : null,
        handledBy: handled ? actor.id : null,
        readAt: row.readAt ?? new Date(),
      })
      .where(eq(contactMessages.id, id));
    await recordAudit(tx, actor, {
      entity: "contact_message",
      entityId: id,
      action: handled ? "handle" : "reopen",
      storeId: null,
      before: { handled: !handled },
      after: { handled },
    });
  });
}
