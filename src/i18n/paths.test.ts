import { describe, expect, it } from "vitest";
import { localizePath, stripLocale } from "./paths.ts";

describe("localizePath", () => {
  it("leaves English paths without prefix", () => {
    expect(localizePath("/cart", "en")).toBe("/cart");
    expect(localizePath("/", "en")).toBe("/");
  });

  it("prefixes other languages", () => {
    expect(localizePath("/cart", "fr")).toBe("/fr/cart");
    expect(localizePath("/", "ar")).toBe("/ar/");
    expect(localizePath("/search?q=abaya#top", "tr")).toBe("/tr/search?q=abaya#top");
  });

  it("replaces an existing language prefix instead of adding a second one", () => {
    expect(localizePath("/fr/cart", "hi")).toBe("/hi/cart");
    expect(localizePath("/fr/cart?x=1", "en")).toBe("/cart?x=1");
    expect(localizePath("/ar", "fr")).toBe("/fr/");
  });

  it("leaves external links and relative links alone", () => {
    expect(localizePath("https://wa.me/123", "fr")).toBe("https://wa.me/123");
    expect(localizePath("//cdn.example.com/x.png", "fr")).toBe("//cdn.example.com/x.png");
    expect(localizePath("#main", "fr")).toBe("#main");
  });

  it("does not mistake a two-letter first segment that is no language for a prefix", () => {
    expect(localizePath("/xx/product/1", "fr")).toBe("/fr/xx/product/1");
  });
});

describe("stripLocale", () => {
  it("reads the language from the prefix", () => {
    expect(stripLocale("/ar/cart")).toEqual({ lang: "ar", path: "/cart", prefixed: true });
    expect(stripLocale("/tr")).toEqual({ lang: "tr", path: "/", prefixed: true });
  });

  it("is English without prefix", () => {
    expect(stripLocale("/cart")).toEqual({ lang: "en", path: "/cart", prefixed: false });
    expect(stripLocale("/en/cart")).toEqual({ lang: "en", path: "/en/cart", prefixed: false });
  });

  it("ignores words that merely start with a language code", () => {
    expect(stripLocale("/frocks")).toEqual({ lang: "en", path: "/frocks", prefixed: false });
  });
});
