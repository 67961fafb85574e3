import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "../server/platform/env.ts";
import { createTestDatabase } from "./database.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe("test databases", () => {
  it("are fresh and migrated, on PGlite or on the TEST_DATABASE_URL server", async () => {
    const database = await createTestDatabase();
    try {
      expect(database.kind).toBe(env.TEST_DATABASE_URL ? "postgres" : "pglite");
      const tables = rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from information_schema.tables where table_name = 'settings'`,
        ),
      );
      expect(tables[0].n).toBe(1);
      const settings = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from settings`),
      );
      expect(settings[0].n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it.runIf(env.TEST_DATABASE_URL)("are dropped from the PostgreSQL server on close", async () => {
    const database = await createTestDatabase();
    const name = new URL(database.url).pathname.slice(1);
    await database.close();
    const admin = await createTestDatabase();
    try {
      const found = rowsOf<{ n: number }>(
        await admin.db.execute(sql`select count(*)::int as n from pg_database where datname = ${name}`),
      );
      expect(found[0].n).toBe(0);
    } finally {
      await admin.close();
    }
  });
});
