import { and, desc, eq } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import type { Db } from "../../platform/db/client.ts";
import { ledgerEntries, payoutRequests, payouts, stores } from "../../platform/db/schema/index.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { balanceOf, openRequestOf, shopCurrency, storeInReach } from "./balances.ts";
import type { Tx } from "./posting.ts";

/**
 * Payouts take money out of a store's balance, so each one first locks the store's row: two
 * payouts (or requests) of one store run one after the other, and the second sees the first's
 * entry in the balance it checks.
 */
async function lockStore(tx: Tx, storeId: number): Promise<void> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for("update");
}

function assertAmount(amount: number, available: number): void {
  if (!Number.isInteger(amount) || amount <= 0) throw new AppError("invalid", "console.payout_amount");
  if (amount > available) throw new AppError("conflict", "console.payout_over_balance");
}

/** A seller asks to be paid up to the available balance; one open request per store at a time. */
export async function requestPayout(
  db: Db,
  actor: ConsoleActor,
  storeId: number,
  input: { amount: number; note?: string | null },
) {
  await storeInReach(db, actor, storeId);
  return db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    if (await openRequestOf(tx, storeId)) throw new AppError("conflict", "console.payout_request_open");
    assertAmount(input.amount, await balanceOf(tx, storeId));
    const [request] = await tx
      .insert(payoutRequests)
      .values({
        storeId,
        amount: input.amount,
        currency: await shopCurrency(tx),
        note: input.note?.trim() || null,
        requestedBy: actor.id,
      })
      .returning();
    const row = request as typeof payoutRequests.$inferSelect;
    await recordAudit(tx, actor, {
      entity: "payout_request",
      entityId: row.id,
      action: "create",
      storeId,
      after: { amount: row.amount },
    });
    return { id: row.id, amount: row.amount, created_at: row.createdAt.toISOString() };
  });
}

/**
 * An admin records money paid to a store with its reference: a payout, its (negative) ledger
 * entry and the store's open request closed, in one transaction under the store's lock, never
 * more than the balance.
 */
export async function recordPayout(
  db: Db,
  actor: ConsoleActor,
  storeId: number,
  input: { amount: number; reference: string },
) {
  await storeInReach(db, actor, storeId);
  const reference = input.reference.trim();
  if (!reference)
    throw new AppError("invalid", { key: "validation.required", params: { type: "reference" } });
  return db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    assertAmount(input.amount, await balanceOf(tx, storeId));
    const currency = await shopCurrency(tx);
    const [payout] = await tx
      .insert(payouts)
      .values({ storeId, amount: input.amount, currency, reference, recordedBy: actor.id })
      .returning();
    const row = payout as typeof payouts.$inferSelect;
    await tx.insert(ledgerEntries).values({
      storeId,
      kind: "payout",
      amount: -row.amount,
      currency,
      payoutId: row.id,
      note: reference,
      createdBy: actor.id,
    });
    await tx
      .update(payoutRequests)
      .set({ status: "paid", payoutId: row.id, closedAt: new Date() })
      .where(and(eq(payoutRequests.storeId, storeId), eq(payoutRequests.status, "open")));
    await recordAudit(tx, actor, {
      entity: "payout",
      entityId: row.id,
      action: "create",
      storeId,
      after: { amount: row.amount, reference },
    });
    return { id: row.id, amount: row.amount, reference, created_at: row.createdAt.toISOString() };
  });
}

/** A store's payouts, newest first. */
export async function payoutsOf(db: Db, actor: ConsoleActor, storeId: number) {
  await storeInReach(db, actor, storeId);
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.storeId, storeId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    reference: r.reference,
    created_at: r.createdAt.toISOString(),
  }));
}
