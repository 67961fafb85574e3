/**
 * Bundle deal amounts as a shopper reads them: the cart page, the order API and the order page show
 * the free units, each line's total and the order's total from the same line function
 * (lib/price.ts), and the summary rows they show add up to the total to the minor unit.
 */
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../testing/world.ts";
import {
  ADDRESS,
  createBundle,
  createLocationRule,
  COD,
  fillCodShop,
  createProduct,
  createStore,
  createVoucher,
  guestCtx,
} from "../../testing/shop-fixtures.ts";
import { saveAddress } from "../../server/modules/addresses/address.service.ts";
import { putInCart } from "../../server/modules/cart/cart.service.ts";
import { lineAmounts, summaryRows } from "../../lib/price.ts";
import type { Cart } from "./types.ts";
import type { Order } from "../orders/types.ts";

const world = useTestWorld({ fill: fillCodShop, api: true, outbox: true });

const api = async <T>(path: string, body?: unknown): Promise<T> => {
  const { body: answer } = body ? await world.post(path, body) : await world.get(path);
  expect(answer.status).toBe(200);
  return answer.data as T;
};

/** What a page's summary adds up to: its rows with their signs, as shown. */
const shownSum = (amounts: Parameters<typeof summaryRows>[0]) =>
  summaryRows(amounts).reduce((sum, row) => sum + row.sign * row.amount, 0);

describe("bundle deal totals", () => {
  it("a bundle line's free units, line total and order total agree on the cart page, the order API and the order page", async () => {
    const db = world.db;
    const store = await createStore(db);
    await createLocationRule(db, store.id, [{ country: "AF", price: 350 }]);
    const scarf = await createProduct(db, store.id, { selling: 1999, stock: 20 });
    await createBundle(db, scarf.id, 3, 1);
    const dress = await createProduct(db, store.id, { selling: 2499, stock: 20 });
    const voucher = await createVoucher(db, { type: 1, amount: 701 });
    const ctx = guestCtx(db);
    const token = ctx.guestToken as string;
    await saveAddress(ctx, ADDRESS);
    await putInCart(ctx, { productId: scarf.id, quantity: 4 });
    await putInCart(ctx, { productId: dress.id, quantity: 1 });

    // The cart page: each line's free units and total, and the summary it shows.
    const cart = await api<Cart>(`/cart/by-user?user_token=${token}`);
    const bundleLine = cart.items.find((l) => l.product.id === scarf.id);
    expect(bundleLine).toMatchObject({ quantity: 4, free_quantity: 1, product: { price: 1999 } });
    const cartLines = cart.items.map((l) => lineAmounts(l.product.price, l.quantity, l.free_quantity));
    expect(cartLines.map((a) => a.goods)).toEqual(cart.items.map((l) => l.goods));
    expect(cartLines.find((a) => a.freeQuantity === 1)).toMatchObject({
      bundleSavings: 1999,
      goods: 3 * 1999,
    });
    expect(cartLines.reduce((s, a) => s + a.goods, 0)).toBe(cart.summary.subtotal);
    expect(cartLines.reduce((s, a) => s + a.bundleSavings, 0)).toBe(cart.summary.bundle_savings);
    expect(shownSum(cart.summary)).toBe(cart.summary.total);
    expect(cart.summary.total).toBe(3 * 1999 + 2499 + 2 * 350);

    // The order API: the same lines, units and sums, less the voucher's discount spread over the lines.
    const placed = await api<{ order_id: number }>("/order/action", {
      user_token: token,
      payment_method: COD,
      voucher_code: voucher.code,
    });
    const order = await api<Order>("/order/by-user", { user_token: token, order_id: placed.order_id });
    expect(order.items.map((i) => [i.product_id, i.unit_price, i.quantity, i.free_quantity])).toEqual(
      cart.items.map((l) => [l.product.id, l.product.price, l.quantity, l.free_quantity]),
    );
    expect(order).toMatchObject({
      subtotal: cart.summary.subtotal,
      bundle_savings: cart.summary.bundle_savings,
      shipping_cost: cart.summary.shipping_cost,
      discount: 701,
      total: cart.summary.total - 701,
    });
    expect(order.items.reduce((s, i) => s + i.discount, 0)).toBe(order.discount);

    // The order page: line totals as on the cart page, and a summary that adds up to the order's total.
    const orderLines = order.items.map((i) => lineAmounts(i.unit_price, i.quantity, i.free_quantity));
    expect(orderLines).toEqual(cartLines);
    expect(shownSum(order)).toBe(order.total);
  });
});
