import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
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

/** The units of each product (own stock, sold, per flash sale entry), by product id ascending. */
export function byProduct(lines: StockLine[]): [number, ProductUnits][] {
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
