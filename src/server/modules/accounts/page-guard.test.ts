import { describe, expect, it } from "vitest";
import { isGuestOnlyPath, isPageRequest, needsSignIn } from "./page-guard.ts";
import { newGuestToken } from "../../../stores/guest-token.ts";

describe("which pages the session guards", () => {
  it("sign-in, registration, password reset and verification are for guests only", () => {
    for (const path of ["/login", "/register", "/forgot-password", "/verify", "/login/"]) {
      expect(isGuestOnlyPath(path)).toBe(true);
    }
    expect(isGuestOnlyPath("/seller/register")).toBe(false);
    expect(isGuestOnlyPath("/")).toBe(false);
  });

  it("the profile needs a signed-in user", () => {
    expect(needsSignIn("/user/profile")).toBe(true);
    expect(needsSignIn("/login")).toBe(false);
  });

  it("the console and every screen in it need a signed-in user", () => {
    for (const path of ["/console", "/console/", "/console/products", "/console/products/12"]) {
      expect(needsSignIn(path), path).toBe(true);
    }
    expect(needsSignIn("/consoles")).toBe(false);
  });

  it("the API and static files are not page requests", () => {
    expect(isPageRequest("/api/v1/user/profile")).toBe(false);
    expect(isPageRequest("/_astro/client.js")).toBe(false);
    expect(isPageRequest("/uploads/avatars/1.jpg")).toBe(false);
    expect(isPageRequest("/abaya/product/12")).toBe(true);
  });
});

describe("the guest token", () => {
  it("has 18 base-36 characters", () => {
    expect(newGuestToken()).toMatch(/^[0-9a-z]{18}$/);
  });
});
