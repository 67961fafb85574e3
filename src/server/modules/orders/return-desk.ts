import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import {
  orderItems,
  orderParts,
  orderStatusHistory,
  orders,
  refunds,
  returnLines,
  returns,
  RETURN_STATUSES,
  type ReturnStatus,
} from "../../platform/db/schema/index.ts";
import { offsetOf, paged, type Paged } from "../../platform/api/paged.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { moveStock } from "../catalog/index.ts";
import { assertMayHandlePart, partCode } from "./order-parts.ts";
import { lockPartOrder, refundPart, type RefundRow } from "./refund.service.ts";
import { sendReturnMail, type ReturnStep } from "./return-mail.ts";
import { refundAmountOf, returnViews, type ReturnView } from "./return-views.ts";
import type { Tx } from "./stock.ts";

type ReturnRow = typeof returns.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type PartRow = typeof orderParts.$inferSelect;

function userOf(ctx: RequestContext) {
  if (!ctx.user) throw new AppError("unauthenticated", "server.unauthenticated");
  return ctx.user;
}

const auditOf = (actor: ConsoleActor) => actor;

export interface ReturnFilters {
  status?: ReturnStatus;
  /** Part of the order's tracking code or the customer's e-mail. */
  search?: string;
  page: number;
  perPage: number;
}

/** console/returns: the returns of the seller's store (admins: every store's), newest first. */
export async function listReturns(
  ctx: RequestContext,
  actor: ConsoleActor,
  filters: ReturnFilters,
): Promise<Paged<ReturnView>> {
  const db = await dbOf(ctx);
  const where: SQL[] = [];
  if (actor.reach === "store") where.push(eq(orderParts.storeId, actor.storeId ?? -1));
  if (filters.status) where.push(eq(returns.status, filters.status));
  if (filters.search) {
    const words = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${orders.trackingCode} ilike ${words} or ${orders.email} ilike ${words})`);
  }
  const base = db
    .select({ id: returns.id })
    .from(returns)
    .innerJoin(orderParts, eq(orderParts.id, returns.partId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(...where));
  const [ids, [total]] = await Promise.all([
    base
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(filters.perPage)
      .offset(offsetOf(filters.page, filters.perPage)),
    db
      .select({ n: count() })
      .from(returns)
      .innerJoin(orderParts, eq(orderParts.id, returns.partId))
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(and(...where)),
  ]);
  const views = await returnViews(
    db,
    ids.map((r) => r.id),
  );
  return paged(views, { page: filters.page, perPage: filters.perPage, total: total?.n ?? 0 });
}

/** The return, if the person may handle its part (a seller another store's: not found). */
async function handledReturn(tx: Tx, ctx: RequestContext, id: number): Promise<ReturnRow> {
  const [ret] = await tx.select().from(returns).where(eq(returns.id, id));
  if (!ret) throw notFound("return");
  const [part] = await tx.select().from(orderParts).where(eq(orderParts.id, ret.partId));
  if (!part) throw notFound("return");
  await assertMayHandlePart(tx, part, userOf(ctx)).catch(() => {
    throw notFound("return");
  });
  return ret;
}

/** console/returns/{id}. */
export async function getReturn(ctx: RequestContext, id: number): Promise<ReturnView> {
  const db = await dbOf(ctx);
  await db.transaction((tx) => handledReturn(tx, ctx, id));
  const [view] = await returnViews(db, [id]);
  if (!view) throw notFound("return");
  return view;
}

/** Which step may follow which: requested → approved | rejected → received → refunded. */
const FROM: Record<Exclude<ReturnStep, "requested">, ReturnStatus> = {
  approved: "requested",
  rejected: "requested",
  received: "approved",
  refunded: "received",
};

async function mailOf(tx: Tx, order: OrderRow, part: PartRow, ret: ReturnRow, step: ReturnStep) {
  const lines = await tx
    .select({ title: orderItems.title, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, ret.id));
  return {
    step,
    email: order.email,
    name: order.address.name,
    lang: order.lang,
    partCode: partCode(order.trackingCode, part.number),
    trackingCode: order.trackingCode,
    lines,
    rejectionReason: ret.rejectionReason,
  };
}

/** Gives the returned units back to stock, each through the stock ledger as a "return" movement. */
async function restock(tx: Tx, ret: ReturnRow, order: OrderRow, actorId: number): Promise<void> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      inventoryId: orderItems.inventoryId,
      quantity: returnLines.quantity,
    })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.returnId, ret.id));
  // Products by id, then variants by id: the lock order checkout uses (stock.ts), so no deadlock.
  const sorted = lines
    .filter((l): l is typeof l & { productId: number } => l.productId !== null)
    .sort((a, b) => a.productId - b.productId || (a.inventoryId ?? 0) - (b.inventoryId ?? 0));
  const note = `Return #${ret.id}`;
  for (const line of sorted) {
    await moveStock(tx, {
      productId: line.productId,
      inventoryId: null,
      delta: line.inventoryId === null ? line.quantity : 0,
      sold: -line.quantity,
      reason: "return",
      note,
      orderId: order.id,
      actorId,
    });
  }
  for (const line of sorted.filter((l) => l.inventoryId !== null))
    await moveStock(tx, {
      productId: line.productId,
      inventoryId: line.inventoryId,
      delta: line.quantity,
      reason: "return",
      note,
      orderId: order.id,
      actorId,
    });
}

/**
 * One step of a return as its store's seller or an admin, under the order's lock: the return's
 * status, the part's timeline, the audit log, and the shopper's mail after the commit.
 */
async function stepReturn(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  step: "approved" | "rejected" | "received",
  extra: { rejectionReason?: string; restock?: boolean } = {},
): Promise<ReturnView> {
  const db = await dbOf(ctx);
  const user = userOf(ctx);
  const mail = await db.transaction(async (tx) => {
    const found = await handledReturn(tx, ctx, id);
    const { order, part } = await lockPartOrder(tx, found.partId);
    const [ret] = await tx.select().from(returns).where(eq(returns.id, id)).for("update");
    if (!ret || ret.status !== FROM[step])
      throw new AppError("conflict", {
        key: "shop.return_step_invalid",
        params: { status: ret?.status ?? "" },
      });
    const now = new Date();
    const [updated] = await tx
      .update(returns)
      .set({
        status: step,
        ...(step === "received"
          ? { receivedAt: now, restock: extra.restock ?? false }
          : { decidedBy: user.id, decidedAt: now }),
        ...(step === "rejected" ? { rejectionReason: extra.rejectionReason ?? null } : {}),
        updatedAt: now,
      })
      .where(eq(returns.id, id))
      .returning();
    if (step === "received" && extra.restock) await restock(tx, ret, order, user.id);
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      partId: part.id,
      deliveryStatus: part.deliveryStatus,
      event: `return_${step}`,
      note: extra.rejectionReason ?? null,
      changedBy: user.id,
    });
    await recordAudit(tx, auditOf(actor), {
      entity: "return",
      entityId: id,
      action: ({ approved: "approve", rejected: "reject", received: "receive" } as const)[step],
      storeId: part.storeId,
      before: { status: ret.status },
      after: {
        status: step,
        ...(extra.rejectionReason ? { rejection_reason: extra.rejectionReason } : {}),
        ...(step === "received" ? { restock: extra.restock ?? false } : {}),
      },
    });
    return mailOf(tx, order, part, updated as ReturnRow, step);
  });
  sendReturnMail(mail);
  return getReturn(ctx, id);
}

export const approveReturn = (ctx: RequestContext, actor: ConsoleActor, id: number) =>
  stepReturn(ctx, actor, id, "approved");

export async function rejectReturn(ctx: RequestContext, actor: ConsoleActor, id: number, reason: string) {
  const text = reason.trim();
  if (!text) throw new AppError("invalid", "shop.return_rejection_required");
  return stepReturn(ctx, actor, id, "rejected", { rejectionReason: text });
}

export const receiveReturn = (ctx: RequestContext, actor: ConsoleActor, id: number, restockUnits: boolean) =>
  stepReturn(ctx, actor, id, "received", { restock: restockUnits });

/**
 * Refunds a received return: its lines' paid amount through refundPart (gateway, or by hand with a
 * reference). A return has one refund: pressing again — with the dialog's key or another — resumes
 * or answers that refund and never refunds twice. The return becomes refunded once the money is.
 */
export async function refundReturn(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: { idempotencyKey: string; manualReference?: string | null },
): Promise<ReturnView> {
  const db = await dbOf(ctx);
  const user = userOf(ctx);
  const planned = await db.transaction(async (tx) => {
    const found = await handledReturn(tx, ctx, id);
    await lockPartOrder(tx, found.partId);
    const [ret] = await tx.select().from(returns).where(eq(returns.id, id));
    if (!ret || (ret.status !== "received" && ret.status !== "refunded"))
      throw new AppError("conflict", {
        key: "shop.return_step_invalid",
        params: { status: ret?.status ?? "" },
      });
    const [earlier] = await tx
      .select({ key: refunds.idempotencyKey })
      .from(refunds)
      .where(and(eq(refunds.returnId, id), inArray(refunds.status, ["pending", "succeeded"])));
    return { ret, key: earlier?.key ?? input.idempotencyKey, amount: await refundAmountOf(tx, id) };
  });
  if (planned.ret.status === "refunded") return getReturn(ctx, id);
  const refund = await refundPart(
    db,
    {
      partId: planned.ret.partId,
      amount: planned.amount,
      returnId: id,
      reason: `Return #${id}`,
      manualReference: input.manualReference ?? null,
      idempotencyKey: planned.key,
    },
    {
      userId: user.id,
      audit: auditOf(actor),
      statusMail: "none",
      ...(ctx.gateways ? { gateways: ctx.gateways } : {}),
    },
  );
  if (refund.status === "succeeded") await markRefunded(ctx, id, refund);
  return getReturn(ctx, id);
}

/** The return's last step, once its refund is made: status, timeline, and the shopper's mail (once). */
async function markRefunded(ctx: RequestContext, id: number, refund: RefundRow): Promise<void> {
  const db = await dbOf(ctx);
  const mail = await db.transaction(async (tx) => {
    const { order, part } = await lockPartOrder(tx, refund.partId);
    const [ret] = await tx
      .update(returns)
      .set({ status: "refunded", refundedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(returns.id, id), eq(returns.status, "received")))
      .returning();
    if (!ret) return null;
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      partId: part.id,
      deliveryStatus: part.deliveryStatus,
      event: "return_refunded",
      changedBy: ctx.user?.id ?? null,
    });
    return {
      ...(await mailOf(tx, order, part, ret, "refunded")),
      refund: { amount: refund.amount, currency: refund.currency },
    };
  });
  if (mail) sendReturnMail(mail);
}

/** console/order-parts/{id}/refund: an admin gives money back on a part outside a return (goodwill, a cancelled part). */
export async function refundPartByAdmin(
  ctx: RequestContext,
  actor: ConsoleActor,
  partId: number,
  input: { amount: number; reason: string; idempotencyKey: string; manualReference?: string | null },
): Promise<RefundRow> {
  if (actor.role !== "admin") throw new AppError("forbidden", "server.forbidden");
  const db = await dbOf(ctx);
  const refund = await refundPart(
    db,
    {
      partId,
      amount: input.amount,
      reason: input.reason,
      manualReference: input.manualReference ?? null,
      idempotencyKey: input.idempotencyKey,
    },
    { userId: actor.id, audit: auditOf(actor), ...(ctx.gateways ? { gateways: ctx.gateways } : {}) },
  );
  return refund;
}

export { RETURN_STATUSES };
