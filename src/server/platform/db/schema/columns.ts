import { sql, type SQL } from "drizzle-orm";
import { check, customType, integer, smallint, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Shared column builders; every table uses snake_case names spelled out here. */

export const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const at = (name: string) => timestamp(name, { withTimezone: true });

/** An amount in integer minor units (cents). Never a float. */
export const money = (name: string) => integer(name).notNull().default(0);

export const sort = () => integer("sort").notNull().default(0);

/** 1 public, 2 private. */
export const visibility = (name = "status") => smallint(name).notNull().default(1);

export const lang = () => text("lang").notNull();

const inList = (column: AnyPgColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} in (${sql.join(
    values.map((v) => (typeof v === "number" ? sql.raw(String(v)) : sql.raw(`'${v}'`))),
    sql`, `,
  )})`;

export const checkIn = (name: string, column: AnyPgColumn, values: readonly (string | number)[]) =>
  check(name, inList(column, values));

export const checkNonNegative = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);

/** PostgreSQL full-text document; read it only inside SQL (`@@`, ts_rank), never map it to JSON. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});
