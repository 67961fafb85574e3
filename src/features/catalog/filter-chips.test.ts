import { describe, expect, it } from "vitest";
import { useTranslations } from "../../i18n/translate.ts";
import { filterChips, withoutId, withoutParam } from "./filter-chips.ts";

describe("filter chips", () => {
  it("removes one id of a repeated or comma separated list and goes back to page 1", () => {
    expect(withoutId("/all/abayas?attribute_values=3&attribute_values=7&page=2", "attribute_values", 3)).toBe(
      "/all/abayas?attribute_values=7",
    );
    expect(withoutId("/fr/search?q=silk&brands=1,2", "brands", 2)).toBe("/fr/search?q=silk&brands=1");
    expect(withoutId("/all/abayas?brands=2", "brands", 2)).toBe("/all/abayas");
  });

  it("removes a single filter and keeps the others", () => {
    expect(withoutParam("/all/abayas?max_price=50&rating=4&page=3", "max_price")).toBe(
      "/all/abayas?rating=4",
    );
  });

  it("names each chosen filter by its group and title, skipping ids the listing does not offer", () => {
    const t = useTranslations("en");
    const listing = {
      all_categories: [],
      brands: [{ id: 1, title: "Noor Atelier", slug: "noor", image: null }],
      collections: [],
      attributes: [
        {
          id: 5,
          title: "Colour",
          slug: "colour",
          values: [{ id: 9, title: "Black", slug: "black", color: "#000000" }],
        },
      ],
    };
    const chips = filterChips(
      listing,
      { page: 1, brands: [1], attribute_values: [9, 404], max_price: 50 },
      "/all/abayas?brands=1&attribute_values=9,404&max_price=50",
      t,
      (units) => `$${units}`,
    );
    expect(chips).toEqual([
      { label: "Brands: Noor Atelier", href: "/all/abayas?attribute_values=9%2C404&max_price=50" },
      { label: "Colour: Black", href: "/all/abayas?brands=1&max_price=50&attribute_values=404" },
      { label: "Maximum price: $50", href: "/all/abayas?brands=1&attribute_values=9%2C404" },
    ]);
  });
});
