/**
 * What the console sends to change the shop's menus (header left and right, footer) and social
 * links, checked by the same zod schemas on the server (the routes) and in the browser (the forms).
 */
import { z } from "zod";

/** Where a menu link shows: the header's main row (left), its top bar (right), or the footer. */
export const MENU_POSITIONS = ["left", "right", "footer"] as const;
export type MenuPosition = (typeof MENU_POSITIONS)[number];

const MOVE_DIRECTIONS = ["up", "down"] as const;

/**
 * A path of this shop ("/flash-sale", not "//elsewhere") or an https address: nothing else, so no
 * javascript:, data: or plain http link can be put on every page of the shop.
 */
const MENU_URL = /^(?:\/(?![/\\])[^\s\\]*|https:\/\/[^\s/\\?#@]+(?:[/?#][^\s\\]*)?)$/;
const HTTPS_URL = /^https:\/\/[^\s/\\?#@]+(?:[/?#][^\s\\]*)?$/;

const Label = z.object({ title: z.string().trim().max(100) });

export const MenuLinkInput = z.object({
  position: z.enum(MENU_POSITIONS),
  url: z.string().trim().max(500).regex(MENU_URL, { error: "validation.menu_url" }),
  public: z.boolean().default(true),
  /** English, the language every other one falls back to, is required; the others are optional. */
  translations: z.object({
    en: z.object({ title: z.string().trim().min(1).max(100) }),
    fr: Label.optional(),
    ar: Label.optional(),
    hi: Label.optional(),
    tr: Label.optional(),
  }),
});
export type MenuLinkInputType = z.infer<typeof MenuLinkInput>;

export const SocialLinkInput = z.object({
  title: z.string().trim().min(1).max(100),
  url: z.string().trim().max(500).regex(HTTPS_URL, { error: "validation.https_url" }),
  public: z.boolean().default(true),
});
export type SocialLinkInputType = z.infer<typeof SocialLinkInput>;

export const MoveInput = z.object({ direction: z.enum(MOVE_DIRECTIONS) });
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** The ids in their new order after `id` moves one place, or null when it cannot move that way. */
export function movedOrder(ids: readonly number[], id: number, direction: MoveDirection): number[] | null {
  const at = ids.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order;
}
