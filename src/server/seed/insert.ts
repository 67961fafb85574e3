import { getTableColumns, sql, type AnyColumn } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../platform/db/client.ts";

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

/**
 * Inserts many rows with one `insert … select * from unnest($1::type[], $2::type[], …)` per chunk:
 * one array parameter per column instead of one parameter per value, which PGlite parses several
 * times faster than a long VALUES list (and PostgreSQL a little faster too). Columns are the keys
 * of the first row; a key a row leaves undefined is inserted as null.
 */
export async function insertMany<T extends PgTable>(
  tx: Executor,
  table: T,
  rows: T["$inferInsert"][],
  chunkSize = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, AnyColumn>;
  const keys = Object.keys(rows[0]).filter((key) => key in columns);
  const names = sql.raw(keys.map((key) => `"${columns[key].name}"`).join(", "));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize) as Record<string, unknown>[];
    const arrays = keys.map((key) => {
      const type = columns[key].getSQLType();
      const values = chunk.map((row) => toDriver(row[key], type));
      return sql`${sql.param(values)}::${sql.raw(type)}[]`;
    });
    await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}

function toDriver(value: unknown, type: string): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (type === "jsonb" || type === "json") return JSON.stringify(value);
  return value;
}

/** Inserts rows and returns their ids in the order given. */
export async function insertReturningIds<T extends PgTable & { id: unknown }>(
  tx: Executor,
  table: T,
  tableName: string,
  rows: Omit<T["$inferInsert"], "id">[],
): Promise<number[]> {
  const ids = await allocateIds(tx, tableName, rows.length);
  await insertMany(
    tx,
    table,
    rows.map((row, i) => ({ id: ids[i], ...row }) as T["$inferInsert"]),
  );
  return ids;
}
