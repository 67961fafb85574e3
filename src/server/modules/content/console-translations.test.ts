import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { freshCategory } from "../../../testing/taxonomy-fixtures.ts";
import { freshBanner, freshPage, freshPageWithDraft } from "../../../testing/content-fixtures.ts";
import {
  auditLog,
  bannerTranslations,
  categoryTranslations,
  pageTranslations,
  productTranslations,
} from "../../platform/db/schema/index.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });
const as = consoleCaller(world);

type Row = { kind: string; id: number; field: string; english: string };
const missing = async (lang: string, kind: string, role: "editor" | "seller" = "editor") =>
  (await as(role, "GET", `/console/translations/${lang}${kind ? `?kind=${kind}` : ""}`)).body.data
    .rows as Row[];

describe("the translations screen", () => {
  it("lists what a language lacks with the English text; saving a title fills it in, audited", async () => {
    const category = await freshCategory(world.db);
    expect(await missing("tr", "category")).toContainEqual({
      kind: "category",
      id: category.id,
      field: "title",
      english: category.title,
    });
    const saved = await as("editor", "PUT", "/console/translations/tr", {
      kind: "category",
      id: category.id,
      title: "Başörtüleri",
    });
    expect(saved.http).toBe(200);
    expect((await missing("tr", "category")).some((r) => r.id === category.id)).toBe(false);
    const [row] = await world.db
      .select()
      .from(categoryTranslations)
      .where(and(eq(categoryTranslations.parentId, category.id), eq(categoryTranslations.lang, "tr")));
    expect(row).toMatchObject({ title: "Başörtüleri", slug: null });
    const [entry] = await world.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "category"), eq(auditLog.entityId, category.id)));
    expect(entry).toMatchObject({
      action: "translate",
      actorRole: "editor",
      changes: { title_tr: [null, "Başörtüleri"] },
    });
  });

  it("a description needs its title first; bad input is refused in the caller's language", async () => {
    const product = world.fx.product;
    await world.db
      .update(productTranslations)
      .set({ description: "<p>Soft <b>viscose</b></p>" })
      .where(and(eq(productTranslations.parentId, product.id), eq(productTranslations.lang, "en")));
    const early = await as("editor", "PUT", "/console/translations/hi", {
      kind: "product",
      id: product.id,
      description: "मुलायम",
    });
    expect(early.http).toBe(409);
    const empty = await as(
      "editor",
      "PUT",
      "/console/translations/hi",
      { kind: "product", id: product.id, title: " " },
      "fr",
    );
    expect(empty.http).toBe(422);
    await as("editor", "PUT", "/console/translations/hi", {
      kind: "product",
      id: product.id,
      title: "स्कार्फ़",
    });
    const rows = (await missing("hi", "product")).filter((r) => r.id === product.id);
    expect(rows).toEqual([
      { kind: "product", id: product.id, field: "description", english: "Soft viscose" },
    ]);
    const script = await as("editor", "PUT", "/console/translations/hi", {
      kind: "product",
      id: product.id,
      description: "मुलायम<script>alert(1)</script>",
    });
    expect(script.http).toBe(200);
    const [row] = await world.db
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.parentId, product.id), eq(productTranslations.lang, "hi")));
    expect(row?.description).toBe("मुलायम");
  });

  it("a seller sees and fills only their own store's products", async () => {
    const sellerRows = await missing("ar", "", "seller");
    expect(sellerRows.every((r) => r.kind === "product")).toBe(true);
    expect(sellerRows.some((r) => r.id === world.fx.otherProduct.id)).toBe(false);
    const other = await as("seller", "PUT", "/console/translations/ar", {
      kind: "product",
      id: world.fx.otherProduct.id,
      title: "وشاح",
    });
    expect(other.http).toBe(404);
    const category = await as("seller", "PUT", "/console/translations/ar", {
      kind: "category",
      id: world.fx.category,
      title: "فئة",
    });
    expect(category.http).toBe(404);
  });

  it("a banner's title is saved as a new version and published when no draft waits", async () => {
    const banner = await freshBanner(world.db);
    expect((await missing("fr", "banner")).some((r) => r.id === banner.id)).toBe(true);
    const saved = await as("editor", "PUT", "/console/translations/fr", {
      kind: "banner",
      id: banner.id,
      title: "Soldes",
    });
    expect(saved.http).toBe(200);
    const [live] = await world.db
      .select()
      .from(bannerTranslations)
      .where(and(eq(bannerTranslations.parentId, banner.id), eq(bannerTranslations.lang, "fr")));
    expect(live?.title).toBe("Soldes");
    const versions = (await as("editor", "GET", `/console/content/banners/${banner.id}`)).body.data.versions;
    expect(
      versions.some(
        (v: { content: { translations: { fr?: { title: string } } } }) =>
          v.content.translations.fr?.title === "Soldes",
      ),
    ).toBe(true);
  });

  it("a page's title goes through the page's versions: published when no draft waits, joining a waiting draft", async () => {
    const frTitle = async (id: number) =>
      (
        await world.db
          .select()
          .from(pageTranslations)
          .where(and(eq(pageTranslations.parentId, id), eq(pageTranslations.lang, "fr")))
      )[0]?.title;
    const page = await freshPage(world.db);
    expect((await missing("fr", "page")).some((r) => r.id === page.id)).toBe(true);
    const saved = await as("editor", "PUT", "/console/translations/fr", {
      kind: "page",
      id: page.id,
      title: "À propos",
    });
    expect(saved.http).toBe(200);
    expect(await frTitle(page.id)).toBe("À propos");
    const shown = (await as("editor", "GET", `/console/content/pages/${page.id}`)).body.data;
    expect(shown.draft).toBeNull();
    expect(shown.live.translations.fr.title).toBe("À propos");

    const drafted = await freshPageWithDraft(world.db);
    await as("editor", "PUT", "/console/translations/fr", {
      kind: "page",
      id: drafted.id,
      title: "Livraison",
    });
    expect(await frTitle(drafted.id)).toBeUndefined(); // the waiting draft is not published by a translation
    const withDraft = (await as("editor", "GET", `/console/content/pages/${drafted.id}`)).body.data;
    expect(withDraft.draft.translations.fr.title).toBe("Livraison");
    expect(withDraft.draft.translations.en.title).toBe(drafted.title);
  });
});
