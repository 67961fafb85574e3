import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";

/** Adds a link through the screen's add form; it starts hidden. */
async function addLink(
  page: Page,
  link: { place: string; url: string; en: string; fr?: string },
): Promise<void> {
  const form = page.getByRole("form", { name: "Add a link" });
  await form.getByLabel("Place").selectOption({ label: link.place });
  await form.getByLabel("Address").fill(link.url);
  await form.getByLabel("Label (English)").fill(link.en);
  if (link.fr) await form.getByLabel("Label (Français)").fill(link.fr);
  await form.getByRole("button", { name: "Add a link" }).click();
  await expect(page.getByRole("status")).toHaveText("Added, hidden: publish it to show it in the shop.");
}

async function publish(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: `Publish ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the shop shows it now.");
}

test("an editor adds a footer link in English and French and publishes it: / and /fr/ show it in their language; hidden, it goes; a top bar link moved up comes first", async ({
  page,
}) => {
  const stamp = runStamp("console-menus");
  const footer = {
    place: "Footer",
    url: "/flash-sale",
    en: `Deals ${stamp}`,
    fr: `Bonnes affaires ${stamp}`,
  };
  const first = { place: "Header: top bar", url: "/brands", en: `Makers ${stamp}` };
  const second = { place: "Header: top bar", url: "/categories", en: `Shelves ${stamp}` };
  await signIn(page, "editor@modest.local");

  // The public pages are cached before the change; the change must reach them anyway.
  const shop = await page.context().newPage();
  for (const path of ["/", "/fr/", "/", "/fr/"]) await shop.goto(path);

  await page.goto("/console/content/menus");
  await expect(page.getByRole("heading", { level: 1, name: "Menus and links" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Menus and links" })).toBeVisible();

  // A javascript: address is refused in the form, before anything is sent.
  const form = page.getByRole("form", { name: "Add a link" });
  await form.getByLabel("Address").fill("javascript:alert(1)");
  await form.getByLabel("Label (English)").fill(footer.en);
  await form.getByRole("button", { name: "Add a link" }).click();
  await expect(form.getByText("A path of the shop starting with / (such as /flash-sale)")).toBeVisible();

  await addLink(page, footer);
  const footerSection = page.getByRole("region", { name: "Footer" });
  await expect(footerSection.getByRole("row", { name: new RegExp(footer.en) })).toContainText("Hidden");
  await shop.goto("/");
  await expect(shop.getByRole("contentinfo").getByRole("link", { name: footer.en })).toHaveCount(0);
  await publish(page, footer.en);
  await expectNoSeriousAxeViolations(page, "menus and links");

  await shop.goto("/");
  const englishLink = shop.getByRole("contentinfo").getByRole("link", { name: footer.en });
  await expect(englishLink).toHaveAttribute("href", "/flash-sale");
  await shop.goto("/fr/");
  await expect(shop.getByRole("contentinfo").getByRole("link", { name: footer.fr })).toHaveAttribute(
    "href",
    "/fr/flash-sale",
  );
  await expect(shop.getByRole("contentinfo").getByText(footer.en)).toHaveCount(0);

  await page.getByRole("button", { name: `Hide ${footer.en}` }).click();
  await expect(page.getByRole("status")).toHaveText("Hidden from the shop.");
  await shop.goto("/");
  await expect(shop.getByRole("contentinfo").getByRole("link", { name: footer.en })).toHaveCount(0);

  // Two top bar links; the second moved up by keyboard comes first in the shop's header.
  await addLink(page, first);
  await publish(page, first.en);
  await addLink(page, second);
  await publish(page, second.en);
  await shop.goto("/");
  const x = async (name: string) => (await shop.getByRole("link", { name, exact: true }).boundingBox())!.x;
  expect(await x(first.en)).toBeLessThan(await x(second.en));
  const up = page.getByRole("button", { name: `Move ${second.en} up` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Moved.");
  const topBar = page.getByRole("region", { name: "Header: top bar" });
  const rows = topBar.getByRole("row");
  const names = (await rows.allInnerTexts()).filter((text) => text.includes(stamp));
  expect(names[0]).toContain(second.en);
  await expect(up).toBeFocused();
  await shop.goto("/");
  expect(await x(second.en)).toBeLessThan(await x(first.en));

  // Deleting asks first; the shop keeps none of this journey's links.
  for (const name of [footer.en, first.en, second.en]) {
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.getByRole("status")).toHaveText("Deleted.");
  }
  await shop.goto("/");
  await expect(shop.getByRole("link", { name: second.en })).toHaveCount(0);
});
