import { describe, expect, it } from "vitest";
import {
  activeBanner,
  customScriptsFor,
  imageUrl,
  matchesRoutePattern,
  routeName,
  safeColor,
  safeTrackingId,
  whatsappLink,
  whatsappNumber,
} from "./shell.ts";

describe("routeName gives the body class of a page", () => {
  it("names the home page index", () => {
    expect(routeName("/")).toBe("index");
    expect(routeName(undefined)).toBe("index");
  });

  it("joins segments and parameter names with dashes", () => {
    expect(routeName("/cart")).toBe("cart");
    expect(routeName("/all/[category]/[subCategory]")).toBe("all-category-subCategory");
    expect(routeName("/[main]/product/[id]")).toBe("main-product-id");
    expect(routeName("/page/[...slug]")).toBe("page-slug");
    expect(routeName("/user/orders")).toBe("user-orders");
  });
});

describe("custom scripts by route pattern", () => {
  const home = { path: "/", name: "index" };
  const product = { path: "/linen-abaya/product/4", name: "main-product-id" };

  it("applies * and an empty pattern everywhere", () => {
    expect(matchesRoutePattern("*", product)).toBe(true);
    expect(matchesRoutePattern("", home)).toBe(true);
  });

  it("matches path patterns against the path without language", () => {
    expect(matchesRoutePattern("/", home)).toBe(true);
    expect(matchesRoutePattern("/", product)).toBe(false);
    expect(matchesRoutePattern("/*/product/*", product)).toBe(true);
    expect(matchesRoutePattern("/cart/", { path: "/cart", name: "cart" })).toBe(true);
  });

  it("matches other patterns against the route name", () => {
    expect(matchesRoutePattern("index", home)).toBe(true);
    expect(matchesRoutePattern("main-product-*", product)).toBe(true);
    expect(matchesRoutePattern("cart", product)).toBe(false);
  });

  it("collects header and body code only where switched on", () => {
    const scripts = [
      {
        route_pattern: "*",
        header_script: true,
        header_script_code: "<meta name=a>",
        body_script: false,
        body_script_code: "<p>no</p>",
      },
      {
        route_pattern: "index",
        header_script: false,
        header_script_code: null,
        body_script: true,
        body_script_code: "<i>b</i>",
      },
      {
        route_pattern: "/cart",
        header_script: true,
        header_script_code: "<i>c</i>",
        body_script: true,
        body_script_code: "<i>c</i>",
      },
    ];
    expect(customScriptsFor(scripts, home)).toEqual({ head: ["<meta name=a>"], body: ["<i>b</i>"] });
    expect(customScriptsFor(scripts, product)).toEqual({ head: ["<meta name=a>"], body: [] });
  });
});

describe("values from the settings that land in markup", () => {
  it("accepts plain colours and refuses anything else", () => {
    expect(safeColor("#7b3f61")).toBe("#7b3f61");
    expect(safeColor("rgb(10, 20, 30)")).toBe("rgb(10, 20, 30)");
    expect(safeColor("teal")).toBe("teal");
    expect(safeColor("red; background:url(x)")).toBeNull();
    expect(safeColor("")).toBeNull();
    expect(safeColor(null)).toBeNull();
  });

  it("accepts tracking ids and refuses script", () => {
    expect(safeTrackingId("G-AB12CD34")).toBe("G-AB12CD34");
    expect(safeTrackingId("1234567890")).toBe("1234567890");
    expect(safeTrackingId("x');alert(1)//")).toBeNull();
    expect(safeTrackingId(null)).toBeNull();
  });
});

describe("floating chat link", () => {
  it("keeps only the digits of the shop's number", () => {
    expect(whatsappNumber("+90 (212) 555-01-23")).toBe("902125550123");
  });

  it("has no number when too short or missing", () => {
    expect(whatsappNumber("123")).toBeNull();
    expect(whatsappNumber("")).toBeNull();
    expect(whatsappNumber(undefined)).toBeNull();
  });

  it("opens WhatsApp with the greeting", () => {
    expect(whatsappLink("15550100", "Hello, shop!")).toBe("https://wa.me/15550100?text=Hello%2C%20shop!");
  });
});

describe("imageUrl", () => {
  it("keeps absolute and root paths", () => {
    expect(imageUrl("https://cdn.example.com/a.webp", "/media")).toBe("https://cdn.example.com/a.webp");
    expect(imageUrl("/media/a.webp", "/uploads")).toBe("/media/a.webp");
    expect(imageUrl("data:image/png;base64,AA", "")).toBe("data:image/png;base64,AA");
  });

  it("puts relative paths under img_src_url", () => {
    expect(imageUrl("banners/a.webp", "/media/")).toBe("/media/banners/a.webp");
    expect(imageUrl("banners/a.webp", "")).toBe("/banners/a.webp");
  });

  it("has no url for an empty path", () => {
    expect(imageUrl("", "/media")).toBeNull();
    expect(imageUrl(null, "/media")).toBeNull();
  });
});

describe("activeBanner", () => {
  const banner = {
    id: 7,
    status: 1 as const,
    closable: true,
    image: "b.png",
    title: "Sale",
    source_type: 6,
    slug: "sale",
    url: "/sale",
  };

  it("shows a banner the shop switched on, and none switched off or missing", () => {
    expect(activeBanner(banner)).toBe(banner);
    expect(activeBanner({ ...banner, status: 2 })).toBeNull();
    expect(activeBanner(null)).toBeNull();
  });
});
