import { describe, expect, it } from "vitest";
import { absolute, breadcrumbLd, jsonLdText, organizationLd, productLd } from "./structured-data.ts";

describe("JSON-LD for crawlers", () => {
  it("describes a product with price, currency, availability and rating", () => {
    const ld = productLd({
      name: "Linen dress",
      url: "https://shop.test/linen/product/1",
      images: ["https://shop.test/a.png"],
      description: "<p>Soft <b>linen</b>.</p>",
      brand: "Layla",
      price: 6050,
      currency: "USD",
      inStock: false,
      priceValidUntil: "2026-05-01T10:00:00.000Z",
      rating: { value: 4.333, count: 3 },
    });
    expect(ld.offers).toMatchObject({
      price: "60.50",
      priceCurrency: "USD",
      availability: "https://schema.org/OutOfStock",
      priceValidUntil: "2026-05-01",
    });
    expect(ld.description).toBe("Soft linen .");
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.33, reviewCount: 3 });
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Layla" });
  });

  it("leaves the rating out when nobody reviewed the product", () => {
    const ld = productLd({
      name: "x",
      url: "u",
      images: [],
      price: 1,
      currency: "USD",
      inStock: true,
      rating: { value: 0, count: 0 },
    });
    expect("aggregateRating" in ld).toBe(false);
    expect(ld.offers.availability).toBe("https://schema.org/InStock");
  });

  it("numbers breadcrumb items from 1", () => {
    const ld = breadcrumbLd([
      { name: "Home", url: "https://shop.test/" },
      { name: "Dresses", url: "https://shop.test/all/dresses" },
    ]);
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2]);
  });

  it("describes the shop with its social profiles", () => {
    expect(
      organizationLd({ name: "Modest", url: "https://shop.test/", sameAs: ["https://x.test/m"] }),
    ).toMatchObject({
      "@type": "Organization",
      sameAs: ["https://x.test/m"],
    });
  });

  it("cannot be closed early by text inside the data", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(absolute("/a b", "https://shop.test")).toBe("https://shop.test/a%20b");
  });
});
