import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestWorld } from "../../../testing/world.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { pageForm } from "../../../testing/content-fixtures.ts";
import {
  categories,
  categorySlugRedirects,
  pageTranslations,
  redirects,
} from "../../platform/db/schema/index.ts";
import { pagePreviewOf } from "./console-pages.ts";
import { links } from "../../../lib/links.ts";
import { redirectOf } from "./redirects.ts";
import { sitemapEntries } from "./sitemap.service.ts";

const world = useTestWorld({ fill: createConsoleWorld, api: true });
const as = consoleCaller(world);

const french = (slug: string, body: string) => ({
  title: "Notre atelier",
  slug,
  body,
  seo_title: "L'atelier",
  seo_description: "Qui coud nos robes",
});

async function publishedPage(form = pageForm()) {
  const created = await as("editor", "POST", "/console/content/pages", form);
  expect(created.http).toBe(200);
  const id = created.body.data.id as number;
  expect((await as("editor", "POST", `/console/content/pages/${id}/publish`)).http).toBe(200);
  return id;
}

describe("console pages", () => {
  it("drops scripts and event handlers from a body before keeping it, and the shop shows nothing until it is published", async () => {
    const form = pageForm();
    const slug = form.translations.en.slug;
    const created = await as("editor", "POST", "/console/content/pages", {
      ...form,
      translations: {
        ...form.translations,
        fr: french(
          "",
          '<h2>Bienvenue</h2><script>alert(1)</script><img src="https://x.test/a.png" onerror="alert(2)"><a href="/fr/faq">FAQ</a>',
        ),
      },
    });
    expect(created.http).toBe(200);
    const body = created.body.data.draft.translations.fr.body as string;
    expect(body).toContain("<h2>Bienvenue</h2>");
    expect(body).toContain('<a href="/fr/faq">FAQ</a>');
    expect(body).not.toContain("script");
    expect(body).not.toContain("onerror");
    expect((await world.get(`/page/${slug}`, "fr")).http).toBe(404);

    const id = created.body.data.id as number;
    const published = await as("editor", "POST", `/console/content/pages/${id}/publish`);
    expect(published.http).toBe(200);
    const shown = await world.get(`/page/${slug}`, "fr");
    expect(shown.http).toBe(200);
    expect(shown.body.data).toMatchObject({
      title: "Notre atelier",
      seo_title: "L'atelier",
      seo_description: "Qui coud nos robes",
    });
    expect(shown.body.data.description).toBe(body);
    expect((await world.get(`/page/${slug}`, "en")).body.data.title).toBe(form.translations.en.title);
  });

  it("keeps every save as a version; publishing writes the draft, restoring makes an old version the draft again", async () => {
    const form = pageForm();
    const id = await publishedPage(form);
    const second = {
      ...form,
      translations: { en: { ...form.translations.en, title: "Second title" } },
    };
    await as("editor", "PUT", `/console/content/pages/${id}`, second);
    const live = await world.db.select().from(pageTranslations).where(eq(pageTranslations.parentId, id));
    expect(live.map((t) => t.title)).toEqual([form.translations.en.title]);
    const published = await as("editor", "POST", `/console/content/pages/${id}/publish`);
    expect(published.body.data.live.translations.en.title).toBe("Second title");

    const first = (
      published.body.data.versions as { id: number; content: { translations: { en: { title: string } } } }[]
    ).find((v) => v.content.translations.en.title === form.translations.en.title && v.id)!;
    const restored = await as("editor", "POST", `/console/content/pages/${id}/versions/${first.id}/restore`);
    expect(restored.http).toBe(200);
    expect(restored.body.data.draft.translations.en.title).toBe(form.translations.en.title);
    expect(restored.body.data.live.translations.en.title).toBe("Second title");
    expect(restored.body.data.versions[0].created_by).toBe(world.fx.people.editor.name);

    const list = await as("editor", "GET", "/console/content/pages");
    expect(list.body.data).toContainEqual(
      expect.objectContaining({
        id,
        title: "Second title",
        has_draft: true,
        updated_by: world.fx.people.editor.name,
      }),
    );
  });

  it("a changed address answers 301 to the new one and leaves the sitemap; a preview shows the draft at its address", async () => {
    const form = pageForm({ translations: { en: pageForm().translations.en } });
    const enSlug = form.translations.en.slug;
    const id = await publishedPage({
      ...form,
      translations: { ...form.translations, fr: french(`${enSlug}-fr`, "<p>Texte</p>") },
    });
    await as("editor", "PUT", `/console/content/pages/${id}`, {
      ...form,
      translations: { ...form.translations, fr: french(`${enSlug}-nouveau`, "<p>Texte</p>") },
    });
    const link = await as("editor", "POST", `/console/content/pages/${id}/preview-link`);
    const url = new URL(link.body.data.urls.fr as string, "http://shop.test");
    expect(url.pathname).toBe(`/fr/page/${enSlug}-nouveau`);
    const token = url.searchParams.get("preview");
    expect(await pagePreviewOf(world.ctx("fr"), token, `${enSlug}-nouveau`)).toMatchObject({
      title: "Notre atelier",
    });
    expect(await pagePreviewOf(world.ctx("fr"), token, `${enSlug}-fr`)).toBeUndefined();

    await as("editor", "POST", `/console/content/pages/${id}/publish`);
    expect(await redirectOf(world.ctx("en"), `/fr/page/${enSlug}-fr`)).toEqual({
      to: `/fr/page/${enSlug}-nouveau`,
      code: 301,
    });
    expect(await redirectOf(world.ctx("en"), `/page/${enSlug}`)).toBeUndefined();
    const entry = (await sitemapEntries(world.ctx("en"))).find((e) => e.path === `/page/${enSlug}`);
    expect(entry?.paths).toMatchObject({ en: `/page/${enSlug}`, fr: `/fr/page/${enSlug}-nouveau` });
    expect(JSON.stringify(await sitemapEntries(world.ctx("en")))).not.toContain(`${enSlug}-fr"`);
    expect((await world.get(`/page/${enSlug}-nouveau`, "fr")).http).toBe(200);
  });

  it("refuses an address another page has, with a translated message", async () => {
    const taken = pageForm();
    await publishedPage(taken);
    const again = await as(
      "editor",
      "POST",
      "/console/content/pages",
      pageForm({ translations: { en: { ...pageForm().translations.en, slug: taken.translations.en.slug } } }),
      "fr",
    );
    expect(again.http).toBe(409);
    expect(JSON.stringify(again.body)).toContain(taken.translations.en.slug);
  });
});

describe("console redirects", () => {
  it("adds, lists, filters and deletes a redirect; a loop or a redirect to itself is refused with a translated 422 and nothing changes", async () => {
    const tag = Math.random().toString(36).slice(2);
    const a = `/a-${tag}`;
    const b = `/b-${tag}`;
    const c = `/c-${tag}`;
    expect(
      (await as("editor", "POST", "/console/content/redirects", { from: a, to: b, code: 302 })).http,
    ).toBe(200);
    expect((await as("editor", "POST", "/console/content/redirects", { from: b, to: c })).http).toBe(200);
    const loop = await as("editor", "POST", "/console/content/redirects", { from: c, to: a }, "fr");
    expect(loop.http).toBe(422);
    expect(JSON.stringify(loop.body)).toContain("créerait une boucle");
    const itself = await as("editor", "POST", "/console/content/redirects", { from: a, to: a }, "tr");
    expect(itself.http).toBe(422);
    expect(JSON.stringify(itself.body)).toContain("kendisine yönlendirilemez");
    const twice = await as("editor", "POST", "/console/content/redirects", { from: a, to: c });
    expect(twice.http).toBe(409);
    const rows = await world.db.select().from(redirects);
    expect(rows.filter((r) => r.fromPath.endsWith(tag)).map((r) => [r.fromPath, r.toPath, r.code])).toEqual([
      [a, b, 302],
      [b, c, 301],
    ]);
    expect(await redirectOf(world.ctx("en"), a)).toEqual({ to: b, code: 302 });

    const listed = await as("editor", "GET", `/console/content/redirects?q=${tag}`);
    expect(listed.body.data.map((r: { from: string }) => r.from)).toEqual([b, a]);
    expect(listed.body.data[0]).toMatchObject({
      source: "redirect",
      created_by: world.fx.people.editor.name,
    });
    const id = listed.body.data[0].id as number;
    expect((await as("editor", "DELETE", `/console/content/redirects/${id}`)).http).toBe(200);
    expect((await as("editor", "GET", `/console/content/redirects?q=${tag}`)).body.data).toHaveLength(1);
  });

  it("counts a category's former address in the loop check: redirecting its address back to the former one is refused", async () => {
    const [category] = await world.db.select().from(categories).limit(1);
    if (!category) throw new Error("the console world has a category");
    const former = `${category.slug}-before-${Math.random().toString(36).slice(2)}`;
    await world.db.insert(categorySlugRedirects).values({ categoryId: category.id, oldSlug: former });
    const current = links.category(category.slug);
    const loop = await as("editor", "POST", "/console/content/redirects", {
      from: current,
      to: links.category(former),
    });
    expect(loop.http).toBe(422);
    expect(JSON.stringify(loop.body)).toContain("would make a loop");
    const taken = await as("editor", "POST", "/console/content/redirects", {
      from: links.category(former),
      to: "/brands",
    });
    expect(taken.http).toBe(409);
    expect(await redirectOf(world.ctx("en"), current)).toBeUndefined();
  });

  it("refuses a path that is not one of the shop's", async () => {
    const bad = await as("editor", "POST", "/console/content/redirects", {
      from: "https://evil.test/x",
      to: "//evil.test",
    });
    expect(bad.http).toBe(422);
  });
});
