import { describe, expect, it } from "vitest";
import { searchTarget } from "./search.ts";

describe("header search", () => {
  it("goes to the search page with the text", () => {
    expect(searchTarget("linen abaya", null)).toBe("/search?q=linen%20abaya");
  });

  it("does not navigate with empty text", () => {
    expect(searchTarget("   ", null)).toBeNull();
    expect(searchTarget("", "abaya")).toBeNull();
  });

  it("does not navigate to the search already shown", () => {
    expect(searchTarget("abaya ", "abaya")).toBeNull();
  });

  it("navigates when the text differs from the current search", () => {
    expect(searchTarget("hijab", "abaya")).toBe("/search?q=hijab");
  });
});
