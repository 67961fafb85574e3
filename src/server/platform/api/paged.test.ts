import { describe, expect, it } from "vitest";
import { offsetOf, paged } from "./paged.ts";

describe("paged results", () => {
  it("numbers the rows of a middle page from-to of total", () => {
    const rows = Array.from({ length: 30 }, (_, i) => i);
    expect(paged(rows, { page: 2, perPage: 30, total: 75 })).toEqual({
      data: rows,
      current_page: 2,
      last_page: 3,
      per_page: 30,
      total: 75,
      from: 31,
      to: 60,
    });
  });

  it("ends the last page at the total", () => {
    const result = paged([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], {
      page: 3,
      perPage: 30,
      total: 75,
    });
    expect(result).toMatchObject({ from: 61, to: 75, last_page: 3 });
  });

  it("shows one empty page with no from/to when nothing matches", () => {
    expect(paged([], { page: 1, perPage: 9, total: 0 })).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 9,
      total: 0,
      from: null,
      to: null,
    });
  });

  it("treats a page below 1 as the first page", () => {
    expect(offsetOf(0, 25)).toBe(0);
    expect(offsetOf(3, 25)).toBe(50);
    expect(paged(["a"], { page: -4, perPage: 25, total: 1 }).current_page).toBe(1);
  });
});
