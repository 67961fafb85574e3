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
  for (const remove of await featured.getByRole("button", { name: /^Remove / }).all()) await remove.click();
  await featured.getByLabel("Find a product to add").fill(found.title);
  await featured
    .getByRole("button", { name: `Add ${found.title}` })
    .first()
    .click();
  await expect(featured.getByRole("list", { name: "Featured products" })).toContainText(found.title);
  await featured.getByRole("button", { name: "Save featured products as a draft" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Saved as a draft.");

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
  expect((await layoutOf(request, "/", EN)).featuredFirst).toBe(false);

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
  await expect(shopper.getByRole("heading", { name: "منتجات مميزة" })).toBeVisible();
  await expect(shopper.getByText(found.title).first()).toBeVisible();
  await shopper.close();

  // The version published before this one: restored and published, the boxes and the old order are back.
  const versions = (await homeOf(page)).versions;
  const [latest, ...older] = versions.filter((v) => v.published_at);
  const previous = older[0];
  if (!latest || !previous) throw new Error("no earlier published version of the home page");
  expect(
    (await page.request.post(`/api/v1/console/content/home/versions/${previous.id}/restore`)).status(),
  ).toBe(200);
  expect((await page.request.post("/api/v1/console/content/home/publish")).status()).toBe(200);
  for (const [path, labels] of [
    ["/", EN],
    ["/ar/", AR],
  ] as const) {
    await expect.poll(async () => (await layoutOf(request, path, labels)).boxes).toBe(true);
    expect((await layoutOf(request, path, labels)).featuredFirst).toBe(false);
  }
});

test("an editor adds a slide with its picture and deletes it after confirming", async ({ page }) => {
  const stamp = runStamp("home-slide");
  const title = `Slide ${stamp}`;
  await signIn(page, "editor@modest.local");
  await page.goto("/console/content/home");
  const slides = page.getByRole("group", { name: /^Slide \d+$/ });
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
