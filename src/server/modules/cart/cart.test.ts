import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { flashSaleProducts, flashSales, products } from "../../platform/db/schema/index.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { createSession } from "../accounts/sessions.ts";
import { buyNow, changeSelection, deleteLine, getCart, putInCart, updateShipping } from "./cart.service.ts";
import {
  ADDRESS,
  createBundle,
  createLocationRule,
  createPickup,
  createPlaces,
  createProduct,
  createStore,
  createUser,
  createVariantProduct,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ fill: createPlaces, api: true });

async function message(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { messages?: { key: string }[] }).messages?.[0]?.key ?? String(error);
  }
  return "no error";
}

describe("cart", () => {
  it("adding the same product raises the line's quantity and the count is the sum of quantities", async () => {
    const db = world.db;
    const store = await createStore(db);
    const a = await createProduct(db, store.id, { stock: 5 });
    const b = await createProduct(db, store.id, { stock: 5 });
    const ctx = guestCtx(db);
    await putInCart(ctx, { productId: a.id, quantity: 2 });
    await putInCart(ctx, { productId: a.id, quantity: 1 });
    await putInCart(ctx, { productId: b.id, quantity: 4 });
    const cart = await getCart(ctx);
    expect(cart.items).toHaveLength(2);
    expect(cart.items.find((i) => i.product.id === a.id)?.quantity).toBe(3);
    expect(cart.count).toBe(7);
  });

  it("refuses more than the stock, less than one, out of stock and a missing required attribute", async () => {
    const db = world.db;
    const store = await createStore(db);
    const product = await createProduct(db, store.id, { stock: 3 });
    const empty = await createProduct(db, store.id, { stock: 0 });
    const { product: dress, variants } = await createVariantProduct(db, store.id, [2, 0]);
    const ctx = guestCtx(db);
    await putInCart(ctx, { productId: product.id, quantity: 2 });
    expect(await message(putInCart(ctx, { productId: product.id, quantity: 2 }))).toBe(
      "shop.quantity_exceeds_inventory",
    );
    expect(await message(putInCart(ctx, { productId: product.id, quantity: 0 }))).toBe(
      "shop.minimum_one_item",
    );
    expect(await message(putInCart(ctx, { productId: empty.id, quantity: 1 }))).toBe("shop.out_of_stock");
    expect(await message(putInCart(ctx, { productId: dress.id, quantity: 1 }))).toBe(
      "shop.select_required_attributes",
    );
    expect(
      await message(putInCart(ctx, { productId: dress.id, inventoryId: variants[1]?.id, quantity: 1 })),
    ).toBe("shop.out_of_stock");
    await putInCart(ctx, { productId: dress.id, inventoryId: variants[0]?.id, quantity: 2 });
    const line = (await getCart(ctx)).items.find((i) => i.product.id === dress.id);
    expect(line?.product.price).toBe(1500);
    expect(line?.product.inventory?.id).toBe(variants[0]?.id);
  });

  it("concurrent adds of the last units never put more than the stock in one cart", async () => {
    const db = world.db;
    const store = await createStore(db);
    const product = await createProduct(db, store.id, { stock: 5 });
    const ctx = guestCtx(db);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => putInCart(ctx, { productId: product.id, quantity: 1 })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect((await getCart(ctx)).count).toBe(5);
  });

  it("a live flash sale sets the unit price; one that has not started does not", async () => {
    const db = world.db;
    const store = await createStore(db);
    const live = await createProduct(db, store.id, { selling: 1000, offered: 900 });
    const later = await createProduct(db, store.id, { selling: 1000, offered: 900 });
    const now = Date.now();
    const [running] = await db
      .insert(flashSales)
      .values({ startTime: new Date(now - 3_600_000), endTime: new Date(now + 3_600_000) })
      .returning();
    const [coming] = await db
      .insert(flashSales)
      .values({ startTime: new Date(now + 3_600_000), endTime: new Date(now + 7_200_000) })
      .returning();
    await db.insert(flashSaleProducts).values([
      { flashSaleId: running?.id as number, productId: live.id, price: 700, quantity: 10 },
      { flashSaleId: coming?.id as number, productId: later.id, price: 500, quantity: 10 },
    ]);
    const ctx = guestCtx(db);
    await putInCart(ctx, { productId: live.id, quantity: 1 });
    await putInCart(ctx, { productId: later.id, quantity: 1 });
    const cart = await getCart(ctx);
    expect(cart.items.find((i) => i.product.id === live.id)?.product.price).toBe(700);
    expect(cart.items.find((i) => i.product.id === later.id)?.product.price).toBe(900);
  });

  it("a bundle deal makes units free once the line reaches N", async () => {
    const db = world.db;
    const store = await createStore(db);
    const product = await createProduct(db, store.id, { selling: 800, stock: 20 });
    await createBundle(db, product.id, 3, 1);
    const ctx = guestCtx(db);
    await putInCart(ctx, { productId: product.id, quantity: 2 });
    let cart = await getCart(ctx);
    expect(cart.items[0]?.free_quantity).toBe(0);
    expect(cart.summary.subtotal).toBe(1600);
    await putInCart(ctx, { productId: product.id, quantity: 3 });
    cart = await getCart(ctx);
    expect(cart.items[0]?.free_quantity).toBe(1);
    expect(cart.summary.subtotal).toBe(800 * 4);
    expect(cart.summary.bundle_savings).toBe(800);
  });

  it("unchecked lines leave the totals; buy now selects only its product; delete removes the line", async () => {
    const db = world.db;
    const store = await createStore(db);
    const a = await createProduct(db, store.id, { selling: 1000 });
    const b = await createProduct(db, store.id, { selling: 2000 });
    const ctx = guestCtx(db);
    const lineA = await putInCart(ctx, { productId: a.id, quantity: 1 });
    const lineB = await putInCart(ctx, { productId: b.id, quantity: 1 });
    await changeSelection(ctx, [], [lineA]);
    expect((await getCart(ctx)).summary.subtotal).toBe(2000);
    await changeSelection(ctx, [lineA], []);
    expect((await getCart(ctx)).summary.subtotal).toBe(3000);
    await buyNow(ctx, { productId: a.id, quantity: 2 });
    const cart = await getCart(ctx);
    expect(cart.summary.subtotal).toBe(2000);
    expect(cart.items.find((i) => i.id === lineB)?.selected).toBe(2);
    await deleteLine(ctx, lineB);
    expect((await getCart(ctx)).count).toBe(2);
  });

  it("another owner's line or address refuses a selection or shipping change, and nothing of mine changes", async () => {
    const db = world.db;
    const store = await createStore(db);
    const { places } = await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
    const product = await createProduct(db, store.id);
    const victim = guestCtx(db);
    const theirLine = await putInCart(victim, { productId: product.id, quantity: 1 });
    const theirAddress = await saveAddress(victim, ADDRESS);
    const me = guestCtx(db);
    const myLine = await putInCart(me, { productId: product.id, quantity: 1 });
    const optionId = places[0]?.id as number;

    expect(await message(changeSelection(me, [], [myLine, theirLine]))).toBe("server.not_found");
    expect(await message(changeSelection(me, [], [myLine], theirAddress.id))).toBe("server.not_found");
    expect(
      await message(
        updateShipping(me, { storeId: store.id, shippingType: 1, optionId, addressId: theirAddress.id }),
      ),
    ).toBe("server.not_found");
    const [mine] = (await getCart(me)).items;
    expect(mine).toMatchObject({ id: myLine, selected: 1, source: null });
    expect((await getCart(victim)).items[0]?.selected).toBe(1);
  });

  it("each line says whether it ships to the address, with the spec's message", async () => {
    const db = world.db;
    const store = await createStore(db);
    const other = await createStore(db);
    await createLocationRule(db, store.id, [{ country: "AF", price: 300 }]);
    await createLocationRule(db, other.id, [{ country: "FR", price: 300 }]);
    const ships = await createProduct(db, store.id);
    const stays = await createProduct(db, other.id);
    const ctx = guestCtx(db);
    await saveAddress(ctx, ADDRESS);
    await putInCart(ctx, { productId: ships.id, quantity: 1 });
    await putInCart(ctx, { productId: stays.id, quantity: 1 });
    const cart = await getCart(ctx);
    expect(cart.items.find((i) => i.product.id === ships.id)?.shippable).toBe(true);
    const blocked = cart.items.find((i) => i.product.id === stays.id);
    expect(blocked?.shippable).toBe(false);
    expect(blocked?.shipping_message).toBe(
      "This product can not be shipped to Badakhshan Afghanistan. Please Uncheck the product first or change the shipping address",
    );
  });

  it("shipping: flat per line, percent of the line's goods, single price once per store, pickup, free shipping", async () => {
    const db = world.db;
    const flat = await createStore(db);
    await createLocationRule(db, flat.id, [
      { country: "AF", price: 300 },
      { country: "AF", state: "BDS", price: 200 },
    ]);
    const percent = await createStore(db);
    await createLocationRule(db, percent.id, [{ country: "AF", price: 10 }], { priceType: 2 });
    const single = await createStore(db);
    await createLocationRule(db, single.id, [{ country: "AF", price: 500 }], { singlePrice: true });
    const pickup = await createPickup(db, single.id, 50);
    const ctx = guestCtx(db);
    await saveAddress(ctx, ADDRESS);
    const f1 = await createProduct(db, flat.id, { selling: 1000 });
    const f2 = await createProduct(db, flat.id, { selling: 1000, freeShipping: true });
    const p1 = await createProduct(db, percent.id, { selling: 2500 });
    const s1 = await createProduct(db, single.id, { selling: 100 });
    const s2 = await createProduct(db, single.id, { selling: 100 });
    for (const p of [f1, f2, s1, s2]) await putInCart(ctx, { productId: p.id, quantity: 1 });
    await putInCart(ctx, { productId: p1.id, quantity: 2 });
    let cart = await getCart(ctx);
    const cost = (id: number) => cart.items.find((i) => i.product.id === id)?.source?.cost;
    expect(cost(f1.id)).toBe(200); // the state's own price beats the whole country's
    expect(cost(f2.id)).toBe(0);
    expect(cost(p1.id)).toBe(500); // 10 % of 5000
    expect((cost(s1.id) ?? 0) + (cost(s2.id) ?? 0)).toBe(500);
    expect(cart.summary.shipping_cost).toBe(200 + 500 + 500);
    await updateShipping(ctx, { storeId: single.id, shippingType: 2, optionId: pickup.id });
    cart = await getCart(ctx);
    expect(cart.items.find((i) => i.product.id === s1.id)?.source?.type).toBe(2);
    expect(cart.summary.shipping_cost).toBe(200 + 500 + 50 + 50);
    expect(cart.summary.total).toBe(cart.summary.subtotal + cart.summary.shipping_cost);
  });
});

describe("cart API", () => {
  const post = (path: string, body: unknown) =>
    world.server.fetch(`/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("post /api/v1/cart/action adds for a guest token and answers the count; over stock says so", async () => {
    const db = world.db;
    const store = await createStore(db);
    const product = await createProduct(db, store.id, { stock: 2 });
    const token = "abcdefghij012345xy";
    let response = await post("/cart/action", { user_token: token, product_id: product.id, quantity: 2 });
    let body = await response.json();
    expect(body).toMatchObject({ status: 200, data: { count: 2 }, message: "Product added to the cart." });
    response = await post("/cart/action", { user_token: token, product_id: product.id, quantity: 1 });
    body = await response.json();
    expect(response.status).toBe(409);
    expect(body).toMatchObject({ status: 201, message: "Product quantity exceeds inventory." });
    const cart = await (await world.server.fetch(`/api/v1/cart/by-user?user_token=${token}`)).json();
    expect(cart.data.count).toBe(2);
  });

  it("a signed-in user's cart follows the session, not a guest token", async () => {
    const db = world.db;
    const store = await createStore(db);
    const product = await createProduct(db, store.id, { stock: 5 });
    const user = await createUser(db);
    const token = await createSession(db, user.id);
    const auth = { "content-type": "application/json", Authorization: `Bearer ${token}` };
    const added = await world.server.fetch("/api/v1/cart/action", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ product_id: product.id, quantity: 2 }),
    });
    expect((await added.json()).data.count).toBe(2);
    const cart = await (
      await world.server.fetch("/api/v1/cart/by-user?user_token=someguest000000001", { headers: auth })
    ).json();
    expect(cart.data.count).toBe(2);
    const guest = await (
      await world.server.fetch("/api/v1/cart/by-user?user_token=someguest000000001")
    ).json();
    expect(guest.data.count).toBe(0);
  });

  it("the API reference documents the cart, address, voucher, order and review calls", async () => {
    const doc = await (await world.server.fetch("/api/v1/openapi.json")).json();
    for (const path of [
      "/cart/by-user",
      "/cart/action",
      "/user/address/action",
      "/voucher/validity",
      "/order/action",
      "/rating-review/action",
      "/track-order",
    ])
      expect(Object.keys(doc.paths)).toContain(`/api/v1${path}`);
  });

  it("cart calls without a user or a guest token answer body status 403", async () => {
    const response = await world.server.fetch("/api/v1/cart/by-user");
    expect((await response.json()).status).toBe(403);
  });

  it("quantity below one is refused in the request's language", async () => {
    const [product] = await world.db.select().from(products).where(eq(products.status, 1)).limit(1);
    const response = await world.server.fetch("/api/v1/cart/action", {
      method: "POST",
      headers: { "content-type": "application/json", Language: "fr" },
      body: JSON.stringify({ user_token: "abcdefghij012345xy", product_id: product?.id, quantity: 0 }),
    });
    expect(await response.json()).toMatchObject({ status: 201 });
  });
});
