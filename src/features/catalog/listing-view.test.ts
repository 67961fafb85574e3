import { describe, expect, it } from "vitest";
import { SORT_CHOICES, hiddenParams, isCurrentSort, withSort, withoutFilters } from "./listing-view.ts";

describe("listing sort and filter links", () => {
  it("switches sort, keeps the filters and goes back to page 1", () => {
    const priceLow = SORT_CHOICES.find((c) => c.key === "catalog.sort.priceLow")!;
    expect(withSort("/fr/all/abayas?brands=2&page=3", priceLow)).toBe(
      "/fr/all/abayas?brands=2&orderBy=price&orderByType=asc",
    );
    expect(withSort("/all/abayas?orderBy=price&orderByType=asc", SORT_CHOICES[0])).toBe("/all/abayas");
  });

  it("marks newest first as the default sort", () => {
    expect(isCurrentSort(SORT_CHOICES[0], {})).toBe(true);
    expect(isCurrentSort(SORT_CHOICES[0], { orderBy: "price", orderByType: "asc" })).toBe(false);
    expect(isCurrentSort(SORT_CHOICES[2], { orderBy: "price", orderByType: "asc" })).toBe(true);
  });

  it("sends the source id, search text and sort back with the filter form", () => {
    const params = new URLSearchParams("banner=4&brands=1&orderBy=price&orderByType=desc&q=abaya");
    expect(hiddenParams(params)).toEqual([
      ["banner", "4"],
      ["q", "abaya"],
      ["orderBy", "price"],
      ["orderByType", "desc"],
    ]);
  });

  it("clears filters but keeps the source and the sort", () => {
    expect(withoutFilters("/x/brand?brand=3&min_price=10&rating=4&page=2")).toBe("/x/brand?brand=3");
  });
});
