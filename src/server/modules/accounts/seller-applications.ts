import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { sellerApplications, type PendingApplication } from "../../platform/db/schema/index.ts";

export async function addApplication(db: Db, userId: number, details: PendingApplication): Promise<void> {
  await db.insert(sellerApplications).values({
    userId,
    storeName: details.storeName.trim(),
    phone: details.phone ?? null,
    address: details.address ?? null,
    message: details.message ?? null,
  });
}

/**
 * The application of the seller sign-up a code just verified. One left by the account before,
 * while nobody had proved its mailbox, gives way to it.
 */
export async function fileVerifiedApplication(db: Db, userId: number, details: PendingApplication) {
  await db
    .delete(sellerApplications)
    .where(and(eq(sellerApplications.userId, userId), eq(sellerApplications.status, "pending")));
  await addApplication(db, userId, details);
}
