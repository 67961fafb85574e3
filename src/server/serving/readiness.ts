import { sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { pendingMigrations } from "../platform/db/migrate.ts";

/** A database that does not answer within this is reported unreachable (a pool waits forever). */
const DATABASE_TIMEOUT_MS = 2_000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)),
      DATABASE_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this server process can serve the shop: it is not stopping, its database answers and
 * has every migration, and its render cache holds the hot pages (warmed at start).
 */
export function createReadiness(database: Database) {
  let warm = false;
  let stopping = false;
  return {
    markWarm: () => void (warm = true),
    markStopping: () => void (stopping = true),
    async notReadyBecause(): Promise<string | undefined> {
      if (stopping) return "shutting down";
      try {
        await withinTimeout(database.db.execute(sql`select 1`));
      } catch (error) {
        return `database unreachable: ${(error as Error).message}`;
      }
      const pending = await withinTimeout(pendingMigrations(database));
      if (pending > 0) return `database migrations not applied: ${pending}`;
      if (!warm) return "render cache warming up";
      return undefined;
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
