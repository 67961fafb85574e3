import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";

async function cacheOf(request: APIRequestContext, path: string) {
  const answer = await request.get(path);
  return { cache: answer.headers()["x-cache"], body: await answer.text() };
}

interface Slide {
  id: number;
  translations: Record<string, { title: string } | undefined>;
}

test("an editor changes a slide's Arabic title and publishes: /ar/ shows it, /fr/ stays as it was", async ({
  page,
  request,
}) => {
  const stamp = runStamp("console-home");
  await signIn(page, "editor@modest.local");
  const home = (await (await page.request.get("/api/v1/console/content/home")).json()).data;
  const first = (home.draft ?? home.live).slides[0] as Slide | undefined;
  if (!first) throw new Error("the demo shop has no home slide");
  const newArabic = `تشكيلة ${stamp}`;

  for (const path of ["/ar/", "/fr/"]) await request.get(path);
  const french = await cacheOf(request, "/fr/");
  expect(french.cache).toBe("HIT");

  await page.goto("/console/content/home");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home page: slider and feature boxes");
  const slide = page.getByRole("group", { name: "Slide 1" });
  await slide.getByRole("tab", { name: "العربية" }).click();
  await slide.getByLabel("Title (العربية)").fill(newArabic);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved as a draft.");
  await expectNoSeriousAxeViolations(page, "home page editor");
  // A draft changes nothing in the shop.
  expect((await cacheOf(request, "/ar/")).body).not.toContain(newArabic);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").first()).toHaveText("Published: the shop shows it now.");
  await expect.poll(async () => (await cacheOf(request, "/ar/")).body).toContain(newArabic);
  const arabic = await page.context().newPage();
  await arabic.goto("/ar/");
  await expect(arabic.getByText(newArabic).first()).toBeVisible();
  await arabic.close();
  const frenchAfter = await cacheOf(request, "/fr/");
  expect(frenchAfter.cache).toBe("HIT");
  expect(frenchAfter.body).toBe(french.body);
});

test("Rebuild all shows its progress, survives a reload, joins when pressed twice and ends with a report while shoppers get no error", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, "editor@modest.local");
  await page.goto("/console/content/rebuild");
  await expect(page.getByRole("heading", { name: "Rebuild all" })).toBeVisible();

  // Shoppers browse all along: 200 requests, eight at a time, of the home, listings and the sitemap.
  const paths = ["/", "/ar/", "/categories", "/fr/brands", "/tr/stores", "/sitemap.xml"];
  const statuses: number[] = [];
  let sent = 0;
  const shoppers = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sent < 200) {
        const path = paths[sent++ % paths.length] as string;
        statuses.push((await request.get(path)).status());
      }
    }),
  );

  await page.getByRole("button", { name: "Rebuild all" }).click();
  const progress = page.getByRole("progressbar");
  await expect(progress).toBeVisible();
  const running = (await (await page.request.get("/api/v1/console/content/rebuild")).json()).data;
  expect(running.status).toBe("running");

  // Pressed again (here and from the API): the same job.
  await page.getByRole("button", { name: "Follow the running rebuild" }).click();
  const again = (await (await page.request.post("/api/v1/console/content/rebuild")).json()).data;
  if (again.job.status === "running") expect(again).toMatchObject({ joined: true, job: { id: running.id } });

  // A reload finds the job again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Rebuild all" })).toBeVisible();

  await shoppers;
  expect(statuses).toHaveLength(200);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  const report = page
    .getByRole("status")
    .filter({ hasText: /^Rebuilt \d+ pages in [\d.]+ s, \d+ with errors\.$/ });
  await expect(report).toBeVisible({ timeout: 200_000 });
  const done = (await (await page.request.get("/api/v1/console/content/rebuild")).json()).data;
  expect(done).toMatchObject({ id: running.id, status: "done" });
  expect(done.done).toBe(done.total);
  await expect(report).toContainText(`Rebuilt ${done.total} pages`);
  await expectNoSeriousAxeViolations(page, "rebuild report");
});

test("an editor sees no Scripts link and is refused the scripts API; an admin manages them", async ({
  page,
}) => {
  await signIn(page, "editor@modest.local");
  await page.goto("/console/content/home");
  const nav = page.getByRole("navigation");
  await expect(nav.getByRole("link", { name: "Home page" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Scripts" })).toHaveCount(0);
  expect((await page.request.get("/api/v1/console/content/scripts")).status()).toBe(403);

  await signIn(page, "admin@modest.local");
  await page.goto("/console/content/scripts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Custom scripts");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Scripts" })).toBeVisible();
});
