/**
 * An order of two stores is two parts: each ships, is tracked and (cash on delivery) paid on its
 * own; the order's status is its least advanced part's; a seller sees and moves only its own part.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useMailWorld } from "../../../testing/mail-world.ts";
import { textOf } from "../../../testing/test-smtp.ts";
import {
  ADDRESS,
  COD,
  createLocationRule,
  createProduct,
  createStore,
  fillCodShop,
  guestCtx,
  userCtx,
} from "../../../testing/shop-fixtures.ts";
import { keyOf } from "../../../testing/error-key.ts";
import { orderItems, orderParts } from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import { cancelOrder, findOrder, trackOrder } from "./order.service.ts";
import { sendAfterCommit } from "./order-mail-queue.ts";
import { changePartStatus } from "./order-parts.ts";
import { placeOrder } from "./place-order.ts";

const world = useMailWorld();
beforeAll(() => fillCodShop(world.database.db));

async function sellingStore(selling: number) {
  const db = world.database.db;
  const store = await createStore(db, { commission: 10 });
  await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
  const product = await createProduct(db, store.id, { stock: 5, selling });
  return { ...store, productId: product.id };
}

async function twoStoreOrder(email: string) {
  const db = world.database.db;
  const first = await sellingStore(2000);
  const second = await sellingStore(3500);
  const ctx = guestCtx(db);
  await saveAddress(ctx, { ...ADDRESS, email });
  await putInCart(ctx, { productId: first.productId, quantity: 2 });
  await putInCart(ctx, { productId: second.productId, quantity: 1 });
  const placed = await placeOrder(ctx, { paymentMethod: COD });
  await sendAfterCommit(db);
  await world.smtp.next(email);
  return { ctx, placed, first, second };
}

describe("an order of two stores", () => {
  it("makes one part per store whose amounts add up to the order, each line in its store's part", async () => {
    const db = world.database.db;
    const { ctx, placed, first, second } = await twoStoreOrder("parts-sum@example.test");
    const order = await findOrder(ctx, placed.id);
    expect(order.parts.map((p) => [p.number, p.code, p.delivery_status])).toEqual([
      [1, `${placed.trackingCode}-1`, 1],
      [2, `${placed.trackingCode}-2`, 1],
    ]);
    const goodsOf = (storeId: number) => order.parts.find((p) => p.store?.id === storeId)?.goods;
    expect([goodsOf(first.id), goodsOf(second.id)]).toEqual([4000, 3500]);
    expect(order.parts.reduce((sum, p) => sum + p.total, 0)).toBe(order.total);
    expect(order.parts.reduce((sum, p) => sum + p.shipping_cost, 0)).toBe(order.shipping_cost);
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    const parts = await db.select().from(orderParts).where(eq(orderParts.orderId, placed.id));
    for (const line of lines) expect(parts.find((p) => p.id === line.partId)?.storeId).toBe(line.storeId);
  });

  it("each seller moves only its own part; the order follows the least advanced part and the mails list both", async () => {
    const db = world.database.db;
    const email = "parts-steps@example.test";
    const { ctx, placed, first, second } = await twoStoreOrder(email);
    const placedParts = (await findOrder(ctx, placed.id)).parts;
    const partA = placedParts.find((p) => p.store?.id === first.id);
    const partB = placedParts.find((p) => p.store?.id === second.id);
    const sellerA = userCtx(db, first.owner);
    const sellerB = userCtx(db, second.owner);

    expect(await keyOf(changePartStatus(sellerA, partB!.id, 2))).toBe("server.not_found");
    expect(await keyOf(changePartStatus(sellerB, partA!.id, 2))).toBe("server.not_found");

    await changePartStatus(sellerA, partA!.id, 2);
    await changePartStatus(sellerA, partA!.id, 3, { carrier: "Aramex", trackingNumber: "AX123456" });
    await sendAfterCommit(db);
    expect(await keyOf(cancelOrder(ctx, { orderId: placed.id, title: "Late", message: "No" }))).toBe(
      "shop.order_not_cancellable",
    );
    await changePartStatus(sellerB, partB!.id, 5);
    await sendAfterCommit(db);

    const order = await findOrder(ctx, placed.id);
    expect(order.delivery_status).toBe(3);
    expect(order.payment_status).toBe(0);
    const partOf = <T extends { id: number }>(parts: T[], part: { id: number } | undefined) =>
      parts.find((p) => p.id === part?.id);
    expect(partOf(order.parts, partA)).toMatchObject({
      delivery_status: 3,
      payment_status: 0,
      carrier: "Aramex",
      tracking_number: "AX123456",
    });
    expect(partOf(order.parts, partB)).toMatchObject({ delivery_status: 5, payment_status: 1 });
    const tracked = await trackOrder(guestCtx(db), placed.trackingCode);
    expect(partOf(tracked.parts, partA)?.history.map((h) => h.status)).toEqual([2, 3]);
    expect(partOf(tracked.parts, partB)?.history.map((h) => [h.status, h.event])).toEqual([
      [5, null],
      [5, "paid"],
    ]);

    const mails = world.smtp.messages.filter((m) => m.to.includes(email));
    const last = textOf(mails[mails.length - 1]!);
    expect(last).toContain("Your order ships in 2 parts, one per store:");
    expect(last).toContain(`${first.name}: Picked up`);
    expect(last).toContain("Shipped by Aramex, tracking number AX123456");
    expect(last).toContain(`${second.name}: Delivered`);

    await changePartStatus(sellerA, partA!.id, 5);
    const done = await findOrder(ctx, placed.id);
    expect([done.delivery_status, done.payment_status]).toEqual([5, 1]);
    expect(await keyOf(changePartStatus(sellerA, partA!.id, 4))).toBe("shop.order_status_invalid");
  });
});
