import { afterEach, describe, expect, it, vi } from "vitest";
import { closePopupForGood, closePopupForSession, bannerFlags, closeTopBanner } from "./banners.ts";
import { $cartCount, addToCartCount, countOf, removeFromCartCount, setCartCount } from "./cart.ts";
import { answering } from "../testing/api-answers.ts";
import { $session, loadSession, seedSession, setSession, signOut } from "./session.ts";
import { $toast, hideToast, showError, showToast, toastTitle } from "./ui.ts";

describe("toast", () => {
  it("is shown with a message and hidden again", () => {
    showToast({ message: "Product added" });
    expect($toast.get()).toMatchObject({ on: true, message: "Product added", error: false });
    hideToast();
    expect($toast.get().on).toBe(false);
  });

  it("gets a new id for every message so the auto-hide timer restarts", () => {
    showToast({ message: "a" });
    const first = $toast.get().id;
    showToast({ message: "a" });
    expect($toast.get().id).toBe(first + 1);
  });

  it("prefixes error titles with the translated error label and !!!", () => {
    showError("Invalid email", "Sign in");
    const toast = $toast.get();
    expect(toast.error).toBe(true);
    expect(toastTitle(toast, "Erreur")).toBe("Erreur!!! Sign in");
    expect(toastTitle({ error: true, title: "" }, "Hata")).toBe("Hata!!!");
    expect(toastTitle({ error: false, title: "Saved" }, "Error")).toBe("Saved");
  });
});

describe("cart count", () => {
  it("is the sum of quantities", () => {
    expect(countOf([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(countOf([])).toBe(0);
  });

  it("rises by the added quantity and falls by a deleted line's quantity, never below 0", () => {
    setCartCount(1);
    addToCartCount(2);
    expect($cartCount.get()).toBe(3);
    removeFromCartCount(2);
    expect($cartCount.get()).toBe(1);
    removeFromCartCount(5);
    expect($cartCount.get()).toBe(0);
  });
});

describe("session", () => {
  afterEach(() => vi.restoreAllMocks());

  it("signing out forgets the user and empties the cart even when the network fails", async () => {
    seedSession({ signedIn: true, user: { id: 1, name: "Amal" } });
    setSession({ signedIn: true, user: { id: 1, name: "Amal" } });
    setCartCount(3);
    const { client, requests } = answering(new TypeError("offline"));
    await signOut(client);
    expect(requests[0]).toMatchObject({ method: "POST", path: "/api/v1/user/logout" });
    expect($session.get()).toEqual({ signedIn: false, user: null });
    expect($cartCount.get()).toBe(0);
  });

  it("a page cached for guests learns from the server who is signed in", async () => {
    setSession({ signedIn: false, user: null });
    const { client, requests } = answering({
      body: { status: 200, data: { is_logged_in: true, user: { id: 4, name: "Amal" } }, message: "" },
    });
    await loadSession(client);
    expect(requests[0]).toMatchObject({ method: "GET", path: "/api/v1/user/session" });
    expect($session.get()).toEqual({ signedIn: true, user: { id: 4, name: "Amal" } });
  });
});

describe("banner flags (read by the inline scripts of src/layouts/inline-scripts.ts)", () => {
  it("the popup's close button closes it for good, a click outside for the browser session", () => {
    const doc = { cookie: "" };
    closePopupForSession(doc);
    // No Max-Age: a session cookie.
    expect(doc.cookie).toBe("popupBannerClosed=1; Path=/; SameSite=Lax");
    closePopupForGood(doc);
    expect(doc.cookie).toBe("popupBannerClosed=1; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("the top banner is remembered closed with its id, so a new banner shows again", () => {
    const doc = { cookie: "" };
    closeTopBanner(doc, 4);
    expect(doc.cookie).toBe("topBannerClosed=4; Max-Age=31536000; Path=/; SameSite=Lax");
  });

  it("the server reads the flags' cookies and ignores a top banner id that is not one", () => {
    const from = (cookies: Record<string, string>) => bannerFlags((name) => cookies[name]);
    expect(from({})).toEqual({ cookieBannerAccepted: false, topBannerClosed: null });
    expect(from({ cookieBannerClosed: "1", topBannerClosed: "12" })).toEqual({
      cookieBannerAccepted: true,
      topBannerClosed: "12",
    });
    expect(from({ topBannerClosed: "<b>" }).topBannerClosed).toBeNull();
  });
});
