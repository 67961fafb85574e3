import { expect, test } from "@playwright/test";
import en from "../../locales/en/catalog.json" with { type: "json" };
import ar from "../../locales/ar/catalog.json" with { type: "json" };
import enProduct from "../../locales/en/product.json" with { type: "json" };
import arProduct from "../../locales/ar/product.json" with { type: "json" };
import { closeBanners } from "./shopper.ts";

/** Demo catalogue names (src/server/seed/content): a featured brand that makes abayas. */
const JOURNEYS = [
  {
    prefix: "",
    lang: "en",
    t: { ...en, ...enProduct },
    brand: "Noor Atelier",
    misspelt: "abya",
    found: /abaya/i,
  },
  {
    prefix: "/ar",
    lang: "ar",
    t: { ...ar, ...arProduct },
    brand: "نور أتيليه",
    misspelt: "abya",
    found: /عباية/,
  },
] as const;

test.beforeEach(async ({ page }) => {
  await closeBanners(page);
});

for (const { prefix, lang, t, brand, misspelt, found } of JOURNEYS) {
  test(`${lang}: home → category → filter by brand and price → product`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const featured = page.getByRole("region", { name: t["catalog.home.featuredCategories"] });
    await featured.getByTestId("tile-grid").getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/all/[^/?]+$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const filters = page.getByRole("form", { name: t["catalog.filters"] });
    await filters
      .getByRole("group", { name: t["catalog.brands"] })
      .getByRole("checkbox", { name: brand })
      .check();
    await filters.getByLabel(t["catalog.filter.max"]).fill("500");
    await filters.getByRole("button", { name: t["catalog.filter.apply"] }).click();

    await expect(page).toHaveURL(/[?&]brands=\d+/);
    await expect(page).toHaveURL(/[?&]max_price=500/);
    await expect(page.getByTestId("listing-range")).not.toBeEmpty();
    // The filter survives a reload: it lives in the URL.
    await page.reload();
    await expect(filters.getByRole("checkbox", { name: brand })).toBeChecked();

    const firstProduct = page.getByTestId("product-grid").getByRole("link").first();
    const title = (await firstProduct.innerText()).trim();
    await firstProduct.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/[^/]+/product/\\d+`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(title.slice(0, 10));

    // Suggested products come after the page (a server island): the page itself carries the
    // placeholder tiles, which the browser then replaces with real tiles in the page's language.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('data-testid="placeholder-tiles"');
    const suggested = page.getByRole("region", { name: t["product.suggested"] });
    await expect(suggested.getByTestId("product-grid").getByRole("link").first()).toBeVisible();
    await expect(page.getByTestId("placeholder-tiles")).toHaveCount(0);
  });

  test(`${lang}: a store page lists its products with the listing filters`, async ({ page }) => {
    await page.goto(`${prefix}/shop/noor-modest-house`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("member-since")).toBeVisible();
    const range = page.getByTestId("listing-range");
    const total = async () => Number((await range.innerText()).match(/(\d+)\D*$/)?.[1]);
    const before = await total();

    const filters = page.getByRole("form", { name: t["catalog.filters"] });
    await filters
      .getByRole("group", { name: t["catalog.brands"] })
      .getByRole("checkbox", { name: brand })
      .check();
    await filters.getByLabel(t["catalog.filter.max"]).fill("150");
    await filters.getByRole("button", { name: t["catalog.filter.apply"] }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/shop/noor-modest-house\\?.*brands=\\d+`));
    await expect(page).toHaveURL(/[?&]max_price=150/);
    const after = await total();
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    await expect(page.getByTestId("product-grid").getByRole("listitem")).toHaveCount(after);
  });

  test(`${lang}: the search popup finds a product from a misspelt query`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    // Typing only reaches the popup once the header search island has hydrated.
    await expect(page.locator("astro-island:not([ssr]) form[role=search]").first()).toBeAttached();
    const box = page.getByRole("banner").getByRole("searchbox").first();
    await box.click();
    await box.pressSequentially(misspelt, { delay: 40 });
    const popup = page.getByTestId("search-popup").first();
    await expect(popup).toBeVisible();
    // Products come last in the popup, after keywords, categories and sub-categories.
    await expect(popup.getByRole("link", { name: found }).last()).toBeVisible({ timeout: 5_000 });

    await box.fill("");
    await expect(page.getByTestId("search-popup")).toHaveCount(0);

    await box.pressSequentially(misspelt, { delay: 40 });
    await page.getByTestId("search-popup").first().getByRole("link", { name: found }).last().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/[^/]+/product/\\d+`));
  });
}

test("a listing of an unknown category or brand answers 404", async ({ page }) => {
  expect((await page.goto("/all/no-such-category"))?.status()).toBe(404);
  expect((await page.goto("/ar/x/brand?brand=999999"))?.status()).toBe(404);
});

test("the listing's filters count in each language's plural forms: one star, two stars; Arabic's dual and few", async ({
  page,
}) => {
  await page.goto("/all/abayas");
  const english = page.getByRole("form", { name: en["catalog.filters"] });
  for (const text of [
    "4 stars & up",
    "2 stars & up",
    "1 star & up",
    "At least 1 review",
    "At least 10 reviews",
  ]) {
    await expect(english.getByRole("radio", { name: text, exact: true })).toBeAttached();
  }
  await page.goto("/ar/all/abayas");
  const arabic = page.getByRole("form", { name: ar["catalog.filters"] });
  for (const text of [
    "4 نجوم فأكثر",
    "نجمتان فأكثر",
    "نجمة واحدة فأكثر",
    "مراجعة واحدة على الأقل",
    "10 مراجعات على الأقل",
    "50 مراجعة على الأقل",
  ]) {
    await expect(arabic.getByRole("radio", { name: text, exact: true })).toBeAttached();
  }
});
