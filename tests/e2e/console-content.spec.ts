import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";

/** The token playwright.config.ts gives the shop for /metrics. */
const METRICS = { Authorization: "Bearer e2e-metrics-token-not-secret" };

/** How many cached answers the shop has dropped because something they show changed. */
async function droppedAnswers(request: APIRequestContext): Promise<number> {
  const text = await (await request.get("/metrics", { headers: METRICS })).text();
  return Number(/^shop_render_cache_dropped_total (\d+)/m.exec(text)?.[1] ?? "0");
}

async function cacheOf(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  return { cache: answer.headers()["x-cache"], body: await answer.text() };
}

const HOMES = ["/", "/fr/", "/ar/", "/tr/"];

test("an editor changes a home banner's Arabic text and publishes: only /ar/ is rendered again; restoring the old version brings its text back", async ({
  page,
  request,
}) => {
  const stamp = runStamp("console-content");
  await signIn(page, "editor@modest.local");
  const list = (await (await page.request.get("/api/v1/console/content/banners")).json()).data as {
    id: number;
    type: number;
    public: boolean;
    title: string;
  }[];
  const banner = list.find((b) => b.type >= 3 && b.type <= 7 && b.public);
  if (!banner) throw new Error("the demo shop has no home banner");
  const detail = (await (await page.request.get(`/api/v1/console/content/banners/${banner.id}`)).json()).data;
  const oldArabic = detail.live.translations.ar.title as string;
  const french = detail.live.translations.fr.title as string;
  const newArabic = `عرض جديد ${stamp}`;

  // Every home page asked twice: each is now in the cache.
  for (const path of HOMES) await request.get(path);
  for (const path of HOMES) expect((await cacheOf(request, path)).cache, path).toBe("HIT");

  // The editor's navigation holds the content screens and none of the admin's.
  await page.goto("/console/content/banners");
  await expect(page.getByRole("heading", { level: 1, name: "Banners" })).toBeVisible();
  const nav = page.getByRole("navigation");
  await expect(nav.getByRole("link", { name: "Banners" })).toBeVisible();
  for (const name of [/settings/i, /promotions/i, /people/i, /commission/i])
    await expect(nav.getByRole("link", { name })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "banner list");

  await page.getByRole("link", { name: banner.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Banner:");
  // The language tabs work from the keyboard: English, then two steps on to Arabic.
  await page.getByRole("tab", { name: /English/ }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "العربية" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Title (العربية)").fill(newArabic);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved as a draft.");
  await expectNoSeriousAxeViolations(page, "banner editor");
  // A draft changes nothing in the shop.
  expect((await cacheOf(request, "/ar/")).cache).toBe("HIT");

  // A signed preview link shows the draft to whoever holds it; the same link altered shows the live text.
  await page.getByRole("button", { name: "Preview link" }).click();
  const href = await page.getByRole("link", { name: "Preview in العربية" }).getAttribute("href");
  expect(href).toMatch(/^\/ar\/\?preview=/);
  const preview = await page.context().newPage();
  await preview.goto(href!);
  await expect(preview.locator(`[data-banner="${banner.id}"]`).getByText(newArabic)).toBeVisible();
  await preview.goto(`${href!.slice(0, -2)}xx`);
  await expect(preview.locator(`[data-banner="${banner.id}"]`).getByText(oldArabic)).toBeVisible();
  await preview.close();

  const before = await droppedAnswers(request);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the shop shows it now.");
  await expect.poll(() => droppedAnswers(request)).toBe(before + 1);
  for (const path of ["/", "/fr/", "/tr/"]) expect((await cacheOf(request, path)).cache, path).toBe("HIT");
  expect((await cacheOf(request, "/fr/")).body).toContain(french);
  const arabic = await cacheOf(request, "/ar/");
  expect(arabic.cache).toBe("MISS");

  await page.goto("/ar/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(`[data-banner="${banner.id}"]`).getByText(newArabic)).toBeVisible();
  // The text over the picture keeps its contrast (axe's color-contrast is a serious violation).
  await expectNoSeriousAxeViolations(page, "home in Arabic");
  await page.goto("/fr/");
  await expect(page.locator(`[data-banner="${banner.id}"]`).getByText(french)).toBeVisible();

  // Restore the version live before this one (it becomes the draft), then publish it.
  await page.goto(`/console/content/banners/${banner.id}`);
  const versions = page.getByRole("region", { name: "Versions" }).getByRole("row");
  await versions
    .nth(2)
    .getByRole("button", { name: /Restore/ })
    .click();
  await expect(page.getByRole("status")).toHaveText(
    "Restored as the draft: publish it to show it in the shop.",
  );
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the shop shows it now.");
  await page.goto("/ar/");
  await expect(page.locator(`[data-banner="${banner.id}"]`).getByText(oldArabic)).toBeVisible();
});

test("the banner screens read right to left in Arabic and pass axe", async ({ page }) => {
  await signIn(page, "editor@modest.local");
  await page.goto("/ar/console/content/banners");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "اللافتات" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "banner list in Arabic");
});
