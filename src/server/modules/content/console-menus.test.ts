import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { nextChange, settled } from "../../../testing/catalog-changes.ts";
import { iconPng, menuLinkForm, socialLinkForm } from "../../../testing/menu-matrix.ts";
import { listenForCatalogChanges } from "../../cache/catalog-listener.ts";
import { auditLog, linkTranslations, links, socialLinks } from "../../platform/db/schema/index.ts";
import { getCommonData, invalidateCommonData } from "../common/index.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });
const as = consoleCaller(world);
let stopListening: () => Promise<void>;

beforeAll(async () => {
  stopListening = await listenForCatalogChanges(world.database);
});
afterAll(async () => {
  await stopListening?.();
});

interface MenuLink {
  id: number;
  position: string;
  url: string;
  public: boolean;
  labels: Record<string, string>;
}
interface Social {
  id: number;
  title: string;
  url: string;
  image: string | null;
  public: boolean;
}
const linksOf = (body: { data: { links: MenuLink[] } }) => body.data.links;
const socialOf = (body: { data: { social: Social[] } }) => body.data.social;

async function shopFooter(lang: "en" | "fr") {
  invalidateCommonData(); // the shop's own listener drops it; here the memo may be younger than the change
  return (await getCommonData({ lang, dir: "ltr", db: world.db })).footer_links;
}

async function auditActions(entity: string, id: number) {
  const rows = await world.db.select().from(auditLog).where(eq(auditLog.entityId, id));
  return rows.filter((e) => e.entity === entity).map((e) => e.action);
}

describe("menus and links in the console", () => {
  it("an editor adds a footer link in two languages, edits, hides and deletes it; the shop's footer follows, each change drops every cached page and is audited", async () => {
    const form = menuLinkForm({ url: "/flash-sale" });
    await settled(world.db);
    const heard = nextChange();
    const added = await as("editor", "POST", "/console/content/menus/links", form);
    expect(added.http).toBe(200);
    expect(await heard).toEqual({ kind: "everything" });
    const link = linksOf(added.body).find((l) => l.labels.en === form.translations.en.title)!;
    expect(link).toMatchObject({ position: "footer", url: "/flash-sale", public: true });
    expect(link.labels).toEqual({ en: form.translations.en.title, fr: form.translations.fr.title });
    expect(await shopFooter("en")).toContainEqual({ title: form.translations.en.title, url: "/flash-sale" });
    expect(await shopFooter("fr")).toContainEqual({ title: form.translations.fr.title, url: "/flash-sale" });

    const edited = await as("editor", "PUT", `/console/content/menus/links/${link.id}`, {
      ...form,
      url: "https://help.example/sizes",
      translations: { en: { title: "Size guide" } },
    });
    expect(edited.http).toBe(200);
    expect(linksOf(edited.body).find((l) => l.id === link.id)).toMatchObject({
      url: "https://help.example/sizes",
      labels: { en: "Size guide" },
    });
    expect(await shopFooter("fr"), "French falls back to English").toContainEqual({
      title: "Size guide",
      url: "https://help.example/sizes",
    });

    const hidden = await as("editor", "PUT", `/console/content/menus/links/${link.id}`, {
      ...form,
      url: "https://help.example/sizes",
      translations: { en: { title: "Size guide" } },
      public: false,
    });
    expect(linksOf(hidden.body).find((l) => l.id === link.id)?.public).toBe(false);
    expect((await shopFooter("en")).map((l) => l.title)).not.toContain("Size guide");

    await settled(world.db);
    const dropped = nextChange();
    expect((await as("editor", "DELETE", `/console/content/menus/links/${link.id}`)).http).toBe(200);
    expect(await dropped).toEqual({ kind: "everything" });
    expect(await world.db.select().from(links).where(eq(links.id, link.id))).toEqual([]);
    expect(
      await world.db.select().from(linkTranslations).where(eq(linkTranslations.parentId, link.id)),
    ).toEqual([]);
    expect(await auditActions("link", link.id)).toEqual(["create", "update", "update", "delete"]);
  });

  it("moving a header link up puts it before its neighbour, in the shop's header too; the first one stays first", async () => {
    const first = linksOf(
      (await as("admin", "POST", "/console/content/menus/links", menuLinkForm({ position: "right" }))).body,
    ).at(-1)!;
    const second = linksOf(
      (await as("admin", "POST", "/console/content/menus/links", menuLinkForm({ position: "right" }))).body,
    ).find((l) => l.position === "right" && l.id !== first.id && l.labels.en?.startsWith("Link "))!;
    const rightIds = (body: { data: { links: MenuLink[] } }) =>
      linksOf(body)
        .filter((l) => l.position === "right")
        .map((l) => l.id);

    const moved = await as("editor", "POST", `/console/content/menus/links/${second.id}/move`, {
      direction: "up",
    });
    expect(moved.http).toBe(200);
    const order = rightIds(moved.body);
    expect(order.indexOf(second.id)).toBe(order.indexOf(first.id) - 1);
    invalidateCommonData();
    const header = (await getCommonData({ lang: "en", dir: "ltr", db: world.db })).header_links.right;
    const titles = header.map((l) => l.title);
    expect(titles.indexOf(second.labels.en!)).toBe(titles.indexOf(first.labels.en!) - 1);

    const top = order[0]!;
    const still = await as("editor", "POST", `/console/content/menus/links/${top}/move`, { direction: "up" });
    expect(rightIds(still.body)).toEqual(order);
    expect(await auditActions("link", second.id)).toEqual(["create", "move"]);
  });

  it.each([
    ["javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["http://plain.example/"],
    ["//elsewhere.example/path"],
    ["/\\elsewhere.example"],
    ["flash-sale"],
  ])("the address %s is refused with a translated message, and nothing changes", async (url) => {
    const before = await world.db.select().from(links);
    const refused = await as("editor", "POST", "/console/content/menus/links", menuLinkForm({ url }), "fr");
    expect(refused.http).toBe(422);
    expect(refused.body.message).toBe(
      "Saisissez un chemin de la boutique commençant par « / » ou une adresse commençant par https://.",
    );
    const existing = before[0]!;
    const edit = await as(
      "editor",
      "PUT",
      `/console/content/menus/links/${existing.id}`,
      menuLinkForm({ url }),
    );
    expect(edit.http).toBe(422);
    expect(await world.db.select().from(links)).toEqual(before);
  });

  it("a link without an English label is refused, and nothing is written", async () => {
    const before = await world.db.select().from(links);
    const refused = await as(
      "editor",
      "POST",
      "/console/content/menus/links",
      menuLinkForm({ translations: { en: { title: " " }, fr: { title: "Lien" } } }),
    );
    expect(refused.http).toBe(422);
    expect(await world.db.select().from(links)).toHaveLength(before.length);
  });

  it("social links: added (https only), given an icon, moved, hidden and deleted, each audited", async () => {
    const refused = await as(
      "editor",
      "POST",
      "/console/content/menus/social",
      socialLinkForm({ url: "http://social.example/" }),
      "fr",
    );
    expect(refused.http).toBe(422);
    expect(refused.body.message).toBe("Saisissez une adresse commençant par https://.");

    await as("editor", "POST", "/console/content/menus/social", socialLinkForm());
    const form = socialLinkForm();
    const added = await as("editor", "POST", "/console/content/menus/social", form);
    expect(added.http).toBe(200);
    const social = socialOf(added.body).at(-1)!;
    expect(social).toMatchObject({ title: form.title, url: form.url, image: null, public: true });

    const icon = new FormData();
    icon.append("file", await iconPng(), "icon.png");
    const pictured = await as("editor", "POST", `/console/content/menus/social/${social.id}/picture`, icon);
    expect(pictured.http).toBe(200);
    expect(socialOf(pictured.body).at(-1)?.image).toMatch(/^\/uploads\/social\/\d+-[0-9a-f]+\.png$/);

    const moved = await as("editor", "POST", `/console/content/menus/social/${social.id}/move`, {
      direction: "up",
    });
    expect(
      socialOf(moved.body)
        .map((s) => s.id)
        .at(-2),
    ).toBe(social.id);

    await as("editor", "PUT", `/console/content/menus/social/${social.id}`, { ...form, public: false });
    invalidateCommonData();
    const shown = (await getCommonData({ lang: "en", dir: "ltr", db: world.db })).social;
    expect(shown.map((s) => s.title)).not.toContain(form.title);

    expect((await as("editor", "DELETE", `/console/content/menus/social/${social.id}`)).http).toBe(200);
    expect(await world.db.select().from(socialLinks).where(eq(socialLinks.id, social.id))).toEqual([]);
    expect(await auditActions("social_link", social.id)).toEqual([
      "create",
      "update",
      "move",
      "update",
      "delete",
    ]);
  });

  it("a seller and a customer may neither see nor change the menus", async () => {
    for (const role of ["seller", "customer"] as const) {
      expect((await as(role, "GET", "/console/content/menus")).http).toBe(403);
      expect((await as(role, "POST", "/console/content/menus/links", menuLinkForm())).http).toBe(403);
    }
  });
});
