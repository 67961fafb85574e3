import { randomBytes } from "node:crypto";
import type { Db } from "../server/platform/db/client.ts";
import {
  orderItems,
  orderParts,
  orders,
  returnLines,
  returns,
  type ReturnStatus,
} from "../server/platform/db/schema/index.ts";

/**
 * A delivered, cash-on-delivery-paid part of `storeId` (two units of `productId` at 2500) and,
 * when `status` is given, a return of one unit in that status. Written straight to the tables: the
 * authorization matrix needs a fresh target per call, not the shopper's whole journey.
 */
export async function deliveredPartWithReturn(
  db: Db,
  target: { storeId: number; productId: number },
  status: ReturnStatus = "requested",
) {
  const code = randomBytes(5).toString("hex").toUpperCase();
  const [order] = await db
    .insert(orders)
    .values({
      trackingCode: code,
      email: `return-${code.toLowerCase()}@example.test`,
      address: {
        name: "Ayesha",
        email: `return-${code.toLowerCase()}@example.test`,
        phone: "+93 700 000 000",
        country: "AF",
        state: "Kabul",
        city: "Kabul",
        zip_code: "1001",
        address: "1 Market Street",
      },
      paymentMethod: 2,
      paymentStatus: 1,
      deliveryStatus: 5,
      subtotal: 5000,
      total: 5000,
      currency: "USD",
      paidAt: new Date(),
    })
    .returning();
  const [part] = await db
    .insert(orderParts)
    .values({
      orderId: order!.id,
      storeId: target.storeId,
      number: 1,
      deliveryStatus: 5,
      paymentStatus: 1,
      paidAt: new Date(),
      goods: 5000,
      total: 5000,
      deliveredAt: new Date(),
    })
    .returning();
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      partId: part!.id,
      storeId: target.storeId,
      productId: target.productId,
      title: "Matrix scarf",
      unitPrice: 2500,
      quantity: 2,
    })
    .returning();
  const [made] = await db
    .insert(returns)
    .values({ orderId: order!.id, partId: part!.id, status, reason: "Too small" })
    .returning();
  await db.insert(returnLines).values({ returnId: made!.id, orderItemId: item!.id, quantity: 1 });
  return { orderId: order!.id, partId: part!.id, returnId: made!.id };
}
