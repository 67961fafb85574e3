/**
 * A seller moves only orders wholly of its own stores: an order that also holds another store's
 * lines is refused to every seller (403, in the caller's language, nothing written) until orders are
 * split per store; the shop's admin still moves it.
 */
import { describe, expect, it } from "vitest";
import { changedTables, rowSnapshot } from "../../../testing/row-snapshot.ts";
import { useTestWorld } from "../../../testing/world.ts";
import {
  ADDRESS,
  createLocationRule,
  COD,
  fillCodShop,
  createProduct,
  createStore,
  createUser,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import { translate } from "../../core/messages.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import { createSession } from "../accounts/sessions.ts";
import { sendAfterCommit } from "./order-mail-queue.ts";
import { placeOrder } from "./place-order.ts";

const world = useTestWorld({ fill: fillCodShop, api: true, outbox: true });

async function sellingStore() {
  const store = await createStore(world.db);
  await createLocationRule(world.db, store.id, [{ country: "AF", price: 300 }]);
  const product = await createProduct(world.db, store.id, { stock: 5 });
  return { ...store, productId: product.id, token: await createSession(world.db, store.owner.id) };
}

const changeStatus = (token: string, trackingCode: string, status: number, language = "en") =>
  world.server
    .fetch("/api/v1/order/change-status", {
      method: "POST",
      headers: { "content-type": "application/json", Language: language, authorization: `Bearer ${token}` },
      body: JSON.stringify({ tracking_code: trackingCode, status }),
    })
    .then(async (r) => ({ http: r.status, ...((await r.json()) as { message: string; data: unknown }) }));

describe("a seller and an order of several stores", () => {
  it("a seller cannot deliver or mark paid an order that also holds another store's items; the admin can", async () => {
    const db = world.db;
    const first = await sellingStore();
    const second = await sellingStore();
    const ctx = guestCtx(db);
    await saveAddress(ctx, ADDRESS);
    await putInCart(ctx, { productId: first.productId, quantity: 1 });
    await putInCart(ctx, { productId: second.productId, quantity: 1 });
    const placed = await placeOrder(ctx, { paymentMethod: COD });
    await sendAfterCommit(db);

    const before = await rowSnapshot(db);
    for (const [seller, language] of [
      [first, "fr"],
      [second, "tr"],
    ] as const) {
      const answer = await changeStatus(seller.token, placed.trackingCode, 5, language);
      expect(answer.http).toBe(403);
      expect(answer.message).toBe(translate({ key: "shop.order_other_stores" }, language));
    }
    expect(changedTables(before, await rowSnapshot(db))).toEqual([]);

    const admin = await createSession(db, (await createUser(db, "admin")).id);
    const delivered = await changeStatus(admin, placed.trackingCode, 5);
    expect(delivered.http).toBe(200);
    expect(delivered.data).toMatchObject({ delivery_status: 5, payment_status: 1 });
  });
});
