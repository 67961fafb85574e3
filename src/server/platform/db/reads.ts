import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";

type Results<T extends readonly (() => unknown)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads: at once on the pooled database (each on a connection of its own), one after
 * the other in a transaction. A transaction has one connection, which runs one query at a time:
 * node-postgres would queue the others on it, which it deprecates and pg 9 refuses.
 */
export async function readTogether<const T extends readonly (() => unknown)[]>(
  db: DbOrTx,
  reads: T,
): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
