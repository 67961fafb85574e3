import { describe, expect, it } from "vitest";
import { localRedirectTarget } from "./redirect.ts";

describe("after sign-in the shopper goes back where they were", () => {
  it("follows a path on this site, with its query", () => {
    expect(localRedirectTarget("/ar/user/wishlists?page=2", "/ar/")).toBe("/ar/user/wishlists?page=2");
  });

  it("goes to the fallback without a target", () => {
    expect(localRedirectTarget(null, "/fr/")).toBe("/fr/");
    expect(localRedirectTarget("", "/")).toBe("/");
  });

  it("never leaves the site", () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      expect(localRedirectTarget(target, "/")).toBe("/");
    }
  });
});
