import { describe, expect, it } from "vitest";
import { isEmptyResult, nothingFound, popupOpensFor, suggestionLinks } from "./search-popup.ts";

describe("search popup", () => {
  it("opens for typed text and closes on empty text", () => {
    expect(popupOpensFor("ab")).toBe(true);
    expect(popupOpensFor("   ")).toBe(false);
  });

  it("sends a picked keyword to the search page in the visitor's language", () => {
    const to = suggestionLinks("ar");
    expect(to.keyword("عباية")).toBe(`/ar/search?q=${encodeURIComponent("عباية")}`);
    expect(to.subCategory({ id: 1, title: "", slug: "open-abayas", category_slug: "abayas" })).toBe(
      "/ar/all/abayas/open-abayas",
    );
    expect(
      suggestionLinks("en").product({
        id: 7,
        title: "",
        slug: "black-abaya",
        image: null,
        current_price: 1,
        previous_price: null,
      }),
    ).toBe("/black-abaya/product/7");
  });

  it("says nothing was found for the text", () => {
    expect(isEmptyResult({ suggested: [], category: [], sub_category: [], product: [] })).toBe(true);
    expect(nothingFound('Nothing found for "{{text}}"', " zzz ")).toBe('Nothing found for "zzz"');
  });
});
