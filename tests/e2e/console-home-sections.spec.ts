import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";

interface Version {
  id: number;
  published_at: string | null;
}

const homeOf = async (page: Page) =>
  (await (await page.request.get("/api/v1/console/content/home")).json()).data as { versions: Version[] };

/** Where the featured products' heading and the slider stand in a home page, and whether the boxes show. */
async function layoutOf(request: APIRequestContext, path: string, labels: { slider: string; boxes: string }) {
  const body = await (await request.get(path)).text();
  return {
    featuredFirst:
      body.includes('id="home-featured"') &&
      body.indexOf('id="home-featured"') < body.indexOf(`aria-label="${labels.slider}"`),
    boxes: body.includes(`aria-label="${labels.boxes}"`),
  };
}

const EN = { slider: "Highlights", boxes: "Why shop with us" };
const AR = { slider: "أبرز العروض", boxes: "لماذا تتسوق معنا" };

test("an admin features a product; an editor turns the feature boxes off, puts the featured products first and publishes; a restore brings them back", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@modest.local");
  const found = (
    await (
      await page.request.get("/api/v1/console/products", {
        params: { status: "published", per_page: 1, page: 1 },
      })
    ).json()
  ).data.data[0] as { title: string } | undefined;
  if (!found) throw new Error("the demo shop has no published product");

  await page.goto("/console/content/home");
  const featured = page.getByRole("region", { name: "Featured products" });
  await expect(featured.getByRole("button", { name: "Save featured products as a draft" })).toBeVisible();
  // Each removal re-renders the list: always take the first button left.
  const removes = featured.getByRole("button", { name: /^Remove / });
  for (let left = await removes.count(); left > 0; left--) {
    await removes.first().click();
    await expect(removes).toHaveCount(left - 1);
  }
  await featured.getByLabel("Find a product to add").fill(found.title);
  await featured
    .getByRole("button", { name: `Add ${found.title}` })
    .first()
    .click();
  await expect(featured.getByRole("list", { name: "Featured products" })).toContainText(found.title);
  await featured.getByRole("button", { name: "Save featured products as a draft" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved as a draft.");
  // What the shop shows now, and its version: the restore below brings them back.
  const startVersion = (await homeOf(page)).versions.find((v) => v.published_at);
  if (!startVersion) throw new Error("the home page has no published version");
  const atStart = { en: await layoutOf(request, "/", EN), ar: await layoutOf(request, "/ar/", AR) };

  await signIn(page, "editor@modest.local");
  await page.goto("/console/content/home");
  await expect(page.getByRole("region", { name: "Featured products" })).toHaveCount(0);
  const sections = page.getByRole("list", { name: "Sections of the home page" });
  await sections.getByRole("checkbox", { name: "Feature boxes" }).uncheck();
  const up = sections.getByRole("button", { name: "Move Featured products up" });
  while (await up.isEnabled()) await up.click();
  await expect(sections.getByRole("listitem").first()).toContainText("Featured products");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved as a draft.");
  await expectNoSeriousAxeViolations(page, "home sections");
  expect(await layoutOf(request, "/", EN)).toEqual(atStart.en);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").first()).toHaveText("Published: the shop shows it now.");
  for (const [path, labels] of [
    ["/", EN],
    ["/ar/", AR],
  ] as const) {
    await expect.poll(() => layoutOf(request, path, labels)).toEqual({ featuredFirst: true, boxes: false });
  }
  const shopper = await page.context().newPage();
  await shopper.goto("/ar/");
  // The product shows under its Arabic title, its link leading to its page.
  const shownFeatured = shopper.getByRole("region", { name: "منتجات مميزة" });
  await expect(shownFeatured.getByRole("heading", { name: "منتجات مميزة" })).toBeVisible();
  await expect(shownFeatured.getByRole("link").first()).toBeVisible();
  await shopper.close();

  // The version the shop showed at the start: restored and published, the boxes and the old order are back.
  expect(
    (await page.request.post(`/api/v1/console/content/home/versions/${startVersion.id}/restore`)).status(),
  ).toBe(200);
  expect((await page.request.post("/api/v1/console/content/home/publish")).status()).toBe(200);
  await expect.poll(() => layoutOf(request, "/", EN)).toEqual(atStart.en);
  await expect.poll(() => layoutOf(request, "/ar/", AR)).toEqual(atStart.ar);
});

test("an editor adds a slide with its picture and deletes it after confirming", async ({ page }) => {
  const stamp = runStamp("home-slide");
  const title = `Slide ${stamp}`;
  await signIn(page, "editor@modest.local");
  await page.goto("/console/content/home");
  const slides = page.getByRole("group", { name: /^Slide \d+$/ });
  await expect(page.getByRole("form", { name: "New slide" })).toBeVisible();
  const before = await slides.count();

  const newSlide = page.getByRole("form", { name: "New slide" });
  await newSlide.getByLabel("Title (English)").fill(title);
  const png = await sharp({ create: { width: 16, height: 6, channels: 3, background: "#c84" } })
    .png()
    .toBuffer();
  await newSlide
    .getByLabel("Picture")
    .setInputFiles({ name: "slide.png", mimeType: "image/png", buffer: png });
  await newSlide.getByRole("button", { name: "Add slide" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved as a draft.");
  await expect(slides).toHaveCount(before + 1);
  const added = page.getByRole("group", { name: `Slide ${before + 1}` });
  await expect(added.getByLabel("Title (English)")).toHaveValue(title);

  page.once("dialog", (dialog) => void dialog.accept());
  await added.getByRole("button", { name: `Delete Slide ${before + 1}` }).click();
  await expect(slides).toHaveCount(before);
  await expect(page.getByRole("status").first()).toHaveText("Saved as a draft.");
});
