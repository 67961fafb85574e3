import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";
import { closeBanners } from "./shopper.ts";

/**
 * Catalogue structure in the built shop: the editor renames a category in Turkish in the console;
 * the Turkish listing shows the new name at once (its cached page is dropped) and the old Turkish
 * address answers 301 to the new one. The categories screen passes axe.
 */

const stamp = runStamp("console-catalogue");

test("an editor renames a category in Turkish; the Turkish listing shows the new name at once and the old URL answers 301", async ({
  page,
}) => {
  await closeBanners(page);
  await signIn(page, "editor@modest.local");
  const english = `Journey category ${stamp}`;
  const oldSlug = `eski-kategori-${stamp}`;
  const newSlug = `yeni-kategori-${stamp}`;
  const created = await page.request.post("/api/v1/console/taxonomy/categories", {
    data: {
      public: true,
      translations: {
        en: { title: english, slug: `journey-category-${stamp}` },
        tr: { title: `Eski Kategori ${stamp}`, slug: oldSlug },
      },
    },
  });
  expect((await created.json()).status).toBe(200);
  // The Turkish listing is rendered (and kept by the render cache) under its old name first.
  const before = await page.request.get(`/tr/all/${oldSlug}`);
  expect(before.status()).toBe(200);
  expect(await before.text()).toContain(`Eski Kategori ${stamp}`);

  await page.goto("/console/taxonomy/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await page.getByRole("button", { name: `Edit ${english}` }).click();
  await page.getByRole("tab", { name: /Türkçe/ }).click();
  await page.getByLabel("Title (Türkçe)").fill(`Yeni Kategori ${stamp}`);
  await page.getByLabel("Slug (Türkçe)").fill(newSlug);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  const moved = await page.request.get(`/tr/all/${oldSlug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toMatch(new RegExp(`/tr/all/${newSlug}$`));
  await page.goto(`/tr/all/${newSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Yeni Kategori ${stamp}`);
});

test("the categories screen is keyboard operable and has no serious axe violations", async ({ page }) => {
  await signIn(page, "editor@modest.local");
  await page.goto("/console/taxonomy/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  const moveDown = page.getByRole("button", { name: /^Move .+ down$/ }).first();
  await moveDown.focus();
  await expect(moveDown).toBeFocused();
  await expectNoSeriousAxeViolations(page);
});

test("an editor adds a sub-category with a Turkish name; the Turkish categories page lists it under its category", async ({
  page,
}) => {
  await signIn(page, "editor@modest.local");
  const english = `Parent category ${stamp}`;
  const created = await page.request.post("/api/v1/console/taxonomy/categories", {
    data: { public: true, translations: { en: { title: english, slug: `parent-category-${stamp}` } } },
  });
  expect((await created.json()).status).toBe(200);

  await page.goto("/console/taxonomy/categories");
  await page.getByRole("button", { name: `Add sub-category: ${english}` }).click();
  // Each slug is filled in from its title when the title field is left.
  await page.getByLabel("Title (English)").fill(`Wool scarves ${stamp}`);
  await page.getByLabel("Title (English)").blur();
  await page.getByRole("tab", { name: /Türkçe/ }).click();
  await page.getByLabel("Title (Türkçe)").fill(`Yün atkılar ${stamp}`);
  await page.getByLabel("Title (Türkçe)").blur();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.getByRole("list", { name: new RegExp(english) })).toContainText(`Wool scarves ${stamp}`);

  await page.goto("/tr/categories");
  const listed = page.getByRole("link", { name: `Yün atkılar ${stamp}` });
  await expect(listed).toHaveAttribute("href", /^\/tr\/all\//);
  await page.goto((await listed.getAttribute("href")) ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Yün atkılar ${stamp}`);
});
