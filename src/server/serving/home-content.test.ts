import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cachedGet, useConsoleShop } from "../../testing/cached-shop.ts";
import { freshSlide, homeForm } from "../../testing/content-fixtures.ts";
import { nextChange, settled } from "../../testing/catalog-changes.ts";
import { metrics } from "../platform/metrics.ts";
import {
  auditLog,
  contentVersions,
  sliderItemTranslations,
  sliderItems,
} from "../platform/db/schema/index.ts";

const { world, shop } = useConsoleShop();
const get = (path: string) => cachedGet(shop().server, path);

type Form = Awaited<ReturnType<typeof homeForm>>;

async function asEditor(method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(`/api/v1${path}`, shop().server.origin), {
    method,
    headers: { authorization: `Bearer ${world.fx.tokens.editor}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as {
    message: string;
    data: { draft: Form | null; versions: { id: number }[] };
  };
  return { http: response.status, ...json };
}

const dropped = async () => (await metrics.renderCacheDropped.get()).values[0]?.value ?? 0;

const PAGES = ["/", "/fr/", "/ar/", "/tr/", "/all/shop"];

/** The form with one slide's texts in `lang` replaced. */
function withText(form: Form, id: number, lang: "ar" | "en", title: string): Form {
  return {
    ...form,
    slides: form.slides.map((s) =>
      s.id === id
        ? { ...s, translations: { ...s.translations, [lang]: { title, text: "", button: "" } } }
        : s,
    ),
  };
}

describe("the home page's slider in the console", () => {
  it("a save keeps a draft the shop does not show; publishing an Arabic title drops only the Arabic home page", async () => {
    const slide = await freshSlide(world.db);
    await settled(world.db);
    for (const path of PAGES) await get(path);
    for (const path of PAGES) expect((await get(path)).cache, path).toBe("HIT");

    const saved = await asEditor(
      "PUT",
      "/console/content/home",
      withText(await homeForm(world.db), slide.id, "ar", "تشكيلة الربيع"),
    );
    expect(saved.http).toBe(200);
    expect(saved.data.draft?.slides.find((s) => s.id === slide.id)?.translations.ar?.title).toBe(
      "تشكيلة الربيع",
    );
    await settled(world.db);
    for (const path of PAGES) expect((await get(path)).cache, `${path} after a draft`).toBe("HIT");
    expect((await get("/ar/")).body).not.toContain("تشكيلة الربيع");

    const before = await dropped();
    const heard = nextChange();
    expect((await asEditor("POST", "/console/content/home/publish")).http).toBe(200);
    expect(await heard).toEqual({ kind: "content", tags: ["home:ar"] });
    expect((await dropped()) - before).toBe(1);
    const ar = await get("/ar/");
    expect(ar.cache).toBe("MISS");
    expect(ar.body).toContain("تشكيلة الربيع");
    for (const path of PAGES.filter((p) => p !== "/ar/")) expect((await get(path)).cache, path).toBe("HIT");
    expect((await get("/fr/")).body).not.toContain("تشكيلة الربيع");

    const audit = await world.db.select().from(auditLog).where(eq(auditLog.entity, "home"));
    expect(audit.map((e) => [e.action, e.actorRole])).toEqual([
      ["save_draft", "editor"],
      ["publish", "editor"],
    ]);
  });

  it("moving a slide or switching it off drops the home page in every language, and nothing else", async () => {
    await freshSlide(world.db);
    await settled(world.db);
    for (const path of PAGES) await get(path);
    const form = await homeForm(world.db);
    const [first, ...rest] = form.slides;
    await asEditor("PUT", "/console/content/home", {
      ...form,
      slides: [...rest, { ...first, public: false }],
    });
    const heard = nextChange();
    await asEditor("POST", "/console/content/home/publish");
    expect(await heard).toEqual({ kind: "content", tags: ["home"] });
    for (const path of ["/", "/fr/", "/ar/", "/tr/"]) expect((await get(path)).cache, path).toBe("MISS");
    expect((await get("/all/shop")).cache).toBe("HIT");
    const [row] = await world.db.select().from(sliderItems).where(eq(sliderItems.id, first!.id));
    expect(row).toMatchObject({ status: 2, sort: rest.length });
  });

  it("restoring an old version makes it the draft; bad input and a publish without a draft change nothing", async () => {
    const slide = await freshSlide(world.db);
    const form = await homeForm(world.db);
    await asEditor("PUT", "/console/content/home", withText(form, slide.id, "en", "First title"));
    const published = await asEditor("POST", "/console/content/home/publish");
    const firstVersion = published.data.versions[0]!.id;
    await asEditor("PUT", "/console/content/home", withText(form, slide.id, "en", "Second title"));
    await asEditor("POST", "/console/content/home/publish");

    const again = await asEditor("POST", "/console/content/home/publish");
    expect(again.http).toBe(409);
    expect(again.message).toBe("There is no draft to publish.");

    const noTitle = await asEditor("PUT", "/console/content/home", withText(form, slide.id, "en", ""));
    expect(noTitle.http).toBe(422);
    const missing = await asEditor("PUT", "/console/content/home", { ...form, slides: form.slides.slice(1) });
    expect(missing.http).toBe(409);
    const versions = await world.db.select().from(contentVersions).where(eq(contentVersions.entity, "home"));

    const restored = await asEditor("POST", `/console/content/home/versions/${firstVersion}/restore`);
    expect(restored.http).toBe(200);
    expect(restored.data.draft?.slides.find((s) => s.id === slide.id)?.translations.en?.title).toBe(
      "First title",
    );
    expect(
      await world.db.select().from(contentVersions).where(eq(contentVersions.entity, "home")),
    ).toHaveLength(versions.length + 1);
    await asEditor("POST", "/console/content/home/publish");
    const [en] = await world.db
      .select()
      .from(sliderItemTranslations)
      .where(and(eq(sliderItemTranslations.parentId, slide.id), eq(sliderItemTranslations.lang, "en")));
    expect(en?.title).toBe("First title");
  });
});
