import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import {
  addresses,
  cartItems,
  inventories,
  orders,
  products,
  users,
  voucherUses,
} from "../../platform/db/schema/index.ts";
import { normalContact, type Contact } from "./contact.ts";

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

/** The same person: the e-mail or the phone, normalised, is the account's. */
function sameCustomer(account: Contact, given: { email?: string | null; phone?: string | null }): boolean {
  const other = normalContact(given);
  return (
    (other.email !== null && other.email === account.email) ||
    (other.phone !== null && other.phone === account.phone)
  );
}

/**
 * Signing in with a guest's user_token: the guest's cart lines join the user's (quantities added,
 * capped by stock). The guest's addresses and orders become the user's only when their e-mail or
 * phone is the account's: a browser can be shared, and whoever signs in next must not receive the
 * previous guest's orders.
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
    await moveMatchingAddressesAndOrders(tx, guestToken, userId);
  });
}

async function moveMatchingAddressesAndOrders(tx: Tx, guestToken: string, userId: number): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const account = normalContact(user);
  const guestAddresses = await tx
    .select({ id: addresses.id, email: addresses.email, phone: addresses.phone })
    .from(addresses)
    .where(and(eq(addresses.guestToken, guestToken), isNull(addresses.userId)));
  const addressIds = guestAddresses.filter((a) => sameCustomer(account, a)).map((a) => a.id);
  if (addressIds.length > 0)
    await tx
      .update(addresses)
      .set({ userId, guestToken: null })
      .where(
        and(
          inArray(addresses.id, addressIds),
          eq(addresses.guestToken, guestToken),
          isNull(addresses.userId),
        ),
      );
  const guestOrders = await tx
    .select({ id: orders.id, email: orders.email, address: orders.address })
    .from(orders)
    .where(and(eq(orders.guestToken, guestToken), isNull(orders.userId)));
  const orderIds = guestOrders
    .filter((o) => sameCustomer(account, { email: o.email, phone: o.address.phone }))
    .map((o) => o.id);
  if (orderIds.length === 0) return;
  await tx
    .update(orders)
    .set({ userId })
    .where(and(inArray(orders.id, orderIds), eq(orders.guestToken, guestToken), isNull(orders.userId)));
  // Their voucher uses now count for the account too.
  await tx.update(voucherUses).set({ userId }).where(inArray(voucherUses.orderId, orderIds));
}
