import { and, count, desc, eq, getTableColumns, ilike, ne, sql } from "drizzle-orm";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import type { DbOrTx } from "../../platform/db/client.ts";
import { VISIBILITY, stores, voucherUses, vouchers } from "../../platform/db/schema/index.ts";
import { PRICE_TYPE } from "../../platform/db/schema/enums.ts";
import { PAGE_SIZE, offsetOf, paged } from "../../platform/api/paged.ts";
import { containing } from "../../platform/db/like.ts";
import { AppError } from "../../core/errors.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import type { VoucherInputType } from "../../../lib/console/promotion-input.ts";

/** Vouchers are the admins': a seller's promotions reach only its flash sale entries. */
export function adminsOnly(actor: ConsoleActor): void {
  if (actor.reach !== "all") throw new AppError("forbidden", "server.forbidden");
}

/** What its uses add up to: times used, by how many customers, and the discount given (minor units). */
const usage = {
  times: sql<number>`count(${voucherUses.id})::int`,
  // A guest is one customer by e-mail (else phone, else token), as the per-customer limit counts.
  customers: sql<number>`count(distinct coalesce(${voucherUses.userId}::text, ${voucherUses.email}, ${voucherUses.phone}, ${voucherUses.guestToken}))::int`,
  given: sql<number>`coalesce(sum(${voucherUses.discount}), 0)::int`,
};

type Row = typeof vouchers.$inferSelect & {
  storeName: string | null;
  times: number;
  customers: number;
  given: number;
};

function view(row: Row) {
  return {
    id: row.id,
    code: row.code,
    type: row.type === PRICE_TYPE.percent ? ("percent" as const) : ("flat" as const),
    amount: row.amount,
    max_discount: row.maxDiscount,
    min_spend: row.minSpend,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    store_id: row.storeId,
    store_name: row.storeName,
    active: row.status === VISIBILITY.public,
    used: { times: row.times, customers: row.customers, given: row.given },
  };
}

export type ConsoleVoucher = ReturnType<typeof view>;

function withUsage(db: DbOrTx) {
  return db
    .select({ ...getTableColumns(vouchers), storeName: stores.name, ...usage })
    .from(vouchers)
    .leftJoin(stores, eq(stores.id, vouchers.storeId))
    .leftJoin(voucherUses, eq(voucherUses.voucherId, vouchers.id))
    .groupBy(vouchers.id, stores.name)
    .$dynamic();
}

/** A page of vouchers, newest first, with their usage; q finds codes. */
export async function listConsoleVouchers(ctx: RequestContext, query: { q?: string; page: number }) {
  const db = await dbOf(ctx);
  const where = query.q ? ilike(vouchers.code, containing(query.q)) : undefined;
  const perPage = PAGE_SIZE.vouchers;
  const [rows, [total]] = await Promise.all([
    withUsage(db)
      .where(where)
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(perPage)
      .offset(offsetOf(query.page, perPage)),
    db.select({ n: count() }).from(vouchers).where(where),
  ]);
  return paged(rows.map(view), { page: query.page, perPage, total: Number(total?.n ?? 0) });
}

async function oneVoucher(db: DbOrTx, id: number): Promise<ConsoleVoucher> {
  const [row] = await withUsage(db).where(eq(vouchers.id, id));
  if (!row) throw new AppError("not_found", { key: "server.not_found", params: { type: "voucher" } });
  return view(row);
}

export async function getConsoleVoucher(ctx: RequestContext, id: number) {
  return oneVoucher(await dbOf(ctx), id);
}

function columnsOf(input: VoucherInputType) {
  const percent = input.type === "percent";
  return {
    code: input.code,
    type: percent ? PRICE_TYPE.percent : PRICE_TYPE.flat,
    amount: input.amount,
    maxDiscount: percent ? input.max_discount : null,
    minSpend: input.min_spend,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    usageLimit: input.usage_limit,
    perCustomerLimit: input.per_customer_limit,
    storeId: input.store_id,
    status: input.active ? VISIBILITY.public : VISIBILITY.private,
  };
}

/** Codes compare without case, as shoppers type them. */
async function checkInput(tx: DbOrTx, input: VoucherInputType, id: number | null) {
  const [taken] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(sql`lower(${vouchers.code}) = lower(${input.code})`, id === null ? undefined : ne(vouchers.id, id)),
    )
    .limit(1);
  if (taken)
    throw new AppError("conflict", { key: "console.voucher_code_taken", params: { code: input.code } });
  if (input.store_id !== null) {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, input.store_id));
    if (!store) throw new AppError("not_found", { key: "server.not_found", params: { type: "store" } });
  }
}

export async function createConsoleVoucher(
  ctx: RequestContext,
  actor: ConsoleActor,
  input: VoucherInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    await checkInput(tx, input, null);
    const [row] = await tx.insert(vouchers).values(columnsOf(input)).returning({ id: vouchers.id });
    const saved = await oneVoucher(tx, row!.id);
    await recordAudit(tx, actor, {
      entity: "voucher",
      entityId: saved.id,
      action: "create",
      storeId: saved.store_id,
      after: auditedOf(saved),
    });
    return saved;
  });
}

/** Edits every rule; switching `active` off disables it (its uses and counts stay). */
export async function updateConsoleVoucher(
  ctx: RequestContext,
  actor: ConsoleActor,
  id: number,
  input: VoucherInputType,
) {
  const db = await dbOf(ctx);
  return db.transaction(async (tx) => {
    const before = await oneVoucher(tx, id);
    await checkInput(tx, input, id);
    await tx
      .update(vouchers)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(vouchers.id, id));
    const saved = await oneVoucher(tx, id);
    await recordAudit(tx, actor, {
      entity: "voucher",
      entityId: id,
      action: saved.active || !before.active ? "update" : "disable",
      storeId: saved.store_id,
      before: auditedOf(before),
      after: auditedOf(saved),
    });
    return saved;
  });
}

/** The rules, not the usage figures, which no console write changes. */
function auditedOf(voucher: ConsoleVoucher) {
  const { used: _used, store_name: _store, ...rules } = voucher;
  return rules;
}
