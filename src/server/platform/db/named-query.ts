import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement: each pooled connection parses it once, and after a few
 * calls PostgreSQL reuses one plan instead of planning every call. For hot statements whose planning
 * costs as much as running them. `name` must stand for one SQL text (the parameters vary, not the
 * text): PostgreSQL refuses a second text under a name a connection already prepared.
 */
export async function executeNamed<Row>(db: DbOrTx, name: string, query: SQL): Promise<{ rows: Row[] }> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as { rows: Row[] };
}
