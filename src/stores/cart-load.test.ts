import { describe, expect, it, vi } from "vitest";

describe("cart badge loading its count on start", () => {
  it("shows the server's count once the page starts", async () => {
    vi.resetModules();
    const cart = await import("./cart.ts");
    await cart.loadCartCount(() => Promise.resolve(4));
    expect(cart.$cartCount.get()).toBe(4);
  });

  it("a change made while loading wins over the load, and the page asks only once", async () => {
    vi.resetModules();
    const cart = await import("./cart.ts");
    let answer: (n: number) => void = () => undefined;
    const pending = cart.loadCartCount(() => new Promise<number>((resolve) => (answer = resolve)));
    cart.addToCartCount(2);
    answer(7);
    await pending;
    expect(cart.$cartCount.get()).toBe(2);
    await cart.loadCartCount(() => Promise.resolve(99));
    expect(cart.$cartCount.get()).toBe(2);
  });
});
