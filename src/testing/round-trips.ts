import type { Db } from "../server/platform/db/client.ts";

interface QueryingClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

/** The text of a query as the driver received it (a string or node-postgres' `{ text }`). */
function textOf(first: unknown): string {
  if (typeof first === "string") return first;
  if (first && typeof first === "object" && "text" in first) return String(first.text);
  return String(first);
}

/**
 * Counts the queries `work` sends to the database: each is one round trip to the server (PGlite or
 * the PostgreSQL pool, which node-postgres and drizzle both call `query` on). Returns their texts in
 * the order they were sent. Nothing else may use `db` meanwhile.
 */
export async function roundTripsOf(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: QueryingClient }).$client;
  const sent: string[] = [];
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    sent.push(textOf(args[0]));
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    client.query = query;
  }
  return sent;
}
