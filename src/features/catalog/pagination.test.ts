import { describe, expect, it } from "vitest";
import { pageLinks, rangeOf, withPage } from "./pagination.ts";

describe("pagination control", () => {
  it("is hidden with one page or fewer", () => {
    expect(pageLinks(1, 1).visible).toBe(false);
    expect(pageLinks(1, 0).visible).toBe(false);
    expect(pageLinks(1, 2).visible).toBe(true);
  });

  it("shows the group of 5 numbers holding the current page", () => {
    expect(pageLinks(1, 12).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(5, 12).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(6, 12).pages).toEqual([6, 7, 8, 9, 10]);
    expect(pageLinks(12, 12).pages).toEqual([11, 12]);
  });

  it("offers previous and next only where they exist", () => {
    expect(pageLinks(1, 3)).toMatchObject({ previous: null, next: 2 });
    expect(pageLinks(3, 3)).toMatchObject({ previous: 2, next: null });
    expect(pageLinks(99, 3)).toMatchObject({ previous: 2, next: null, pages: [1, 2, 3] });
  });

  it("keeps the filters in page links and gives page 1 a clean address", () => {
    expect(withPage("/ar/all/abayas?brands=1&brands=2&page=3", 4)).toBe(
      "/ar/all/abayas?brands=1&brands=2&page=4",
    );
    expect(withPage("/search?q=abaya&page=3", 1)).toBe("/search?q=abaya");
  });

  it("tells from–to of total, nothing for an empty page", () => {
    expect(rangeOf({ from: 31, to: 60, total: 95 })).toEqual({ from: 31, to: 60, total: 95 });
    expect(rangeOf({ from: null, to: null, total: 0 })).toBeNull();
  });
});
