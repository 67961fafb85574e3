import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { executeNamed } from "../../platform/db/named-query.ts";
import { AppError } from "../../core/errors.ts";
import { moveStock } from "../catalog/index.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface StockLine {
  productId: number;
  inventoryId: number | null;
  quantity: number;
  /** The flash sale entry whose price the line pays: its units also come out of that allotment. */
  flashEntryId: number | null;
}

interface ProductUnits {
  /** Units taken from products.stock (lines without a variant). */
  stock: number;
  /** All units sold. */
  sold: number;
  /** Units sold at a flash price, per flash sale entry. */
  flash: Map<number, number>;
}

function byProduct(lines: StockLine[]): [number, ProductUnits][] {
  const totals = new Map<number, ProductUnits>();
  for (const line of lines) {
    const entry = totals.get(line.productId) ?? { stock: 0, sold: 0, flash: new Map() };
    if (line.inventoryId === null) entry.stock += line.quantity;
    entry.sold += line.quantity;
    if (line.flashEntryId !== null)
      entry.flash.set(line.flashEntryId, (entry.flash.get(line.flashEntryId) ?? 0) + line.quantity);
    totals.set(line.productId, entry);
  }
  return [...totals.entries()].sort((a, b) => a[0] - b[0]);
}

/**
 * Reserves stock inside the order's transaction: each figure moves through the stock ledger with a
 * conditional decrement (the row only changes while it still holds the quantity, so two shoppers
 * can never buy the same last unit) and a movement naming the order. Units sold at a flash price
 * come out of that entry's allotment the same way: two shoppers can never buy the last flash unit.
 * Rows are locked in one global order (products by id, each product's flash entry right after it,
 * then variants by id; cart adds lock one of them only) so concurrent checkouts never deadlock.
 * A figure that cannot move → out of stock, or the flash price sold out (the caller rolls back).
 */
export async function reserveStock(tx: Tx, lines: StockLine[], orderId: number): Promise<void> {
  for (const [productId, { stock, sold, flash }] of byProduct(lines)) {
    const moved = await moveStock(tx, {
      productId,
      inventoryId: null,
      delta: -stock,
      sold,
      reason: "order",
      orderId,
    });
    if (moved === null) throw new AppError("conflict", "shop.out_of_stock");
    for (const [entryId, units] of flash) {
      const allotted = await executeNamed(
        tx,
        "reserve_flash_allotment",
        sql`update flash_sale_products set sold = sold + ${units}
          where id = ${entryId} and sold + ${units} <= quantity returning id`,
      );
      // The shopper was shown the flash price, and it is gone: the order is refused, not repriced.
      if (allotted.rows.length === 0) throw new AppError("conflict", "shop.flash_sold_out");
    }
  }
  const variants = lines
    .filter((l) => l.inventoryId !== null)
    .sort((a, b) => (a.inventoryId ?? 0) - (b.inventoryId ?? 0));
  for (const line of variants) {
    const moved = await moveStock(tx, {
      productId: line.productId,
      inventoryId: line.inventoryId,
      delta: -line.quantity,
      reason: "order",
      orderId,
    });
    if (moved === null) throw new AppError("conflict", "shop.out_of_stock");
  }
}

/**
 * Gives an order's reserved stock back exactly once (cancellation, failed or expired payment):
 * orders.stock_restored_at is set in the same statement that claims the right to restore. Each
 * figure moves back through the stock ledger. Returns false when it had already been given back.
 */
export async function restoreStock(tx: Tx, orderId: number): Promise<boolean> {
  const claimed = (await tx.execute(sql`
    update orders set stock_restored_at = now() where id = ${orderId} and stock_restored_at is null returning id
  `)) as { rows: unknown[] };
  if (claimed.rows.length === 0) return false;
  const items = (await tx.execute(sql`
    select product_id as "productId", inventory_id as "inventoryId", quantity,
      flash_sale_product_id as "flashEntryId"
    from order_items
    where order_id = ${orderId} and product_id is not null
  `)) as { rows: StockLine[] };
  for (const [productId, { stock, sold, flash }] of byProduct(items.rows)) {
    await moveStock(tx, {
      productId,
      inventoryId: null,
      delta: stock,
      sold: -sold,
      reason: "cancel",
      orderId,
    });
    // Units sold at a flash price go back to the allotment they came from.
    for (const [entryId, units] of flash) {
      await tx.execute(sql`
        update flash_sale_products set sold = greatest(sold - ${units}, 0) where id = ${entryId}
      `);
    }
  }
  const variants = items.rows
    .filter((l) => l.inventoryId !== null)
    .sort((a, b) => (a.inventoryId ?? 0) - (b.inventoryId ?? 0));
  for (const line of variants) {
    await moveStock(tx, {
      productId: line.productId,
      inventoryId: line.inventoryId,
      delta: line.quantity,
      reason: "cancel",
      orderId,
    });
  }
  return true;
}
