import { describe, expect, it } from "vitest";
import { FOREIGN_TARGETS } from "../testing/foreign-targets.ts";
import { sameOriginPath } from "./same-origin.ts";

describe("a redirect target taken from a request", () => {
  it("follows a path on this site, with its query and fragment", () => {
    expect(sameOriginPath("/ar/user/wishlists?page=2")).toBe("/ar/user/wishlists?page=2");
    expect(sameOriginPath("/page/about#team", "/fr/")).toBe("/page/about#team");
    expect(sameOriginPath("/search?q=a%2Fb")).toBe("/search?q=a%2Fb");
  });

  it("never sends the browser to another site, whatever the encoding", () => {
    for (const target of FOREIGN_TARGETS) expect(sameOriginPath(target, "/fr/"), target).toBe("/fr/");
    expect(sameOriginPath(null)).toBe("/");
    expect(sameOriginPath(undefined)).toBe("/");
    expect(sameOriginPath(["/x"])).toBe("/");
  });

  it("comes back percent-encoded, so it always makes a valid Location header", () => {
    const target = sameOriginPath("/search?q=€ café");
    expect(target).toBe("/search?q=%E2%82%AC%20caf%C3%A9");
    expect(() => new Headers({ location: target })).not.toThrow();
    expect(sameOriginPath("/a/../../b")).toBe("/b");
  });
});
