import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import en from "../../locales/en/catalog.json" with { type: "json" };
import ar from "../../locales/ar/catalog.json" with { type: "json" };
import enCommon from "../../locales/en/common.json" with { type: "json" };
import arCommon from "../../locales/ar/common.json" with { type: "json" };
import { PASSWORD, runStamp } from "./console-session.ts";
import { closeBanners } from "./shopper.ts";

test.beforeEach(async ({ page }) => {
  await closeBanners(page);
});

const countOf = async (page: Page) =>
  Number((await page.getByTestId("listing-count").innerText()).match(/\d+/)?.[0]);

test("choosing a colour narrows the listing and shows a chip; removing the chip restores it", async ({
  page,
}) => {
  await page.goto("/all/abayas");
  const before = await countOf(page);
  const filters = page.getByRole("form", { name: en["catalog.filters"] });
  const colours = filters.getByRole("group", { name: "Colour" });
  const colour = colours.getByRole("checkbox").first();
  const name = (await colours.locator("label").first().innerText()).trim();
  await colour.check();
  await filters.getByRole("button", { name: en["catalog.filter.apply"] }).click();

  await expect(page).toHaveURL(/[?&]attribute_values=\d+/);
  const after = await countOf(page);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await expect(page.getByTestId("product-grid").locator(":scope > li")).toHaveCount(after);
  const chip = page.getByRole("link", { name: `Remove filter Colour: ${name}` });
  await expect(chip).toHaveText(new RegExp(`^Colour: ${name}\\s*×$`));
  await expect(filters.getByRole("checkbox", { name })).toBeChecked();

  await chip.click();
  await expect(page).not.toHaveURL(/attribute_values/);
  expect(await countOf(page)).toBe(before);
  await expect(page.getByTestId("filter-chips")).toHaveCount(0);
});

test("Clear all drops every chosen filter at once", async ({ page }) => {
  await page.goto("/all/abayas");
  const before = await countOf(page);
  const colours = page.getByRole("group", { name: "Colour" }).getByRole("checkbox");
  const url = new URL(page.url());
  url.searchParams.append("attribute_values", (await colours.first().getAttribute("value"))!);
  url.searchParams.set("max_price", "100000");
  await page.goto(url.pathname + url.search);
  await expect(page.getByTestId("filter-chips").getByRole("listitem")).toHaveCount(2);
  await page.getByRole("link", { name: en["catalog.filter.clearAll"] }).click();
  await expect(page).toHaveURL(/\/all\/abayas$/);
  expect(await countOf(page)).toBe(before);
});

test("pagination's current page is legible (axe color-contrast) and its arrows follow the text direction", async ({
  page,
}) => {
  for (const { prefix, t, nextPointsLeft } of [
    { prefix: "", t: en, nextPointsLeft: false },
    { prefix: "/ar", t: ar, nextPointsLeft: true },
  ]) {
    await page.goto(`${prefix}/x/products?page=2`);
    const nav = page.getByRole("navigation", { name: t["catalog.pagination"] });
    const current = nav.locator("[aria-current=page]");
    await expect(current).toContainText("2");
    // As a shopper reads it: scrolled to, once the tiles above it that are laid out only near the
    // screen have taken their real height (until then the pagination moves under axe's look-up).
    await current.scrollIntoViewIfNeeded();
    await stillForTwoFrames(current);
    const contrast = await new AxeBuilder({ page })
      .include("nav[aria-label] [aria-current=page]")
      .withRules(["color-contrast"])
      .analyze();
    expect(contrast.violations).toEqual([]);
    expect(contrast.incomplete).toEqual([]);
    expect(contrast.passes.map((rule) => rule.id)).toEqual(["color-contrast"]);

    // Where the chevron's tip is on screen: left of its ends means it points left.
    const pointsLeft = async (way: "previous" | "next") =>
      nav.getByRole("link", { name: t[`catalog.${way}`] }).evaluate((link) => {
        const path = link.querySelector("path")!;
        const box = link.querySelector("svg")!.getBoundingClientRect();
        const length = path.getTotalLength();
        const [start, tip] = [path.getPointAtLength(0), path.getPointAtLength(length / 2)];
        const scale = box.width / 24;
        return box.left + tip.x * scale < box.left + start.x * scale;
      });
    expect(await pointsLeft("next")).toBe(nextPointsLeft);
    expect(await pointsLeft("previous")).toBe(!nextPointsLeft);
  }
});

test("a product deleted for good answers 410 with search and categories; an unpublished one 404", async ({
  page,
  request,
}) => {
  const signin = await request.post("/api/v1/user/signin", {
    data: { email: "seller@modest.local", password: PASSWORD },
  });
  const seller = { Authorization: `Bearer ${(await signin.json()).data.token as string}` };
  const store = (await (await request.get("/api/v1/console/me", { headers: seller })).json()).data.store;
  const stamp = runStamp("listing");
  const created = await request.post("/api/v1/console/products", {
    headers: seller,
    data: {
      store_id: store.id,
      category_id: 1,
      translations: { en: { title: `Gone abaya ${stamp}`, slug: `gone-abaya-${stamp}` } },
      selling: 2400,
      stock: 1,
    },
  });
  const id = (await created.json()).data.id as number;

  expect((await page.goto(`/gone-abaya-${stamp}/product/${id}`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enCommon["error.notFound"]);

  const removed = await request.post("/api/v1/console/bulk/products", {
    headers: seller,
    data: { ids: [id], action: "delete-draft" },
  });
  expect((await removed.json()).data.done).toEqual([id]);

  expect((await page.goto(`/ar/gone-abaya-${stamp}/product/${id}`))?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(arCommon["error.gone"]);
  const help = page.getByTestId("not-found-help");
  await expect(help.getByRole("search", { name: arCommon["error.searchTitle"] })).toBeVisible();
  await expect(help.getByRole("link").first()).toHaveAttribute("href", /^\/ar\/all\//);
});

test("a product suggestion under the search box shows its picture and price", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("astro-island:not([ssr]) form[role=search]").first()).toBeAttached();
  const box = page.getByRole("banner").getByRole("searchbox").first();
  await box.click();
  await box.pressSequentially("abaya", { delay: 40 });
  const products = page
    .getByTestId("search-popup")
    .first()
    .locator("section", { has: page.getByRole("heading", { name: en["catalog.search.products"] }) });
  const suggestion = products.getByRole("link").first();
  await expect(suggestion).toBeVisible({ timeout: 5_000 });
  const picture = suggestion.locator("img");
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(suggestion).toContainText(/\d[\d.,]*/);
});

/** Resolves once the element's box has not moved between two animation frames. */
function stillForTwoFrames(locator: Locator): Promise<void> {
  return locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = "";
        const look = () => {
          const box = element.getBoundingClientRect();
          const now = `${box.x},${box.y},${box.width},${box.height}`;
          if (now === last) resolve();
          else {
            last = now;
            requestAnimationFrame(look);
          }
        };
        requestAnimationFrame(look);
      }),
  );
}
