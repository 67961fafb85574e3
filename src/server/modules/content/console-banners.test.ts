import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { bannerForm, freshBanner } from "../../../testing/content-fixtures.ts";
import { auditLog, bannerTranslations, banners, contentVersions } from "../../platform/db/schema/index.ts";
import { previewToken, verifyPreviewToken } from "./preview-link.ts";
import { bannerPreviewOf } from "./console-banners.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });
const as = consoleCaller(world);

const liveTexts = (id: number) =>
  world.db.select().from(bannerTranslations).where(eq(bannerTranslations.parentId, id));

describe("console banners", () => {
  it("a save keeps a draft version and leaves the shop as it was; publishing makes it live, restoring an old version makes it the draft again", async () => {
    const banner = await freshBanner(world.db);
    const form = bannerForm({
      translations: {
        en: { title: banner.title, text: "Live text" },
        ar: { title: "تخفيضات الصيف", text: "حتى ٥٠٪" },
      },
    });
    const saved = await as("editor", "PUT", `/console/content/banners/${banner.id}`, form);
    expect(saved.http).toBe(200);
    expect(saved.body.data.draft.translations.ar).toEqual({ title: "تخفيضات الصيف", text: "حتى ٥٠٪" });
    expect((await liveTexts(banner.id)).map((t) => t.lang)).toEqual(["en"]);

    const published = await as("editor", "POST", `/console/content/banners/${banner.id}/publish`);
    expect(published.http).toBe(200);
    expect(published.body.data.draft).toBeNull();
    const ar = (await liveTexts(banner.id)).find((t) => t.lang === "ar");
    expect(ar).toMatchObject({ title: "تخفيضات الصيف", subtitle: "حتى ٥٠٪" });
    const [row] = await world.db.select().from(banners).where(eq(banners.id, banner.id));
    expect(row).toMatchObject({ url: "/hot-deals", sourceType: 6 });

    // A second text, published; then the first version restored as the draft and published again.
    expect(published.body.data.versions).toHaveLength(2);
    const firstVersion = published.body.data.versions[0].id as number;
    await as("editor", "PUT", `/console/content/banners/${banner.id}`, {
      ...form,
      translations: { ...form.translations, ar: { title: "عنوان جديد", text: "" } },
    });
    await as("editor", "POST", `/console/content/banners/${banner.id}/publish`);
    const restored = await as(
      "editor",
      "POST",
      `/console/content/banners/${banner.id}/versions/${firstVersion}/restore`,
    );
    expect(restored.http).toBe(200);
    expect(restored.body.data.draft.translations.ar.title).toBe("تخفيضات الصيف");
    expect((await liveTexts(banner.id)).find((t) => t.lang === "ar")?.title).toBe("عنوان جديد");
    await as("editor", "POST", `/console/content/banners/${banner.id}/publish`);
    expect((await liveTexts(banner.id)).find((t) => t.lang === "ar")?.title).toBe("تخفيضات الصيف");

    const versions = await world.db
      .select()
      .from(contentVersions)
      .where(and(eq(contentVersions.entity, "banner"), eq(contentVersions.entityId, banner.id)))
      .orderBy(contentVersions.id);
    // What was live before the first save, then the three versions the editor saved.
    expect(versions.map((v) => v.createdBy)).toEqual([null, ...Array(3).fill(world.fx.people.editor.id)]);
    expect(versions.every((v) => v.publishedAt)).toBe(true);
    expect((versions[0]?.content as { translations: object }).translations).toEqual({
      en: { title: banner.title, text: "Live text" },
    });
    const actions = (await world.db.select().from(auditLog).where(eq(auditLog.entityId, banner.id)))
      .filter((e) => e.entity === "banner")
      .map((e) => [e.action, e.actorRole]);
    expect(actions).toEqual([
      ["save_draft", "editor"],
      ["publish", "editor"],
      ["save_draft", "editor"],
      ["publish", "editor"],
      ["restore", "editor"],
      ["publish", "editor"],
    ]);
  });

  it("bad input is refused with translated field names and saves no version; publishing without a draft is refused", async () => {
    const banner = await freshBanner(world.db);
    const bad = await as(
      "editor",
      "PUT",
      `/console/content/banners/${banner.id}`,
      bannerForm({
        link: "javascript:alert(1)",
        starts_at: "2026-12-01T00:00:00Z",
        ends_at: "2026-11-01T00:00:00Z",
        translations: { en: { title: "", text: "" } },
      }),
      "fr",
    );
    expect(bad.http).toBe(422);
    const text = JSON.stringify(bad.body);
    expect(text).toContain("Lien");
    expect(text).toContain("Titre");
    expect(text).toContain("Fin n'est pas valide");
    const versions = await world.db
      .select()
      .from(contentVersions)
      .where(eq(contentVersions.entityId, banner.id));
    expect(versions.filter((v) => v.entity === "banner")).toEqual([]);

    const nothing = await as(
      "editor",
      "POST",
      `/console/content/banners/${banner.id}/publish`,
      undefined,
      "tr",
    );
    expect(nothing.http).toBe(409);
    expect(JSON.stringify(nothing.body)).toContain("Yayımlanacak taslak yok");
  });

  it("a preview link shows the draft to whoever holds it until it expires; an altered or expired link shows nothing", async () => {
    const banner = await freshBanner(world.db);
    await as(
      "editor",
      "PUT",
      `/console/content/banners/${banner.id}`,
      bannerForm({ translations: { en: { title: "Draft title", text: "Draft text" } } }),
    );
    const link = await as(
      "editor",
      "POST",
      `/console/content/banners/${banner.id}/preview-link`,
      undefined,
      "ar",
    );
    expect(link.http).toBe(200);
    const url = new URL(link.body.data.urls.ar as string, "http://shop.test");
    expect(url.pathname).toBe("/ar/");
    const token = url.searchParams.get("preview")!;
    const preview = await bannerPreviewOf(world.ctx("ar"), token);
    expect(preview).toMatchObject({ id: banner.id, translations: { en: { title: "Draft title" } } });

    const altered = token.replace(`banner.${banner.id}.`, `banner.${banner.id + 1}.`);
    expect(await bannerPreviewOf(world.ctx("ar"), altered)).toBeUndefined();
    const expires = Math.floor(Date.now() / 1000) - 1;
    expect(verifyPreviewToken(previewToken({ entity: "banner", id: banner.id, expires }))).toBeUndefined();
    const grant = verifyPreviewToken(token, Date.parse(link.body.data.expires_at as string) + 1000);
    expect(grant).toBeUndefined();
  });
});
