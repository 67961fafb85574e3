import { sql } from "drizzle-orm";
import type { Db } from "../server/platform/db/client.ts";
import { rateLimits } from "../server/platform/db/schema/index.ts";

/** Lets a test ask for another code at once, as if the one-minute cooldown of every address had passed. */
export async function cooldownsPass(db: Db): Promise<void> {
  await db
    .update(rateLimits)
    .set({ windowStartedAt: sql`${rateLimits.windowStartedAt} - interval '2 minutes'` })
    .where(sql`${rateLimits.key} like 'cooldown:%'`);
}
