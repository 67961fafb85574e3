import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Db } from "../server/platform/db/client.ts";
import { linkTranslations, links, socialLinks } from "../server/platform/db/schema/index.ts";
import type { Call } from "./authorization-matrix.ts";
import type { ConsoleWorld } from "./console-world.ts";

const unique = () => randomUUID().slice(0, 8);

/** The console's menu link form: a footer link to a shop path, labelled in English and French. */
export function menuLinkForm(extra: Record<string, unknown> = {}) {
  const word = unique();
  return {
    position: "footer",
    url: `/page/${word}`,
    public: true,
    translations: { en: { title: `Link ${word}` }, fr: { title: `Lien ${word}` } },
    ...extra,
  };
}

export function socialLinkForm(extra: Record<string, unknown> = {}) {
  return { title: `Social ${unique()}`, url: "https://social.example/modest", public: true, ...extra };
}

/** A fresh hidden footer link with an English label; its id. */
export async function freshMenuLink(db: Db, position: "left" | "right" | "footer" = "footer") {
  const [row] = await db
    .insert(links)
    .values({ position, url: `/page/${unique()}`, status: 2, sort: 1000 })
    .returning({ id: links.id });
  const id = (row as { id: number }).id;
  await db.insert(linkTranslations).values({ parentId: id, lang: "en", title: `Matrix ${unique()}` });
  return id;
}

/** A fresh hidden social link; its id. */
export async function freshSocialLink(db: Db) {
  const [row] = await db
    .insert(socialLinks)
    .values({ title: `Matrix ${unique()}`, link: "https://social.example/", status: 2, sort: 1000 })
    .returning({ id: socialLinks.id });
  return (row as { id: number }).id;
}

/** An 8 × 8 grey PNG, as an upload form's file. */
export async function iconPng() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: "image/png" });
}

const content = { capability: "content.manage", scoped: false } as const;
const up = { direction: "up" };

/** How the console matrix tries one route (its ConsoleEntry, without importing the matrix back). */
interface MenuEntry {
  capability: "content.manage";
  scoped: false;
  call: (w: ConsoleWorld) => Call | Promise<Call>;
}

/** The menus screen's routes (editors and admins), for the console matrix. */
export const MENU_MATRIX: Record<string, MenuEntry> = {
  "GET /console/content/menus": { ...content, call: () => ({ path: "/console/content/menus" }) },
  "POST /console/content/menus/links": {
    ...content,
    call: () => ({ path: "/console/content/menus/links", json: menuLinkForm({ public: false }) }),
  },
  "PUT /console/content/menus/links/{id}": {
    ...content,
    call: async (w) => ({
      path: `/console/content/menus/links/${await freshMenuLink(w.db)}`,
      json: menuLinkForm({ public: false }),
    }),
  },
  "POST /console/content/menus/links/{id}/move": {
    ...content,
    call: async (w) => ({ path: `/console/content/menus/links/${await freshMenuLink(w.db)}/move`, json: up }),
  },
  "DELETE /console/content/menus/links/{id}": {
    ...content,
    call: async (w) => ({ path: `/console/content/menus/links/${await freshMenuLink(w.db)}` }),
  },
  "POST /console/content/menus/social": {
    ...content,
    call: () => ({ path: "/console/content/menus/social", json: socialLinkForm({ public: false }) }),
  },
  "PUT /console/content/menus/social/{id}": {
    ...content,
    call: async (w) => ({
      path: `/console/content/menus/social/${await freshSocialLink(w.db)}`,
      json: socialLinkForm({ public: false }),
    }),
  },
  "POST /console/content/menus/social/{id}/picture": {
    ...content,
    call: async (w) => ({
      path: `/console/content/menus/social/${await freshSocialLink(w.db)}/picture`,
      form: { file: await iconPng() },
    }),
  },
  "POST /console/content/menus/social/{id}/move": {
    ...content,
    call: async (w) => ({
      path: `/console/content/menus/social/${await freshSocialLink(w.db)}/move`,
      json: up,
    }),
  },
  "DELETE /console/content/menus/social/{id}": {
    ...content,
    call: async (w) => ({ path: `/console/content/menus/social/${await freshSocialLink(w.db)}` }),
  },
};
