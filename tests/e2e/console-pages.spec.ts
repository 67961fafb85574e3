import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";

test("an editor writes a French page with a heading and a link, previews and publishes it; a new address answers 301 from the old one; a loop is refused", async ({
  page,
  request,
}) => {
  const stamp = runStamp("console-pages");
  const english = { title: `Our atelier ${stamp}`, slug: `atelier-${stamp}` };
  const french = {
    title: `Notre atelier ${stamp}`,
    slug: `notre-atelier-${stamp}`,
    moved: `atelier-fr-${stamp}`,
  };
  await signIn(page, "editor@modest.local");

  await page.goto("/console/content/pages");
  await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Redirects" })).toBeVisible();
  await page.getByRole("link", { name: "New page" }).click();
  await page.getByLabel("Title (English)", { exact: true }).fill(english.title);
  await page.getByLabel("Address (English)").fill(english.slug);
  await page.getByRole("tab", { name: "Français" }).click();
  await page.getByLabel("Title (Français)", { exact: true }).fill(french.title);
  await page.getByLabel("Address (Français)").fill(french.slug);
  await page.getByLabel("Search engine title (Français)").fill("L'atelier");
  await expect(page.getByText("9 characters; search engines show about 60.")).toBeVisible();
  const body = page.getByRole("textbox", { name: "Text (Français)" });
  await body.click();
  await page.getByRole("button", { name: "Heading", exact: true }).click();
  await body.pressSequentially("Bienvenue chez nous");
  await body.press("Enter");
  await body.pressSequentially("Voir la FAQ");
  await body.press("Shift+Home");
  await page.getByLabel("Link address").fill("/fr/faq");
  await page.getByRole("button", { name: "Add link" }).click();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Page: ${english.title}`);
  await expectNoSeriousAxeViolations(page, "page editor");

  // Not published yet: the page is not in the shop, but a preview link shows the draft.
  expect((await request.get(`/fr/page/${french.slug}`)).status()).toBe(404);
  await page.getByRole("button", { name: "Preview link" }).click();
  const href = await page.getByRole("link", { name: "Preview in Français" }).getAttribute("href");
  expect(href).toMatch(new RegExp(`^/fr/page/${french.slug}\\?preview=`));
  const preview = await page.context().newPage();
  await preview.goto(href!);
  await expect(preview.getByRole("heading", { level: 2, name: "Bienvenue chez nous" })).toBeVisible();
  await preview.close();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the shop shows it now.");

  // The shop shows the French page as real HTML; English keeps its own title and no French text.
  const shop = await page.context().newPage();
  await shop.goto(`/fr/page/${french.slug}`);
  await expect(shop.getByRole("heading", { level: 1, name: french.title })).toBeVisible();
  await expect(shop.getByRole("heading", { level: 2, name: "Bienvenue chez nous" })).toBeVisible();
  await expect(shop.getByRole("link", { name: "Voir la FAQ" })).toHaveAttribute("href", "/fr/faq");
  await expect(shop).toHaveTitle(/L'atelier/);
  await shop.goto(`/page/${english.slug}`);
  await expect(shop.getByRole("heading", { level: 1, name: english.title })).toBeVisible();
  await expect(shop.getByText("Bienvenue chez nous")).toHaveCount(0);
  await shop.close();

  // A new French address: the old one answers 301 to it.
  await page.getByRole("tab", { name: "Français" }).click();
  await page.getByLabel("Address (Français)").fill(french.moved);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved as a draft.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the shop shows it now.");
  const old = await request.get(`/fr/page/${french.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/fr/page/${french.moved}`);
  expect((await request.get(`/fr/page/${french.moved}`)).status()).toBe(200);

  // The redirects screen lists it, and refuses the way back as a loop.
  await page.getByRole("navigation").getByRole("link", { name: "Redirects" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Redirects" })).toBeVisible();
  await page.getByLabel("Filter by path").fill(stamp);
  await page.getByLabel("Filter by path").press("Enter");
  await expect(page.getByRole("cell", { name: `/fr/page/${french.slug}`, exact: true })).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill(`/fr/page/${french.moved}`);
  await page.getByLabel("To", { exact: true }).fill(`/fr/page/${french.slug}`);
  await page.getByRole("button", { name: "Add redirect" }).click();
  await expect(page.getByRole("alert")).toContainText("would make a loop");
  expect((await request.get(`/fr/page/${french.moved}`)).status()).toBe(200);
  await expectNoSeriousAxeViolations(page, "redirects");
});
