import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";

/**
 * One counter per (action, account or client address) and fixed window, shared by every server
 * process (src/server/modules/accounts/rate-limit.ts). Rows of past windows are overwritten on the next hit.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowStartedAt: at("window_started_at").notNull().defaultNow(),
});
