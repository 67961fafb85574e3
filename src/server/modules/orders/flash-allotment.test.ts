import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import {
  ADDRESS,
  createLocationRule,
  COD,
  fillCodShop,
  createProduct,
  createStore,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import type { RequestContext } from "../../platform/context.ts";
import {
  cartItems,
  flashSaleProducts,
  flashSales,
  orderItems,
  orders,
  products,
} from "../../platform/db/schema/index.ts";
import { translate } from "../../core/messages.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { getCart, putInCart } from "../cart/cart.service.ts";
import { productCards } from "../catalog/index.ts";
import { cancelOrder } from "./order.service.ts";
import { expireUnpaidOrders } from "./payment-expiry.ts";
import { placeOrder } from "./place-order.ts";

const NORMAL = 1000;
const FLASH = 500;
const world = useTestWorld({ fill: fillCodShop, api: true, outbox: true });

/** A product at 10.00 in a live flash sale at 5.00 for `allotment` units. */
async function flashProduct(allotment: number) {
  const db = world.db;
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
  const product = await createProduct(db, store.id, { selling: NORMAL, stock: 100 });
  const now = Date.now();
  const [sale] = await db
    .insert(flashSales)
    .values({ startTime: new Date(now - 3_600_000), endTime: new Date(now + 3_600_000) })
    .returning();
  const [entry] = await db
    .insert(flashSaleProducts)
    .values({ flashSaleId: sale.id, productId: product.id, price: FLASH, quantity: allotment })
    .returning();
  const soldAtFlashPrice = async () =>
    (await db.select().from(flashSaleProducts).where(eq(flashSaleProducts.id, entry.id)))[0].sold;
  return { product, entry, soldAtFlashPrice };
}

let shoppers = 0;

async function shopper(productId: number): Promise<RequestContext> {
  const ctx = guestCtx(world.db);
  const n = ++shoppers;
  await saveAddress(ctx, { ...ADDRESS, email: `flash${n}@example.test`, phone: `+93 700 ${200_000 + n}` });
  await putInCart(ctx, { productId, quantity: 1 });
  return ctx;
}

const priceInCart = async (ctx: RequestContext) => (await getCart(ctx)).items[0]?.product.price;
const totalShown = async (ctx: RequestContext) => (await getCart(ctx)).summary.total;

describe("a flash sale's allotment", () => {
  it("ten shoppers at once for 3 flash units: three pay the flash price, the others hear it sold out in their language with nothing written, then see and pay the normal price", async () => {
    const db = world.db;
    const { product, entry, soldAtFlashPrice } = await flashProduct(3);
    const crowd: RequestContext[] = [];
    for (let i = 0; i < 10; i++) crowd.push(await shopper(product.id));
    expect(await Promise.all(crowd.map(priceInCart))).toEqual(Array(10).fill(FLASH));
    const shown = await Promise.all(crowd.map(totalShown));

    const languages = ["en", "fr", "ar", "hi", "tr"] as const;
    const answers = await Promise.all(
      crowd.map(async (ctx, i) => {
        const lang = languages[i % languages.length];
        const response = await world.server.fetch("/api/v1/order/action", {
          method: "POST",
          headers: { "content-type": "application/json", Language: lang },
          body: JSON.stringify({
            user_token: ctx.guestToken,
            payment_method: COD,
            expected_total: shown[i],
          }),
        });
        const body = (await response.json()) as { status: number; message: string };
        return { ctx, lang, http: response.status, ...body };
      }),
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(placed).toHaveLength(3);
    expect(refused.map((a) => [a.http, a.message])).toEqual(
      refused.map((a) => [409, translate({ key: "shop.flash_sold_out" }, a.lang)]),
    );

    const lines = await db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(lines.map((l) => [l.unitPrice, l.flashSaleProductId])).toEqual(Array(3).fill([FLASH, entry.id]));
    expect(await soldAtFlashPrice()).toBe(3);
    const [{ stock }] = await db.select().from(products).where(eq(products.id, product.id));
    expect(stock).toBe(97);
    const refusedTokens = refused.map((a) => a.ctx.guestToken as string);
    expect(await db.select().from(orders).where(inArray(orders.guestToken, refusedTokens))).toEqual([]);
    expect(
      await db.select().from(cartItems).where(inArray(cartItems.guestToken, refusedTokens)),
    ).toHaveLength(7);

    const late = refused[0].ctx;
    expect(await priceInCart(late)).toBe(NORMAL);
    const again = await placeOrder(late, { paymentMethod: COD, expectedTotal: await totalShown(late) });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, again.id));
    expect([line.unitPrice, line.flashSaleProductId]).toEqual([NORMAL, null]);
    expect(await soldAtFlashPrice()).toBe(3);
  }, 120_000);

  it("a cancelled order and an expired payment give their flash units back to the sale", async () => {
    const db = world.db;
    const { product, soldAtFlashPrice } = await flashProduct(1);
    const first = await shopper(product.id);
    const next = await shopper(product.id);
    const placed = await placeOrder(first, { paymentMethod: COD });
    expect(await soldAtFlashPrice()).toBe(1);
    expect(await priceInCart(next)).toBe(NORMAL);

    await cancelOrder(first, { orderId: placed.id, title: "Changed my mind", message: "Sorry" });
    expect(await soldAtFlashPrice()).toBe(0);
    expect(await priceInCart(next)).toBe(FLASH);

    const unpaid = await placeOrder(next, { paymentMethod: COD });
    expect(await soldAtFlashPrice()).toBe(1);
    // As an online payment whose window has passed.
    await db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, unpaid.id));
    expect(await expireUnpaidOrders(db)).toBe(1);
    expect(await soldAtFlashPrice()).toBe(0);
  });

  it("without the total the shopper saw, an order still never takes more flash units than the sale allots", async () => {
    const db = world.db;
    const { product, soldAtFlashPrice } = await flashProduct(2);
    const crowd: RequestContext[] = [];
    for (let i = 0; i < 6; i++) crowd.push(await shopper(product.id));
    await Promise.allSettled(crowd.map((ctx) => placeOrder(ctx, { paymentMethod: COD })));
    const lines = await db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(lines.filter((l) => l.unitPrice === FLASH)).toHaveLength(2);
    expect(await soldAtFlashPrice()).toBe(2);
  }, 60_000);

  it("once its flash units are sold, the product's card and page show its normal price", async () => {
    const { product } = await flashProduct(1);
    const shown = async () => {
      const [card] = await productCards(world.ctx(), [product.id]);
      const page = await world.get(`product/${product.id}`);
      return [card.current_price, page.body.data.price, page.body.data.flash_sale];
    };
    expect((await shown()).slice(0, 2)).toEqual([FLASH, FLASH]);
    await placeOrder(await shopper(product.id), { paymentMethod: COD });
    expect(await shown()).toEqual([NORMAL, null, null]);
  });

  it("a cart line larger than the flash units left pays the normal price, as the cart shows", async () => {
    const db = world.db;
    const { product, soldAtFlashPrice } = await flashProduct(2);
    const ctx = await shopper(product.id);
    await putInCart(ctx, { productId: product.id, quantity: 3 }, "set");
    expect(await priceInCart(ctx)).toBe(NORMAL);
    const placed = await placeOrder(ctx, { paymentMethod: COD });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect([line.unitPrice, line.quantity]).toEqual([NORMAL, 3]);
    expect(await soldAtFlashPrice()).toBe(0);
  });
});
