import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { orderMailQueue, orders, PAYMENT_STATUS } from "../../platform/db/schema/index.ts";

/**
 * What the background jobs have waiting (for the operator's metrics): order mails not yet sent, and
 * unpaid online orders holding stock that the payment expiry gives back once their window closes.
 */
export async function jobQueueDepths(db: Db): Promise<{ orderMail: number; awaitingPayment: number }> {
  const [[mail], [unpaid]] = await Promise.all([
    db.select({ n: count() }).from(orderMailQueue),
    db
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, PAYMENT_STATUS.unpaid),
          eq(orders.cancelled, false),
          isNull(orders.stockRestoredAt),
          isNotNull(orders.paymentExpiresAt),
        ),
      ),
  ]);
  return { orderMail: mail?.n ?? 0, awaitingPayment: unpaid?.n ?? 0 };
}
