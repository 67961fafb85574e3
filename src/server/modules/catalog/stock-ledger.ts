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
 * How a stock figure changes: the figure moves by `delta` and a stock movement records it, in one
 * statement. (Placing an order applies the same rule inside its own single statement, locking the
 * figures in id order: orders/order-lines.ts.) A move that would take the figure below zero changes nothing and returns
 * null (the caller refuses or rolls back); otherwise the new figure. A zero delta is no move.
 */
export async function moveStock(tx: DbOrTx, move: StockMove): Promise<number | null> {
  const [stock] = await moveStocks(tx, [move]);
  return stock ?? null;
}

/** The moves as one JSON array: one statement moves them all, whatever their number. */
function movesJson(moves: StockMove[], at: number[]) {
  return JSON.stringify(
    at.map((i) => {
      const move = moves[i] as StockMove;
      return {
        at: i,
        product_id: move.productId,
        inventory_id: move.inventoryId,
        delta: move.delta,
        sold: move.sold ?? 0,
        reason: move.reason,
        note: move.note ?? null,
        order_id: move.orderId ?? null,
        actor_id: move.actorId ?? null,
      };
    }),
  );
}

const MOVE_COLUMNS = sql.raw(`at int, product_id int, inventory_id int, delta int, sold int, reason text,
  note text, order_id int, actor_id int`);

/**
 * `moveStock` for many figures at once (a CSV import's batch): the same rule, one statement per kind
 * of figure. Each figure may appear once. The answer lines up with `moves`: the new figure, or null
 * for a move that would have gone below zero (that one alone is not made).
 */
export async function moveStocks(tx: DbOrTx, moves: StockMove[]): Promise<(number | null)[]> {
  const figures: (number | null)[] = moves.map(() => null);
  const own = moves.flatMap((move, i) => (move.inventoryId === null ? [i] : []));
  const variants = moves.flatMap((move, i) => (move.inventoryId === null ? [] : [i]));
  if (own.length > 0) {
    const result = await executeNamed<{ at: number; stock: number }>(
      tx,
      "move_product_stocks",
      sql`with wanted as (
        select * from jsonb_to_recordset(${movesJson(moves, own)}::jsonb) as w(${MOVE_COLUMNS})
      ), moved as (
        update products p set stock = p.stock + w.delta, sold_count = greatest(p.sold_count + w.sold, 0)
        from wanted w where p.id = w.product_id and p.stock + w.delta >= 0
        returning w.at, p.stock
      ), written as (
        insert into stock_movements (product_id, inventory_id, delta, reason, note, order_id, actor_id)
        select w.product_id, null, w.delta, w.reason, w.note, w.order_id, w.actor_id
        from wanted w join moved m on m.at = w.at where w.delta <> 0
      )
      select at, stock from moved`,
    );
    for (const row of result.rows) figures[row.at] = row.stock;
  }
  if (variants.length > 0) {
    const result = await executeNamed<{ at: number; stock: number }>(
      tx,
      "move_variant_stocks",
      sql`with wanted as (
        select * from jsonb_to_recordset(${movesJson(moves, variants)}::jsonb) as w(${MOVE_COLUMNS})
      ), moved as (
        update inventories i set quantity = i.quantity + w.delta
        from wanted w where i.id = w.inventory_id and i.product_id = w.product_id
          and i.quantity + w.delta >= 0
        returning w.at, i.quantity as stock
      ), written as (
        insert into stock_movements (product_id, inventory_id, delta, reason, note, order_id, actor_id)
        select w.product_id, w.inventory_id, w.delta, w.reason, w.note, w.order_id, w.actor_id
        from wanted w join moved m on m.at = w.at where w.delta <> 0
      )
      select at, stock from moved`,
    );
    for (const row of result.rows) figures[row.at] = row.stock;
  }
  return figures;
}
