/**
 * The tracking page of an order from two stores, from a real order whose parts the sellers moved,
 * read through the API and rendered as the page renders it: one card per store with its own step,
 * carrier, tracking link and timeline, in the visitor's language; never the address or the lines.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../testing/world.ts";
import {
  ADDRESS,
  COD,
  createLocationRule,
  createProduct,
  createStore,
  fillCodShop,
  guestCtx,
  userCtx,
} from "../../testing/shop-fixtures.ts";
import { saveAddress } from "../../server/modules/addresses/address.service.ts";
import { putInCart } from "../../server/modules/cart/cart.service.ts";
import { changePartStatus } from "../../server/modules/orders/order-parts.ts";
import { placeOrder } from "../../server/modules/orders/place-order.ts";
import { translator } from "../../i18n/interpolate.ts";
import type { Lang } from "../../i18n/locales.ts";
import { checkoutStrings } from "../cart/strings.ts";
import PartCard from "./PartCard.tsx";
import TrackingParts from "./TrackingParts.tsx";
import type { Tracking } from "./types.ts";

const world = useTestWorld({ fill: fillCodShop, api: true, outbox: true });

async function storeSelling() {
  const db = world.db;
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
  const product = await createProduct(db, store.id, { stock: 5 });
  return { store, product };
}

/** A guest's cash-on-delivery order of one product from each of two stores. */
async function twoStoreOrder() {
  const first = await storeSelling();
  const second = await storeSelling();
  const ctx = guestCtx(world.db);
  await saveAddress(ctx, ADDRESS);
  await putInCart(ctx, { productId: first.product.id, quantity: 1 });
  await putInCart(ctx, { productId: second.product.id, quantity: 1 });
  const order = await placeOrder(ctx, { paymentMethod: COD });
  return { order, first, second };
}

async function tracked(code: string): Promise<Tracking> {
  const { http, body } = await world.get(`/track-order?tracking_code=${code}`);
  expect(http).toBe(200);
  return body.data as Tracking;
}

/** The tracking result as the page shows it, in a language: its HTML and each part card's HTML. */
function rendered(result: Tracking, lang: Lang) {
  const t = translator(checkoutStrings(lang), lang);
  const html = renderToStaticMarkup(createElement(TrackingParts, { result, lang, t }));
  const cards = html.split('data-testid="order-part"').slice(1);
  return { html, cards, t };
}

describe("the tracking page of an order from two stores", () => {
  it("shows each store's part at its own step, with carrier, tracking link and timeline", async () => {
    const { order, first, second } = await twoStoreOrder();
    const parts = (await tracked(order.trackingCode)).parts;
    const partOf = (storeId: number) => parts.find((p) => p.store?.id === storeId)!;
    const sellerA = userCtx(world.db, first.store.owner);
    await changePartStatus(sellerA, partOf(first.store.id).id, 2);
    await changePartStatus(sellerA, partOf(first.store.id).id, 3, {
      carrier: "Aramex",
      trackingNumber: "AX123456",
      trackingUrl: "https://track.example/AX123456",
    });
    await changePartStatus(userCtx(world.db, second.store.owner), partOf(second.store.id).id, 5);

    const result = await tracked(order.trackingCode);
    const { html, cards, t } = rendered(result, "ar");
    expect(cards).toHaveLength(2);
    const [cardA, cardB] = result.parts[0]!.store?.id === first.store.id ? cards : cards.reverse();
    expect(cardA).toContain(`href="/ar/shop/${first.store.slug}"`);
    expect(cardA).toContain(first.store.name);
    expect(cardA).toContain(`${order.trackingCode}-`);
    expect(cardA).toContain('aria-current="step"');
    expect(cardA).toContain(t("checkout.part.steps", { store: first.store.name }));
    expect(cardA).toContain("Aramex");
    expect(cardA).toContain('href="https://track.example/AX123456"');
    expect(cardA).toContain(t("shop.status_3"));
    expect(cardB).toContain(`href="/ar/shop/${second.store.slug}"`);
    expect(cardB).toContain(t("shop.status_5"));
    expect(cardB).not.toContain(t("checkout.part.notShipped"));
    expect(cardB).not.toContain("AX123456");
    expect(cardB).toContain(t("checkout.orders.paid"));
    // The whole order's history (placed) above the parts, the lines and the address nowhere.
    expect(html.indexOf('data-testid="tracking-history"')).toBeLessThan(
      html.indexOf('data-testid="order-part"'),
    );
    expect(html).not.toContain(ADDRESS.address);
    expect(html).not.toContain(ADDRESS.name);
  });

  it("an order of one store shows one card: no part code nor second steps, the tracking number, one timeline", async () => {
    const { store, product } = await storeSelling();
    const ctx = guestCtx(world.db);
    await saveAddress(ctx, ADDRESS);
    await putInCart(ctx, { productId: product.id, quantity: 1 });
    const order = await placeOrder(ctx, { paymentMethod: COD });
    const [part] = (await tracked(order.trackingCode)).parts;
    await changePartStatus(userCtx(world.db, store.owner), part!.id, 3, { trackingNumber: "ONLY-1" });

    const { html, cards, t } = rendered(await tracked(order.trackingCode), "en");
    expect(cards).toHaveLength(1);
    expect(html).toContain(store.name);
    expect(html).toContain("ONLY-1");
    expect(html).not.toContain(`${order.trackingCode}-1`);
    expect(html).not.toContain('data-testid="part-steps"');
    expect(html).not.toContain('data-testid="tracking-history"');
    const timeline = html.slice(html.indexOf('data-testid="part-timeline"'));
    const names = [...timeline.matchAll(/<span class="text-ink">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(names).toEqual([t("shop.status_1"), t("shop.status_3")]);
  });

  it("a part card shows what is given as its actions at its foot", async () => {
    const { order } = await twoStoreOrder();
    const [part] = (await tracked(order.trackingCode)).parts;
    const t = translator(checkoutStrings("en"), "en");
    const html = renderToStaticMarkup(
      createElement(PartCard, {
        part: part!,
        only: false,
        cancelled: false,
        lang: "en",
        t,
        actions: createElement("button", { type: "button" }, "Return items"),
      }),
    );
    expect(html).toMatch(
      /data-testid="part-actions"><button type="button">Return items<\/button><\/div><\/section>$/,
    );
  });
});
