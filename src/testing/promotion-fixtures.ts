/** Fresh vouchers and flash sales for the console's promotion tests and its authorization matrix. */
import { randomBytes } from "node:crypto";
import type { Db } from "../server/platform/db/client.ts";
import {
  bundleDeals,
  flashSaleProducts,
  flashSaleTranslations,
  flashSales,
  vouchers,
} from "../server/platform/db/schema/index.ts";
import { createProduct } from "./shop-fixtures.ts";

const tag = () => randomBytes(4).toString("hex");
const HOUR = 3_600_000;

/** A valid voucher form: 10% off, at most 5.00, from 20.00 of goods, live for a week, a fresh code. */
export function voucherForm(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    code: `SAVE-${tag()}`,
    type: "percent",
    amount: 10,
    max_discount: 500,
    min_spend: 2000,
    starts_at: new Date(now - HOUR).toISOString(),
    ends_at: new Date(now + 7 * 24 * HOUR).toISOString(),
    usage_limit: 100,
    per_customer_limit: 1,
    store_id: null,
    active: true,
    ...overrides,
  };
}

export async function freshVoucher(db: Db) {
  const now = Date.now();
  const [row] = await db
    .insert(vouchers)
    .values({
      code: `OLD-${tag()}`,
      amount: 300,
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
    })
    .returning({ id: vouchers.id });
  return row!.id;
}

/** A valid flash sale form for one product: live from an hour ago for a day, at `price` for `allotment` units. */
export function flashSaleForm(productId: number, overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    translations: { en: { title: `Flash ${tag()}` } },
    start_time: new Date(now - HOUR).toISOString(),
    end_time: new Date(now + 24 * HOUR).toISOString(),
    active: true,
    products: [{ product_id: productId, flash_price: 500, allotment: 5 }],
    ...overrides,
  };
}

/** A fresh product of `storeId` at 10.00, in no sale yet. */
export async function freshSaleProduct(db: Db, storeId: number, title = "Sale item") {
  return (await createProduct(db, storeId, { selling: 1000, stock: 50, title: `${title} ${tag()}` })).id;
}

/** A live flash sale holding a fresh product of `storeId` (named `title` …) at 5.00 for 5 units. */
export async function freshFlashSale(db: Db, storeId: number, title?: string) {
  const productId = await freshSaleProduct(db, storeId, title);
  const now = Date.now();
  const [sale] = await db
    .insert(flashSales)
    .values({ startTime: new Date(now - HOUR), endTime: new Date(now + HOUR) })
    .returning({ id: flashSales.id });
  await db.insert(flashSaleTranslations).values({ parentId: sale!.id, lang: "en", title: `Sale ${tag()}` });
  await db.insert(flashSaleProducts).values({ flashSaleId: sale!.id, productId, price: 500, quantity: 5 });
  return { id: sale!.id, productId };
}

/** A fresh product of `storeId` (titled `title` …) with a "buy 2, get 1 free" deal, switched on. */
export async function freshBundleDeal(db: Db, storeId: number, title = "Bundle item") {
  const productId = await freshSaleProduct(db, storeId, title);
  const [deal] = await db
    .insert(bundleDeals)
    .values({ productId, buyQuantity: 2, freeQuantity: 1 })
    .returning({ id: bundleDeals.id });
  return { id: deal!.id, productId };
}
