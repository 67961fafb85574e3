import { and, count, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { VISIBILITY, voucherUses, vouchers } from "../../platform/db/schema/index.ts";
import { AppError } from "../../core/errors.ts";
import { offsetOf, paged, PAGE_SIZE, type Paged } from "../../platform/api/paged.ts";
import { loadCartLines } from "../cart/index.ts";
import { normalContact, ownedBy, ownerOf, type Contact, type Owner } from "../accounts/index.ts";
import { quoteLines } from "../cart/index.ts";
import { chosenAddress } from "../addresses/index.ts";
import { PRICE_TYPE } from "../../platform/db/schema/enums.ts";

export type Voucher = typeof vouchers.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The goods a voucher looks at: the selected lines, only its store's when it belongs to a store. */
export interface VoucherGoods {
  storeId: number;
  goods: number;
}

function eligibleGoods(voucher: Pick<Voucher, "storeId">, lines: VoucherGoods[]): number {
  return lines
    .filter((l) => voucher.storeId === null || l.storeId === voucher.storeId)
    .reduce((s, l) => s + l.goods, 0);
}

/** Flat: the amount (never more than the goods). Percent: the percent of the goods, capped at max_discount. */
export function discountOf(voucher: Pick<Voucher, "type" | "amount" | "maxDiscount">, goods: number): number {
  const raw =
    voucher.type === PRICE_TYPE.percent ? Math.round((goods * voucher.amount) / 100) : voucher.amount;
  const capped =
    voucher.type === PRICE_TYPE.percent && voucher.maxDiscount !== null
      ? Math.min(raw, voucher.maxDiscount)
      : raw;
  return Math.max(0, Math.min(capped, goods));
}

/**
 * Who uses a voucher: the cart's owner and, once an address is chosen, the order's e-mail and phone
 * (normalised). A guest is known by that contact, not by a token the browser can throw away.
 */
export type VoucherCustomer = Owner & { contact?: Contact };

/** The customer's earlier uses: by the account (or this guest token), or by the same e-mail or phone. */
async function usesBy(db: Db | Tx, voucherId: number, customer: VoucherCustomer): Promise<number> {
  const sameCustomer = [ownedBy(customer, voucherUses)];
  if (customer.contact?.email) sameCustomer.push(eq(voucherUses.email, customer.contact.email));
  if (customer.contact?.phone) sameCustomer.push(eq(voucherUses.phone, customer.contact.phone));
  const [row] = await db
    .select({ n: count() })
    .from(voucherUses)
    .where(and(eq(voucherUses.voucherId, voucherId), or(...sameCustomer)));
  return Number(row?.n ?? 0);
}

/**
 * The full rule set (BUSINESS-RULES "Vouchers"): active, inside its dates, under the total and the
 * per-customer limits, and the selected goods reach the minimum spend. Returns the discount.
 */
export async function evaluateVoucher(
  db: Db | Tx,
  voucher: Voucher,
  customer: VoucherCustomer,
  lines: VoucherGoods[],
  now: Date = new Date(),
): Promise<number> {
  if (voucher.status !== VISIBILITY.public) throw new AppError("invalid", "shop.voucher_invalid");
  if (now < voucher.startsAt) throw new AppError("invalid", "shop.voucher_not_started");
  if (now >= voucher.endsAt) throw new AppError("invalid", "shop.voucher_expired");
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit)
    throw new AppError("conflict", "shop.voucher_used_up");
  if (
    voucher.perCustomerLimit !== null &&
    (await usesBy(db, voucher.id, customer)) >= voucher.perCustomerLimit
  )
    throw new AppError("conflict", "shop.voucher_customer_limit");
  const goods = eligibleGoods(voucher, lines);
  if (goods === 0 || goods < voucher.minSpend)
    throw new AppError("invalid", {
      key: "shop.voucher_min_spend",
      params: { amount: (voucher.minSpend / 100).toFixed(2) },
    });
  return discountOf(voucher, goods);
}

/** Finds a voucher by code (any case); inside an order transaction it locks the row so limits hold under concurrency. */
export async function findVoucher(
  db: Db | Tx,
  code: string,
  options: { lock?: boolean } = {},
): Promise<Voucher> {
  const query = db
    .select()
    .from(vouchers)
    .where(sql`lower(${vouchers.code}) = lower(${code.trim()})`);
  const [voucher] = options.lock ? await query.for("update") : await query;
  if (!voucher) throw new AppError("invalid", "shop.voucher_invalid");
  return voucher;
}

/** Records a use inside the order transaction (after evaluateVoucher on a locked row). */
export async function recordVoucherUse(
  tx: Tx,
  voucher: Voucher,
  orderId: number,
  customer: VoucherCustomer,
  discount: number,
) {
  await tx.insert(voucherUses).values({
    voucherId: voucher.id,
    orderId,
    userId: customer.userId ?? null,
    guestToken: customer.guestToken ?? null,
    email: customer.contact?.email ?? null,
    phone: customer.contact?.phone ?? null,
    discount,
  });
  await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(eq(vouchers.id, voucher.id));
}

/** Gives a cancelled order's voucher use back. */
export async function releaseVoucherUse(tx: Tx, orderId: number): Promise<void> {
  const released = await tx
    .delete(voucherUses)
    .where(eq(voucherUses.orderId, orderId))
    .returning({ voucherId: voucherUses.voucherId });
  for (const use of released) {
    await tx
      .update(vouchers)
      .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
      .where(eq(vouchers.id, use.voucherId));
  }
}

export interface VoucherCheck {
  code: string;
  discount: number;
  min_spend: number;
  type: number;
  amount: number;
  max_discount: number | null;
  ends_at: string;
}

/** voucher/validity: the same rules checkout runs, on the owner's selected lines now. */
export async function checkVoucher(
  ctx: RequestContext,
  code: string,
  addressId?: number,
): Promise<VoucherCheck> {
  const db = await dbOf(ctx);
  const owner = ownerOf(ctx);
  const voucher = await findVoucher(db, code);
  const rows = await loadCartLines(db, owner, ctx.lang, { selectedOnly: true });
  const address = await chosenAddress(db, owner, addressId);
  const quote = await quoteLines(db, rows, address, ctx.lang);
  const discount = await evaluateVoucher(
    db,
    voucher,
    { ...owner, contact: normalContact({ email: address?.email, phone: address?.phone }) },
    quote.lines.map((l) => ({ storeId: l.row.store_id, goods: l.goods })),
  );
  return {
    code: voucher.code,
    discount,
    min_spend: voucher.minSpend,
    type: voucher.type,
    amount: voucher.amount,
    max_discount: voucher.maxDiscount,
    ends_at: voucher.endsAt.toISOString(),
  };
}

export interface VoucherView {
  id: number;
  code: string;
  type: number;
  amount: number;
  max_discount: number | null;
  min_spend: number;
  store_id: number | null;
  starts_at: string;
  ends_at: string;
}

/** user/user-vouchers: vouchers the owner can use now (active, in dates, under the total limit), 25 a page. */
export async function usableVouchers(ctx: RequestContext, page: number): Promise<Paged<VoucherView>> {
  const db = await dbOf(ctx);
  ownerOf(ctx);
  const now = new Date();
  const where = and(
    eq(vouchers.status, VISIBILITY.public),
    lte(vouchers.startsAt, now),
    gt(vouchers.endsAt, now),
    or(isNull(vouchers.usageLimit), sql`${vouchers.usedCount} < ${vouchers.usageLimit}`),
  );
  const perPage = PAGE_SIZE.vouchers;
  const [total] = await db.select({ n: count() }).from(vouchers).where(where);
  const rows = await db
    .select()
    .from(vouchers)
    .where(where)
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  return paged(
    rows.map((v) => ({
      id: v.id,
      code: v.code,
      type: v.type,
      amount: v.amount,
      max_discount: v.maxDiscount,
      min_spend: v.minSpend,
      store_id: v.storeId,
      starts_at: v.startsAt.toISOString(),
      ends_at: v.endsAt.toISOString(),
    })),
    { page, perPage, total: Number(total?.n ?? 0) },
  );
}
