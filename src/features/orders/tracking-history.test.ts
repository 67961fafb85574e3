/**
 * The tracking page's history of a one-store order, from a real order moved through its steps and
 * read through the API: one timeline, the order's and its only part's entries together;
 * each entry is named by what it recorded (a step reached, the payment, the cancellation), never by
 * the name of another step.
 */
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../testing/world.ts";
import {
  ADDRESS,
  createLocationRule,
  COD,
  fillCodShop,
  createProduct,
  createStore,
  createUser,
  guestCtx,
  userCtx,
} from "../../testing/shop-fixtures.ts";
import { saveAddress } from "../../server/modules/addresses/address.service.ts";
import { putInCart } from "../../server/modules/cart/cart.service.ts";
import { cancelOrder, changeOrderStatus } from "../../server/modules/orders/order.service.ts";
import { placeOrder } from "../../server/modules/orders/place-order.ts";
import { translator } from "../../i18n/interpolate.ts";
import type { Lang } from "../../i18n/locales.ts";
import { checkoutStrings } from "../cart/strings.ts";
import { trackingHistory, trackingTimelines } from "./order-view.ts";
import type { Tracking } from "./types.ts";

const world = useTestWorld({ fill: fillCodShop, api: true, outbox: true });

async function placedOrder() {
  const db = world.db;
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
  const product = await createProduct(db, store.id, { stock: 5 });
  const ctx = guestCtx(db);
  await saveAddress(ctx, ADDRESS);
  await putInCart(ctx, { productId: product.id, quantity: 1 });
  return { ctx, order: await placeOrder(ctx, { paymentMethod: COD }) };
}

/**
 * What the tracking page lists for a code of a one-store order, in a language: the names of its
 * history entries (the order's and its part's, in one timeline).
 */
async function historyNames(trackingCode: string, lang: Lang): Promise<string[]> {
  const { body } = await world.get(`/track-order?tracking_code=${trackingCode}`);
  const shown = trackingTimelines(body.data as Tracking);
  expect(shown.history).toEqual([]);
  expect(shown.parts).toHaveLength(1);
  return trackingHistory(shown.parts[0]!.history, translator(checkoutStrings(lang), lang), lang).map(
    (h) => h.name,
  );
}

describe("order tracking", () => {
  it("the tracking history names each step it reached, then the payment of cash on delivery", async () => {
    const { order } = await placedOrder();
    const admin = userCtx(world.db, await createUser(world.db, "admin"));
    for (const status of [2, 3, 4, 5]) await changeOrderStatus(admin, order.trackingCode, status);
    expect(await historyNames(order.trackingCode, "en")).toEqual([
      "Pending",
      "Confirmed",
      "Picked up",
      "On the way",
      "Delivered",
      "Paid",
    ]);
    expect(await historyNames(order.trackingCode, "fr")).toEqual([
      "En attente",
      "Confirmée",
      "Récupérée",
      "En route",
      "Livrée",
      translator(checkoutStrings("fr"), "fr")("checkout.orders.paid"),
    ]);
  });

  it("the tracking history of a cancelled order says it was cancelled, not 'Pending' twice", async () => {
    const { ctx, order } = await placedOrder();
    await cancelOrder(ctx, { orderId: order.id, title: "Changed my mind", message: "Sorry" });
    expect(await historyNames(order.trackingCode, "en")).toEqual(["Pending", "Cancelled"]);
  });
});
