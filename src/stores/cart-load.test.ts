import { describe, expect, it } from "vitest";
import { $cartCount, addToCartCount, loadCartCount, setCartCount } from "./cart.ts";

describe("cart badge loading its count on start", () => {
  it("shows the server's count, and a change made while loading wins over the load", async () => {
    setCartCount(0);
    let answer: (n: number) => void = () => undefined;
    const pending = loadCartCount(() => new Promise<number>((resolve) => (answer = resolve)));
    addToCartCount(2);
    answer(7);
    await pending;
    expect($cartCount.get()).toBe(2);
    // Once per page: a second load does not ask again.
    await loadCartCount(() => Promise.resolve(99));
    expect($cartCount.get()).toBe(2);
  });
});
