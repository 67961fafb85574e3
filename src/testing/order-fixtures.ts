import { randomBytes } from "node:crypto";
import type { Db } from "../server/platform/db/client.ts";
import { orderItems, orderParts, orders } from "../server/platform/db/schema/index.ts";

/**
 * A pending cash-on-delivery order with one part of `storeId` holding one line, written directly
 * (the console matrix needs a fresh pending part for each allowed call). Returns the part's id.
 */
export async function freshPart(db: Db, storeId: number, productId: number | null = null): Promise<number> {
  const code = `M${randomBytes(5).toString("hex").toUpperCase()}`;
  const [order] = await db
    .insert(orders)
    .values({
      trackingCode: code,
      email: `${code.toLowerCase()}@example.test`,
      address: {
        name: "Matrix Shopper",
        email: `${code.toLowerCase()}@example.test`,
        phone: "0700000000",
        country: "AF",
        state: "KAB",
        city: "Kabul",
        zip_code: "1001",
        address: "1 Street",
      },
      paymentMethod: 2,
      subtotal: 1000,
      total: 1000,
      currency: "USD",
    })
    .returning({ id: orders.id });
  const orderId = (order as { id: number }).id;
  const [part] = await db
    .insert(orderParts)
    .values({ orderId, storeId, number: 1, goods: 1000, total: 1000 })
    .returning({ id: orderParts.id });
  const partId = (part as { id: number }).id;
  await db.insert(orderItems).values({
    orderId,
    partId,
    storeId,
    productId,
    title: "Matrix scarf",
    unitPrice: 1000,
    quantity: 1,
  });
  return partId;
}
