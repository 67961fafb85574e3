import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";

/** The database or an open transaction: both insert and execute. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Reserves `count` ids from a table's identity sequence, so rows can be inserted with their ids
 * known beforehand (children in the same batch can point at them).
 */
export async function allocateIds(tx: Executor, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}

/** Multi-row inserts in chunks that stay under PostgreSQL's 65535 parameters per statement. */
export async function insertMany<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: T["$inferInsert"][],
  columnsPerRow = 12,
): Promise<void> {
  const size = Math.max(1, Math.floor(60000 / columnsPerRow));
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

/** Inserts rows and returns their ids in the order given. */
export async function insertReturningIds<T extends PgTable & { id: unknown }>(
  tx: Executor,
  table: T,
  tableName: string,
  rows: Omit<T["$inferInsert"], "id">[],
  columnsPerRow = 12,
): Promise<number[]> {
  const ids = await allocateIds(tx, tableName, rows.length);
  await insertMany(
    tx,
    table,
    rows.map((row, i) => ({ ...row, id: ids[i] }) as T["$inferInsert"]),
    columnsPerRow,
  );
  return ids;
}
