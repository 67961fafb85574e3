/**
 * A small shop for the security suites: two owners whose data others try to reach (a signed-in
 * customer and a guest with a user_token), two sellers with a store each (and orders of one store,
 * of the other and of both), an admin and every kind of credential an attacker may hold. Written through the services, like real traffic would.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../server/platform/db/client.ts";
import { eq } from "drizzle-orm";
import {
  orderItems,
  paymentMethods,
  sellerApplications,
  sessions,
} from "../server/platform/db/schema/index.ts";
import { saveAddress } from "../server/modules/addresses/address.service.ts";
import { putInCart } from "../server/modules/cart/cart.service.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  createUser,
  createVoucher,
  guestCtx,
  userCtx,
} from "./shop-fixtures.ts";
import { createSession } from "../server/modules/accounts/sessions.ts";
import { hashToken, newToken } from "../server/modules/accounts/tokens.ts";
import { changeOrderStatus } from "../server/modules/orders/order.service.ts";
import { placeOrder } from "../server/modules/orders/place-order.ts";
import { sendAfterCommit } from "../server/modules/orders/order-mail-queue.ts";
import { saveReview } from "../server/modules/orders/review.service.ts";
import { toggleCompare, toggleFollow, toggleWishlist } from "../server/modules/lists/lists.service.ts";
import type { RequestContext } from "../server/platform/context.ts";

const COD = 2;
const tag = () => randomBytes(4).toString("hex");

/** What one owner (customer or guest) has: the ids an attacker would aim at. */
export interface OwnedData {
  addressId: number;
  cartLineId: number;
  /** With its one part and line: what a return request would name. */
  pendingOrder: { id: number; trackingCode: string; partId: number; itemId: number };
}

async function ownerData(ctx: RequestContext, name: string, productIds: number[]): Promise<OwnedData> {
  const address = await saveAddress(ctx, { ...ADDRESS, name });
  await putInCart(ctx, { productId: productIds[0] as number, quantity: 1 });
  const order = await placeOrder(ctx, { paymentMethod: COD });
  const cartLineId = await putInCart(ctx, { productId: productIds[1] as number, quantity: 1 });
  const [line] = await (ctx.db as Db)
    .select({ partId: orderItems.partId, itemId: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  return {
    addressId: address.id,
    cartLineId,
    pendingOrder: { id: order.id, trackingCode: order.trackingCode, ...line! },
  };
}

/** An order as a seller route aims at it. */
export interface OrderRef {
  id: number;
  trackingCode: string;
}

/**
 * A third shopper's orders for the seller routes: one of each store alone and one holding both
 * stores' lines, so every seller can be tried on the orders that are not wholly its own.
 */
async function storesOrders(db: Db, storeProduct: number, otherStoreProduct: number) {
  const ctx = userCtx(db, await createUser(db));
  await saveAddress(ctx, { ...ADDRESS, name: `Shopper ${tag()}` });
  const order = async (productIds: number[]): Promise<OrderRef> => {
    for (const productId of productIds) await putInCart(ctx, { productId, quantity: 1 });
    const placed = await placeOrder(ctx, { paymentMethod: COD });
    return { id: placed.id, trackingCode: placed.trackingCode };
  };
  return {
    store: await order([storeProduct]),
    otherStore: await order([otherStoreProduct]),
    mixed: await order([storeProduct, otherStoreProduct]),
  };
}

async function expiredSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() - 60_000) });
  return token;
}

export async function createWorld(db: Db) {
  await createPlaces(db);
  await db.insert(paymentMethods).values({ id: COD, name: "Cash on delivery", enabled: true });

  const store = await createStore(db);
  const otherStore = await createStore(db);
  const rule = await createLocationRule(db, store.id, [{ country: "AF", price: 100 }]);
  await createLocationRule(db, otherStore.id, [{ country: "AF", price: 100 }]);
  const otherStoreProduct = await createProduct(db, otherStore.id, { stock: 50, title: `Other ${tag()}` });
  const products = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => createProduct(db, store.id, { stock: 50, title: `Item ${n} ${tag()}` })),
  );
  const ids = products.map((p) => p.id);
  const wished = await createProduct(db, store.id, { title: `Wished ${tag()}` });
  const compared = await createProduct(db, store.id, { title: `Compared ${tag()}` });

  const victim = await createUser(db);
  const victimCtx = userCtx(db, victim);
  const customerAddressName = `Victim customer ${tag()}`;
  const customerData = await ownerData(victimCtx, customerAddressName, ids);
  await putInCart(victimCtx, { productId: ids[2] as number, quantity: 1 });
  const delivered = await placeOrder(victimCtx, { paymentMethod: COD });
  const admin = await createUser(db, "admin");
  await changeOrderStatus(userCtx(db, admin), delivered.trackingCode, 5);
  const reviewComment = `Victim review ${tag()}`;
  await saveReview(victimCtx, {
    orderId: delivered.id,
    productId: ids[2] as number,
    rating: 4,
    comment: reviewComment,
  });
  await toggleWishlist(victimCtx, wished.id);
  await toggleCompare(victimCtx, compared.id);
  await toggleFollow(victimCtx, store.id);

  const guestToken = `victimguest${tag()}`;
  const guestAddressName = `Victim guest ${tag()}`;
  const guestData = await ownerData(guestCtx(db, guestToken), guestAddressName, [
    ids[3] as number,
    ids[4] as number,
  ]);

  const applicant = await createUser(db);
  const [application] = await db
    .insert(sellerApplications)
    .values({ userId: applicant.id, storeName: `Applicant ${tag()}`, storeSlug: `applicant-${tag()}` })
    .returning();

  const otherCustomer = await createUser(db);
  const otherGuestToken = `otherguest${tag()}`;
  // The intruders have carts of their own: a refused request must not touch those either.
  for (const ctx of [userCtx(db, otherCustomer), guestCtx(db, otherGuestToken)])
    await putInCart(ctx, { productId: ids[0] as number, quantity: 1 });
  const voucher = await createVoucher(db);
  const sellerOrders = await storesOrders(db, ids[0] as number, otherStoreProduct.id);
  // The orders' confirmation mails leave their queue after the answer: before the tests look for changes.
  await sendAfterCommit(db);
  return {
    db,
    store: { id: store.id, placeId: rule.places[0]?.id as number, productIds: ids },
    otherStore: { id: otherStore.id },
    /** Orders of the store alone, of the other store alone, and of both (another shopper's). */
    sellerOrders,
    customer: {
      ...customerData,
      user: victim,
      deliveredOrder: { id: delivered.id, trackingCode: delivered.trackingCode, productId: ids[2] as number },
      wishedProductId: wished.id,
    },
    guest: { ...guestData, token: guestToken },
    applicationId: (application as { id: number }).id,
    /** Text only the two owners' data contains: none of it may reach anybody else. */
    marks: {
      email: victim.email,
      review: reviewComment,
      customerAddress: customerAddressName,
      guestAddress: guestAddressName,
      wished: wished.slug,
      compared: compared.slug,
    },
    tokens: {
      victim: await createSession(db, victim.id),
      victimExpired: await expiredSession(db, victim.id),
      otherCustomer: await createSession(db, otherCustomer.id),
      seller: await createSession(db, store.owner.id),
      sellerExpired: await expiredSession(db, store.owner.id),
      otherSeller: await createSession(db, otherStore.owner.id),
      admin: await createSession(db, admin.id),
      adminExpired: await expiredSession(db, admin.id),
      forged: newToken(),
    },
    otherGuestToken,
    voucherCode: voucher.code,
  };
}

export type World = Awaited<ReturnType<typeof createWorld>>;
