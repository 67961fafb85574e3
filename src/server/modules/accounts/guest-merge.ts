import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { addresses, cartItems, inventories, orders, products } from "../../platform/db/schema/index.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function stockOf(tx: Tx, productId: number, inventoryId: number | null): Promise<number> {
  if (inventoryId !== null) {
    const [row] = await tx
      .select({ stock: inventories.quantity })
      .from(inventories)
      .where(eq(inventories.id, inventoryId));
    return row?.stock ?? 0;
  }
  const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? 0;
}

/** A line keeps at least one unit so the cart can still say the product ran out. */
const capped = (quantity: number, stock: number) => Math.max(1, Math.min(quantity, stock));

/**
 * Signing in with a guest's user_token: the guest's cart lines join the user's (quantities added,
 * capped by stock), and the guest's addresses and orders become the user's.
 */
export async function mergeGuestIntoUser(db: Db, guestToken: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const guestLines = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.guestToken, guestToken), isNull(cartItems.userId)));
    for (const line of guestLines) {
      const stock = await stockOf(tx, line.productId, line.inventoryId);
      const [existing] = await tx
        .select({ id: cartItems.id, quantity: cartItems.quantity })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.userId, userId),
            eq(cartItems.productId, line.productId),
            sql`coalesce(${cartItems.inventoryId}, 0) = ${line.inventoryId ?? 0}`,
          ),
        );
      if (existing) {
        await tx
          .update(cartItems)
          .set({ quantity: capped(existing.quantity + line.quantity, stock) })
          .where(eq(cartItems.id, existing.id));
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      } else {
        await tx
          .update(cartItems)
          .set({ userId, guestToken: null, quantity: capped(line.quantity, stock) })
          .where(eq(cartItems.id, line.id));
      }
    }
    await tx
      .update(addresses)
      .set({ userId, guestToken: null })
      .where(and(eq(addresses.guestToken, guestToken), isNull(addresses.userId)));
    await tx
      .update(orders)
      .set({ userId })
      .where(and(eq(orders.guestToken, guestToken), isNull(orders.userId)));
  });
}
