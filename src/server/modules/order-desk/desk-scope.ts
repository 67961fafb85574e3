import { eq, sql, type SQL } from "drizzle-orm";
import type { ConsoleActor } from "../accounts/index.ts";
import { orderParts } from "../../platform/db/schema/index.ts";

/** The parts an actor may see, in SQL: a seller's own store's only (no store: none), an admin's all. */
export function partsWithinReach(actor: ConsoleActor): SQL | undefined {
  if (actor.reach === "all") return undefined;
  return actor.storeId === null ? sql`false` : eq(orderParts.storeId, actor.storeId);
}
