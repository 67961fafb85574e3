import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "./columns.ts";
import { users } from "./identity.ts";
import { stores } from "./stores.ts";

/**
 * A product CSV waiting to be applied, being applied, or done. A shop process claims a queued
 * job with FOR UPDATE SKIP LOCKED, so two processes never apply the same file.
 */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: id(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** queued, running, done, failed */
    status: text("status").notNull().default("queued"),
    csv: text("csv").notNull(),
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    /** created / updated / unchanged counts and the errors, when it ends. */
    report: jsonb("report"),
    createdAt: createdAt(),
    claimedAt: at("claimed_at"),
  },
  (t) => [index("import_jobs_status_idx").on(t.status), index("import_jobs_store_id_idx").on(t.storeId)],
);
