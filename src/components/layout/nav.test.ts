import { describe, expect, it } from "vitest";
import { navItems } from "./nav.ts";

const link = (title: string) => ({ title, url: `/${title}` });

describe("header navigation", () => {
  it("puts the shop dropdown third", () => {
    const items = navItems([link("home"), link("flash"), link("brands"), link("stores")], []);
    expect(items.map((i) => (i.kind === "shop" ? "SHOP" : i.title))).toEqual([
      "home",
      "flash",
      "SHOP",
      "brands",
      "stores",
    ]);
  });

  it("uses the fallback links when the shop has none", () => {
    const items = navItems([], [link("home"), link("flash"), link("brands")]);
    expect(items[2]).toEqual({ kind: "shop" });
    expect(items).toHaveLength(4);
  });

  it("appends the dropdown when there are fewer than two links", () => {
    expect(navItems([link("home")], [])).toEqual([
      { kind: "link", title: "home", url: "/home" },
      { kind: "shop" },
    ]);
  });
});
