import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";
import sharp from "sharp";
import { closeBanners } from "./shopper.ts";

/**
 * Brands and attribute values in the built shop: an editor adds a brand with a French name in the
 * console and the French storefront's brands show it (a new slug leaves a 301); a value the editor adds to an attribute can
 * be chosen in the seller's product editor at once. The brands screen passes axe.
 */

const stamp = runStamp("console-taxonomy");

test.beforeEach(async ({ page }) => {
  await closeBanners(page);
});

test("an editor adds a brand with a French name; the French storefront's brands show it", async ({
  page,
}) => {
  await signIn(page, "editor@modest.local");
  const french = `Maison Lin ${stamp}`;
  await page.goto("/console/taxonomy/brands");
  await expect(page.getByRole("heading", { level: 1, name: "Brands" })).toBeVisible();
  await page.getByRole("button", { name: "New brand" }).click();
  await page.getByLabel("Name (English)").fill(`Linen House ${stamp}`);
  await page.getByLabel("Name (English)").blur();
  await expect(page.getByLabel("Slug")).toHaveValue(`linen-house-${stamp}`);
  await page.getByRole("tab", { name: /Français/ }).click();
  await page.getByLabel("Name (Français)").fill(french);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.getByRole("searchbox").fill(`Linen House ${stamp}`);
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/q=Linen/);
  await expect(page.getByRole("cell", { name: `Linen House ${stamp}`, exact: true })).toBeVisible();

  // New brands are placed last: the French brands list shows it on its last page.
  const brands = await (await page.request.get("/api/v1/brands", { headers: { Language: "fr" } })).json();
  await page.goto(`/fr/brands?page=${brands.data.last_page}`);
  const tile = page.getByRole("link", { name: french });
  await expect(tile).toBeVisible();
  await tile.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(french);
  const oldAddress = page.url();

  // A new slug: the old address answers 301 to the new one.
  await page.goto(`/console/taxonomy/brands?q=${stamp}`);
  await page.getByRole("button", { name: `Edit Linen House ${stamp}` }).click();
  await page.getByLabel("Slug").fill(`maison-lin-${stamp}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const moved = await page.request.get(oldAddress, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toMatch(new RegExp(`^/fr/maison-lin-${stamp}/brand\\?brand=\\d+$`));
});

test("a value an editor adds to an attribute can be chosen in the product editor", async ({ page }) => {
  await signIn(page, "editor@modest.local");
  const attribute = `Fabric ${stamp}`;
  await page.goto("/console/taxonomy/attributes");
  await page.getByRole("button", { name: "New attribute" }).click();
  await page.getByLabel("Name (English)").fill(attribute);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await page.getByRole("button", { name: `Add a value to ${attribute}` }).click();
  await page.getByLabel("Name (English)").fill("Organic linen");
  await page.getByLabel("Slug").fill(`organic-linen-${stamp}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("list", { name: `Values of ${attribute}` })).toContainText("Organic linen");

  await signIn(page, "seller@modest.local");
  await page.goto("/console/products/new");
  await page.getByRole("button", { name: "Add an option" }).click();
  await page.getByLabel("Option name").selectOption({ label: attribute });
  const value = page.getByRole("group", { name: `Values of ${attribute}` }).getByLabel("Organic linen");
  await value.check();
  await expect(value).toBeChecked();
});

test("an editor gives a category a picture; the storefront's category tile shows it", async ({ page }) => {
  await signIn(page, "editor@modest.local");
  const english = `Picture category ${stamp}`;
  const created = await page.request.post("/api/v1/console/taxonomy/categories", {
    data: { public: true, translations: { en: { title: english, slug: `picture-category-${stamp}` } } },
  });
  expect((await created.json()).status).toBe(200);
  const png = await sharp({ create: { width: 60, height: 60, channels: 3, background: "#2a6" } })
    .png()
    .toBuffer();

  await page.goto("/console/taxonomy/categories");
  await page.getByLabel(`Picture of ${english} (jpg or png)`).setInputFiles({
    name: "tile.png",
    mimeType: "image/png",
    buffer: png,
  });
  await expect(page.getByRole("button", { name: `Remove picture of ${english}` })).toBeVisible();

  const tiles = await (await page.request.get("/api/v1/categories?page=1")).json();
  const last = tiles.data.last_page as number;
  await page.goto(`/categories?page=${last}`);
  const tile = page.getByRole("link", { name: english });
  await expect(tile.locator("img")).toHaveAttribute("src", /^\/uploads\/categories\/.+\.png$/);
});

test("the brands screen is keyboard operable and has no serious axe violations", async ({ page }) => {
  await signIn(page, "editor@modest.local");
  await page.goto("/console/taxonomy/brands");
  const add = page.getByRole("button", { name: "New brand" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Name (English)")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
