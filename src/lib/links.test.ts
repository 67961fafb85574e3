import { describe, expect, it } from "vitest";
import { isExternal, links, slugify, sourceLink } from "./links.ts";

describe("link shapes of the shop", () => {
  it("links a product as /{slug}/product/{id}", () => {
    expect(links.product("linen-abaya", 42)).toBe("/linen-abaya/product/42");
  });

  it("links a category as /all/{slug} and a sub-category as /all/{category}/{sub}", () => {
    expect(links.category("abayas")).toBe("/all/abayas");
    expect(links.subCategory("abayas", "open-abayas")).toBe("/all/abayas/open-abayas");
  });

  it("links a listing with the source id under home_spm by default", () => {
    expect(links.listing("summer", 7)).toBe("/summer/products?home_spm=7");
    expect(links.listing("summer", 7, "banner")).toBe("/summer/products?banner=7");
  });

  it("links a brand and a collection with their id in the query", () => {
    expect(links.brand("noor", 3)).toBe("/noor/brand?brand=3");
    expect(links.collection("Eid Edit 2026", 5)).toBe("/eid-edit-2026/collection?collection=5");
  });

  it("links a store, a static page and the search", () => {
    expect(links.store("amira-studio")).toBe("/shop/amira-studio");
    expect(links.page("privacy-policy")).toBe("/page/privacy-policy");
    expect(links.search("silk hijab & scarf")).toBe("/search?q=silk%20hijab%20%26%20scarf");
  });

  it("encodes slugs written in other scripts", () => {
    expect(links.category("عبايات")).toBe(`/all/${encodeURIComponent("عبايات")}`);
  });

  it("links the account area and the privacy policy", () => {
    expect(links.orders()).toBe("/user/orders");
    expect(links.wishlist()).toBe("/user/wishlists");
    expect(links.compared()).toBe("/user/compared");
    expect(links.vouchers()).toBe("/user/vouchers");
    expect(links.privacyPolicy()).toBe("/page/privacy-policy");
    expect(links.cart()).toBe("/cart");
    expect(links.trackOrder()).toBe("/track-order");
  });
});

describe("sourceLink", () => {
  it("sends a URL source to its own url", () => {
    expect(sourceLink({ id: 1, source_type: 6, slug: "x", url: "https://example.com/sale" })).toBe(
      "https://example.com/sale",
    );
  });

  it("sends a URL source without url to the home page", () => {
    expect(sourceLink({ id: 1, source_type: 6, slug: "x", url: null })).toBe("/");
  });

  it("sends other sources to their listing with the banner parameter", () => {
    expect(sourceLink({ id: 9, source_type: 1, slug: "new-in" })).toBe("/new-in/products?banner=9");
  });
});

describe("slugify", () => {
  it("lowercases and joins words with single dashes", () => {
    expect(slugify("  Ramadan -- Picks! ")).toBe("ramadan-picks");
  });

  it("keeps letters of other scripts", () => {
    expect(slugify("مجموعة العيد")).toBe("مجموعة-العيد");
    expect(slugify("ईद संग्रह")).toBe("ईद-संग्रह");
  });

  it("falls back to 'collection' for a collection title without letters", () => {
    expect(links.collection("!!!", 2)).toBe("/collection/collection?collection=2");
  });
});

describe("isExternal", () => {
  it("tells links that leave the shop from paths", () => {
    expect(isExternal("https://wa.me/1")).toBe(true);
    expect(isExternal("//cdn.example.com/a.png")).toBe(true);
    expect(isExternal("mailto:a@b.c")).toBe(true);
    expect(isExternal("/cart")).toBe(false);
  });
});
