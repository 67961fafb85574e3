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
}

/** Per product: units taken from products.stock (lines without a variant) and all units sold. */
function byProduct(lines: StockLine[]): [number, { stock: number; sold: number }][] {
  const totals = new Map<number, { stock: number; sold: number }>();
  for (const line of lines) {
    const entry = totals.get(line.productId) ?? { stock: 0, sold: 0 };
    if (line.inventoryId === null) entry.stock += line.quantity;
    entry.sold += line.quantity;
    totals.set(line.productId, entry);
  }
  return [...totals.entries()].sort((a, b) => a[0] - b[0]);
}

/**
 * Reserves stock inside the order's transaction: every figure moves through the stock ledger with a
 * conditional decrement (the row only changes while it still holds the quantity, so two shoppers
 * can never buy the same last unit) and a movement naming the order. Units bought during a live
 * flash sale count as sold in it (its remaining amount follows). Rows are locked in one global
 * order (products by id, then variants by id; cart adds lock one of them only) so concurrent
 * checkouts never deadlock. A figure that cannot move → out of stock (the caller rolls back).
 */
export async function reserveStock(tx: Tx, lines: StockLine[], orderId: number): Promise<void> {
  for (const [productId, { stock, sold }] of byProduct(lines)) {
    if (stock > 0) {
      const moved = await moveStock(tx, {
        productId,
        inventoryId: null,
        delta: -stock,
        reason: "order",
        orderId,
      });
      if (moved === null) throw new AppError("conflict", "shop.out_of_stock");
    }
    await executeNamed(
      tx,
      "count_product_sold",
      sql`
      with counted as (
        update products set sold_count = sold_count + ${sold} where id = ${productId} returning id
      )
      update flash_sale_products fsp set sold = fsp.sold + ${sold}
      from flash_sales fs, counted
      where fsp.product_id = counted.id and fs.id = fsp.flash_sale_id
        and fs.status = 1 and now() between fs.start_time and fs.end_time
    `,
    );
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
    select product_id as "productId", inventory_id as "inventoryId", quantity from order_items
    where order_id = ${orderId} and product_id is not null
  `)) as { rows: StockLine[] };
  for (const [productId, { stock, sold }] of byProduct(items.rows)) {
    if (stock > 0)
      await moveStock(tx, { productId, inventoryId: null, delta: stock, reason: "cancel", orderId });
    await tx.execute(sql`
      update products set sold_count = greatest(sold_count - ${sold}, 0) where id = ${productId}
    `);
    // The units go back to the flash sale they were sold in (the one live when the order was placed).
    await tx.execute(sql`
      update flash_sale_products fsp set sold = greatest(fsp.sold - ${sold}, 0)
      from flash_sales fs, orders o
      where o.id = ${orderId} and fsp.product_id = ${productId} and fs.id = fsp.flash_sale_id
        and o.created_at between fs.start_time and fs.end_time
    `);
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
