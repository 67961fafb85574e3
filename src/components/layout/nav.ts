import type { NavLink } from "../../lib/common-data.ts";

export type NavItem = { kind: "link"; title: string; url: string } | { kind: "shop" };

/** Position of the shop dropdown among the top-level items (the third, index 2). */
const SHOP_INDEX = 2;

/** Top-level header items: the shop's links with the shop dropdown put in at index 2. */
export function navItems(links: NavLink[], fallback: NavLink[]): NavItem[] {
  const items: NavItem[] = (links.length ? links : fallback).map((link) => ({ kind: "link", ...link }));
  items.splice(Math.min(SHOP_INDEX, items.length), 0, { kind: "shop" });
  return items;
}
