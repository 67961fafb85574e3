import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors.ts";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { bankTransfers, orders, PAYMENT_METHOD, PAYMENT_STATUS } from "../../platform/db/schema/index.ts";
import { bankTransferRow, type BankTransferDetails } from "../../platform/payments/bank-transfer.ts";
import { PaymentVerificationError } from "../../platform/payments/gateway.ts";
import { gatewayFor, gateways, type Gateways } from "../../platform/payments/registry.ts";
import type { BankTransferView } from "../../../lib/order-view.ts";
import { ownedBy, ownerOf } from "../accounts/index.ts";
import { shopBankAccount } from "../payments/index.ts";
import { sendAfterCommit, type QueuedMail } from "./order-mail-queue.ts";
import { applyConfirmation, type Settlement } from "./payment.service.ts";
import type { Tx } from "./stock.ts";

type OrderRow = typeof orders.$inferSelect;
type TransferRow = typeof bankTransfers.$inferSelect;

const BANK = PAYMENT_METHOD.bankTransfer;

/** Whether `transactionId` already paid another order: one bank transfer never pays two orders. */
async function confirmedOnAnotherOrder(tx: Tx, orderId: number, transactionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bankTransfers.id })
    .from(bankTransfers)
    .where(
      and(
        eq(bankTransfers.status, "confirmed"),
        ne(bankTransfers.orderId, orderId),
        sql`lower(${bankTransfers.transactionId}) = lower(${transactionId.trim()})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The order and its transfer details, locked (order row first, as every payment change does). */
async function lockTransfer(tx: Tx, where: ReturnType<typeof and>) {
  const [order] = await tx.select().from(orders).where(where).for("update");
  if (!order) throw notFound("order");
  const [transfer] = await tx
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.orderId, order.id))
    .for("update");
  return { order, transfer };
}

/**
 * order/transaction: the customer's bank transfer details for their unpaid bank-transfer order. A
 * correction replaces the details sent before (a rejected submission becomes a new one to decide);
 * confirmed details are final.
 */
export async function submitBankTransfer(
  ctx: RequestContext,
  orderId: number,
  details: BankTransferDetails,
): Promise<void> {
  const db = await dbOf(ctx);
  const row = bankTransferRow(details);
  await db.transaction(async (tx) => {
    const { order, transfer } = await lockTransfer(
      tx,
      and(eq(orders.id, orderId), ownedBy(ownerOf(ctx), orders)),
    );
    if (order.paymentMethod !== BANK || order.cancelled)
      throw new AppError("conflict", "shop.bank_transfer_wrong_order");
    if (order.paymentStatus === PAYMENT_STATUS.paid || transfer?.status === "confirmed")
      throw new AppError("conflict", "shop.bank_transfer_already_confirmed");
    if (await confirmedOnAnotherOrder(tx, order.id, row.transactionId))
      throw new AppError("conflict", "shop.bank_transfer_id_used");
    const fresh = { ...row, status: "submitted" as const, rejectedAt: null, rejectedBy: null };
    await tx
      .insert(bankTransfers)
      .values({ orderId: order.id, ...fresh })
      .onConflictDoUpdate({ target: bankTransfers.orderId, set: { ...fresh, updatedAt: new Date() } });
  });
}

/** The answer to a decision: the state the order is in after it. */
function answerOf(order: OrderRow, transfer: TransferRow["status"], changed: boolean): Settlement {
  const paid = order.paymentStatus === PAYMENT_STATUS.paid;
  return {
    orderId: order.id,
    trackingCode: order.trackingCode,
    status: paid ? "paid" : "pending",
    ...(!paid && transfer === "rejected" ? { reason: "rejected_by_shop" as const } : {}),
    changed,
  };
}

/**
 * The shop's admin confirms or rejects the latest transfer details of an order. Confirmed → paid
 * (through the bank-transfer gateway, like any payment), and final. Rejected → the order stays
 * unpaid and open for corrected details. Both lock the order, so two decisions at once are taken one
 * after the other: the second sees the first.
 */
export async function decideBankTransfer(
  ctx: RequestContext,
  orderId: number,
  decision: "paid" | "rejected",
  registry: Gateways = gateways(),
): Promise<Settlement> {
  if (!ctx.user) throw new AppError("unauthenticated", "server.unauthenticated");
  if (ctx.user.role !== "admin") throw new AppError("forbidden", "server.forbidden");
  const adminId = ctx.user.id;
  const db = await dbOf(ctx);
  const { settlement, mail } = await db.transaction(
    async (tx): Promise<{ settlement: Settlement; mail?: QueuedMail }> => {
      const { order, transfer } = await lockTransfer(
        tx,
        and(eq(orders.id, orderId), eq(orders.paymentMethod, BANK)),
      );
      if (!transfer) throw new AppError("conflict", "shop.bank_transfer_not_submitted");
      if (transfer.status === "confirmed" || order.paymentStatus === PAYMENT_STATUS.paid) {
        if (decision === "rejected") throw new AppError("conflict", "shop.bank_transfer_already_confirmed");
        return { settlement: answerOf(order, "confirmed", false) };
      }
      if (decision === "rejected") {
        if (transfer.status === "rejected") return { settlement: answerOf(order, "rejected", false) };
        await tx
          .update(bankTransfers)
          .set({ status: "rejected", rejectedAt: new Date(), rejectedBy: adminId, updatedAt: new Date() })
          .where(eq(bankTransfers.id, transfer.id));
        return { settlement: answerOf(order, "rejected", true) };
      }
      if (transfer.status === "rejected")
        throw new AppError("conflict", "shop.bank_transfer_awaiting_correction");
      if (await confirmedOnAnotherOrder(tx, order.id, transfer.transactionId))
        throw new AppError("conflict", "shop.bank_transfer_id_used");
      const applied = await confirmTransfer(tx, order, transfer, registry);
      // The transaction id is the payment's external id: it paid another order already.
      if (applied.settlement.status !== "paid" || !applied.settlement.changed)
        throw new AppError("conflict", "shop.bank_transfer_id_used");
      await tx
        .update(bankTransfers)
        .set({ status: "confirmed", confirmedAt: new Date(), confirmedBy: adminId, updatedAt: new Date() })
        .where(eq(bankTransfers.id, transfer.id));
      return { settlement: { ...applied.settlement, reason: undefined }, mail: applied.mail };
    },
  );
  if (mail) void sendAfterCommit(db, mail);
  return settlement;
}

/** The bank-transfer gateway's confirmation of these details, applied to the locked order. */
async function confirmTransfer(tx: Tx, order: OrderRow, transfer: TransferRow, registry: Gateways) {
  const gateway = gatewayFor(BANK, registry);
  if (!gateway) throw new AppError("invalid", "shop.payment_unverified");
  const reference = order.paymentReference ?? order.trackingCode;
  try {
    const confirmation = await gateway.confirm(
      { source: "shop", shop: { reference, decision: "paid", transactionId: transfer.transactionId } },
      async () => ({ amount: order.total, currency: order.currency }),
    );
    return await applyConfirmation(tx, BANK, confirmation);
  } catch (error) {
    if (error instanceof PaymentVerificationError)
      throw new AppError("invalid", "shop.payment_unverified", { cause: error });
    throw error;
  }
}

/** The bank-transfer part of each of these orders' views (null for other payment methods). */
export async function bankTransferViews(
  db: Db,
  rows: OrderRow[],
  registry: Gateways = gateways(),
): Promise<Map<number, BankTransferView>> {
  const views = new Map<number, BankTransferView>();
  const banked = rows.filter((o) => o.paymentMethod === BANK);
  if (banked.length === 0) return views;
  const transfers = await db
    .select()
    .from(bankTransfers)
    .where(
      inArray(
        bankTransfers.orderId,
        banked.map((o) => o.id),
      ),
    );
  const owing = banked.some((o) => o.paymentStatus !== PAYMENT_STATUS.paid && !o.cancelled);
  const account = owing ? await shopBankAccount(db, registry) : null;
  for (const order of banked) {
    const sent = transfers.find((t) => t.orderId === order.id);
    views.set(order.id, {
      shop_account: order.paymentStatus !== PAYMENT_STATUS.paid && !order.cancelled ? account : null,
      submitted: sent
        ? {
            transaction_id: sent.transactionId,
            bank_name: sent.bankName,
            account_holder_name: sent.accountHolderName,
            account_number: sent.accountNumber,
            branch_name: sent.branchName,
            status: sent.status,
          }
        : null,
    });
  }
  return views;
}
