import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import { bankTransfers, orders, PAYMENT_METHOD, PAYMENT_STATUS } from "../../platform/db/schema/index.ts";
import { bankTransferRow, type BankTransferDetails } from "../../platform/payments/bank-transfer.ts";
import { gateways, type Gateways } from "../../platform/payments/registry.ts";
import { ownedBy, ownerOf } from "../accounts/index.ts";
import { confirmPayment, type Settlement } from "./payment.service.ts";

/** order/transaction: the customer's bank transfer details for an unpaid bank-transfer order. */
export async function submitBankTransfer(
  ctx: RequestContext,
  orderId: number,
  details: BankTransferDetails,
): Promise<void> {
  const db = await dbOf(ctx);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(ownerOf(ctx), orders)));
  if (!order) throw notFound("order");
  if (
    order.paymentMethod !== PAYMENT_METHOD.bankTransfer ||
    order.paymentStatus === PAYMENT_STATUS.paid ||
    order.cancelled
  )
    throw new AppError("conflict", "shop.bank_transfer_wrong_order");
  const row = bankTransferRow(details);
  await db
    .insert(bankTransfers)
    .values({ orderId, ...row })
    .onConflictDoUpdate({
      target: bankTransfers.orderId,
      set: { ...row, updatedAt: new Date() },
      where: sql`${bankTransfers.confirmedAt} is null`,
    });
}

/** The shop confirms (or rejects) a submitted bank transfer; paid follows from the gateway's answer. */
export async function decideBankTransfer(
  ctx: RequestContext,
  orderId: number,
  decision: "paid" | "rejected",
  registry: Gateways = gateways(),
): Promise<Settlement> {
  if (!ctx.user) throw new AppError("unauthenticated", "server.unauthenticated");
  if (ctx.user.role !== "admin") throw new AppError("forbidden", "server.forbidden");
  const db = await dbOf(ctx);
  const [row] = await db
    .select({ order: orders, transfer: bankTransfers })
    .from(orders)
    .innerJoin(bankTransfers, eq(bankTransfers.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound("order");
  const reference = row.order.paymentReference ?? row.order.trackingCode;
  const settled = await confirmPayment(
    db,
    PAYMENT_METHOD.bankTransfer,
    { source: "shop", shop: { reference, decision, transactionId: row.transfer.transactionId } },
    registry,
  );
  if (decision === "paid")
    await db
      .update(bankTransfers)
      .set({ confirmedAt: new Date(), confirmedBy: ctx.user.id })
      .where(and(eq(bankTransfers.orderId, orderId), isNull(bankTransfers.confirmedAt)));
  return settled;
}
