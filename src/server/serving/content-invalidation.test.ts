import { describe, expect, it } from "vitest";
import { cachedGet, useConsoleShop } from "../../testing/cached-shop.ts";
import { freshBanner, pageForm } from "../../testing/content-fixtures.ts";
import { nextChange, settled } from "../../testing/catalog-changes.ts";
import { metrics } from "../platform/metrics.ts";
import { BANNER_TYPE } from "../platform/db/schema/index.ts";

const { world, shop } = useConsoleShop();
const get = (path: string) => cachedGet(shop().server, path);

async function asEditor(method: string, path: string, body?: unknown) {
  const response = await fetch(new URL(`/api/v1${path}`, shop().server.origin), {
    method,
    headers: { authorization: `Bearer ${world.fx.tokens.editor}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: { versions: { id: number }[] } }).data;
}

const dropped = async () => (await metrics.renderCacheDropped.get()).values[0]?.value ?? 0;

const PAGES = ["/", "/fr/", "/ar/", "/tr/", "/all/shop"];

describe("publishing a home banner", () => {
  it("drops only the home page in the language whose text changed; the other languages and pages stay cached", async () => {
    const banner = await freshBanner(world.db);
    const form = (ar: string) => ({
      public: true,
      link: null,
      translations: { en: { title: banner.title, text: "Live text" }, ar: { title: ar, text: "" } },
    });
    await asEditor("PUT", `/console/content/banners/${banner.id}`, form("عرض الصيف"));
    await asEditor("POST", `/console/content/banners/${banner.id}/publish`);
    await settled(world.db);
    for (const path of PAGES) await get(path);
    for (const path of PAGES) expect((await get(path)).cache, path).toBe("HIT");
    expect((await get("/ar/")).body).toContain("عرض الصيف");

    await asEditor("PUT", `/console/content/banners/${banner.id}`, form("عرض الشتاء"));
    await settled(world.db);
    for (const path of PAGES) expect((await get(path)).cache, `${path} after a draft`).toBe("HIT");

    const before = await dropped();
    const heard = nextChange();
    await asEditor("POST", `/console/content/banners/${banner.id}/publish`);
    expect(await heard).toEqual({ kind: "content", tags: [`banner:${banner.id}:ar`] });
    expect((await dropped()) - before).toBe(1);
    const ar = await get("/ar/");
    expect(ar.cache).toBe("MISS");
    expect(ar.body).toContain("عرض الشتاء");
    for (const path of PAGES.filter((p) => p !== "/ar/")) expect((await get(path)).cache, path).toBe("HIT");
  });

  it("an English text drops the languages showing English in its place, not a language with its own text", async () => {
    const banner = await freshBanner(world.db);
    const form = (en: string) => ({
      public: true,
      link: null,
      translations: { en: { title: en, text: "" }, ar: { title: "نص عربي", text: "" } },
    });
    await asEditor("PUT", `/console/content/banners/${banner.id}`, form(banner.title));
    await asEditor("POST", `/console/content/banners/${banner.id}/publish`);
    await settled(world.db);
    for (const path of PAGES) await get(path);

    await asEditor("PUT", `/console/content/banners/${banner.id}`, form("Winter sale"));
    const heard = nextChange();
    await asEditor("POST", `/console/content/banners/${banner.id}/publish`);
    expect(await heard).toEqual({ kind: "content", tags: [`banner:${banner.id}:en`] });
    for (const path of ["/", "/fr/", "/tr/"]) {
      const page = await get(path);
      expect(page, path).toEqual({ cache: "MISS", body: expect.stringContaining("Winter sale") });
    }
    expect((await get("/ar/")).cache).toBe("HIT");
    expect((await get("/all/shop")).cache).toBe("HIT");
  });

  it("a popup banner, shown on every page, still drops everything", async () => {
    const popup = await freshBanner(world.db, BANNER_TYPE.popup);
    await settled(world.db);
    await get("/all/shop");
    const heard = nextChange();
    await asEditor("PUT", `/console/content/banners/${popup.id}`, {
      public: true,
      link: null,
      translations: { en: { title: "Popup", text: "" } },
    });
    await asEditor("POST", `/console/content/banners/${popup.id}/publish`);
    expect(await heard).toEqual({ kind: "everything" });
    expect((await get("/all/shop")).cache).toBe("MISS");
  });
});

describe("publishing a static page", () => {
  it("drops only that page in the language whose text changed, and the answers listing pages; other languages and pages stay cached", async () => {
    const form = pageForm();
    const { slug } = form.translations.en;
    const withFrench = (title: string) => ({
      ...form,
      translations: { ...form.translations, fr: { title, slug: "", body: "<p>Texte</p>" } },
    });
    const created = (await asEditor(
      "POST",
      "/console/content/pages",
      withFrench("Notre maison"),
    )) as unknown as {
      id: number;
    };
    await asEditor("POST", `/console/content/pages/${created.id}/publish`);
    await settled(world.db);
    const shown = [`/page/${slug}`, `/fr/page/${slug}`, `/ar/page/${slug}`, "/all/shop"];
    for (const path of shown) await get(path);
    for (const path of shown) expect((await get(path)).cache, path).toBe("HIT");

    await asEditor("PUT", `/console/content/pages/${created.id}`, withFrench("Notre nouvelle maison"));
    const heard = nextChange();
    await asEditor("POST", `/console/content/pages/${created.id}/publish`);
    expect(await heard).toEqual({ kind: "content", tags: [`page:${created.id}:fr`, "pages"] });
    const french = await get(`/fr/page/${slug}`);
    expect(french).toEqual({ cache: "MISS", body: expect.stringContaining("Notre nouvelle maison") });
    for (const path of shown.filter((p) => !p.startsWith("/fr/")))
      expect((await get(path)).cache, path).toBe("HIT");
  });
});
