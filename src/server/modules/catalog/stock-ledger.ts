import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.ts";
import { executeNamed } from "../../platform/db/named-query.ts";
import type { StockReason } from "../../platform/db/schema/enums.ts";

/** One change of one stock figure: a variant's (inventoryId) or a product's own stock (inventoryId null). */
export interface StockMove {
  productId: number;
  inventoryId: number | null;
  delta: number;
  /**
   * With a product's own figure only: units its sold count gains (negative: gives back), in the same
   * statement, so an order changes each product row once and the catalogue hears one change.
   */
  sold?: number;
  reason: StockReason;
  note?: string | null;
  orderId?: number | null;
  actorId?: number | null;
}

/**
 * The only way a stock figure changes: the figure moves by `delta` and a stock movement records
 * it, in one statement. A move that would take the figure below zero changes nothing and returns
 * null (the caller refuses or rolls back); otherwise the new figure. A zero delta is no move.
 */
export async function moveStock(tx: DbOrTx, move: StockMove): Promise<number | null> {
  const common = sql`${move.productId}::int, ${move.inventoryId}::int, ${move.delta}::int, ${move.reason}::text,
    ${move.note ?? null}::text, ${move.orderId ?? null}::int, ${move.actorId ?? null}::int`;
  const result =
    move.inventoryId === null
      ? await executeNamed<{ stock: number }>(
          tx,
          "move_product_stock",
          sql`with moved as (
            update products set stock = stock + ${move.delta}::int,
              sold_count = greatest(sold_count + ${move.sold ?? 0}::int, 0)
            where id = ${move.productId} and stock + ${move.delta}::int >= 0 returning stock
          ), written as (
            insert into stock_movements (product_id, inventory_id, delta, reason, note, order_id, actor_id)
            select ${common} from moved where ${move.delta}::int <> 0
          )
          select stock from moved`,
        )
      : await executeNamed<{ stock: number }>(
          tx,
          "move_variant_stock",
          sql`with moved as (
            update inventories set quantity = quantity + ${move.delta}::int
            where id = ${move.inventoryId} and product_id = ${move.productId}
              and quantity + ${move.delta}::int >= 0 returning quantity as stock
          ), written as (
            insert into stock_movements (product_id, inventory_id, delta, reason, note, order_id, actor_id)
            select ${common} from moved where ${move.delta}::int <> 0
          )
          select stock from moved`,
        );
  return result.rows[0]?.stock ?? null;
}
