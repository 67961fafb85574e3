import { sql } from "drizzle-orm";
import type { Db } from "../server/platform/db/client.ts";

/**
 * One md5 per table of the public schema over all its rows, in one query: two snapshots are equal
 * exactly when no row was written in between. `changedTables(before, after)` names the difference.
 */
export async function rowSnapshot(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `)) as unknown as { rows: { name: string }[] };
  const parts = tables.rows.map(
    ({ name }) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
  );
  const result = (await db.execute(sql.raw(parts.join(" union all ")))) as unknown as {
    rows: { name: string; hash: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.hash]));
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
