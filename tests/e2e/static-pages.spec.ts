import { expect, test, type Page } from "@playwright/test";
import arAccount from "../../locales/ar/account.json" with { type: "json" };
import enAccount from "../../locales/en/account.json" with { type: "json" };
import { SHELL } from "./messages.ts";
import { tabTo } from "./tab-to.ts";

/**
 * Static content pages run no JavaScript at all (issue 6), yet the shell works: the header searches,
 * leads to the cart and to sign-in, and its menus open with the keyboard (<details>), left to right
 * and right to left; the cookie banner is accepted with a form, and the banners' flags agree with
 * the pages that have scripts.
 */
const ACCOUNT: Record<string, Record<string, string>> = { en: enAccount, ar: arAccount };

/** Whether a URL has this path and query. */
const pathIs = (pathAndQuery: string) => (url: URL) => url.pathname + url.search === pathAndQuery;

/** The URLs of the JavaScript files the page asks for while `during` runs. */
async function scriptsLoaded(page: Page, during: () => Promise<unknown>): Promise<string[]> {
  const scripts: string[] = [];
  const record = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  };
  page.on("request", record);
  await during();
  page.off("request", record);
  return scripts;
}

for (const { prefix, lang, dir } of [
  { prefix: "", lang: "en", dir: "ltr" },
  { prefix: "/ar", lang: "ar", dir: "rtl" },
]) {
  const t = SHELL[lang];
  const about = `${prefix}/page/about`;

  test(`${lang}: the about page loads no script file and its header searches, reaches the cart and sign-in`, async ({
    page,
  }) => {
    expect(await scriptsLoaded(page, () => page.goto(about, { waitUntil: "load" }))).toEqual([]);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    // Nothing could close the popup banner for good without a script: static pages go without it.
    await expect(page.getByTestId("popup-banner")).toHaveCount(0);

    const header = page.getByRole("banner");
    await header.getByRole("searchbox", { name: t["search.label"] }).fill("abaya");
    await header.getByRole("searchbox", { name: t["search.label"] }).press("Enter");
    await expect(page).toHaveURL(pathIs(`${prefix}/search?q=abaya`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("abaya");

    await page.goto(about);
    await header.getByRole("link", { name: t["header.cart"], exact: true }).click();
    await expect(page).toHaveURL(pathIs(`${prefix}/cart`));

    // The account link works for everybody: a guest signs in first, then lands on the profile.
    await page.goto(about);
    await header.getByRole("link", { name: t["header.account"], exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === `${prefix}/login` && url.searchParams.has("redirect"),
    );
    await expect(page.getByRole("heading", { name: ACCOUNT[lang]["account.login.title"] })).toBeVisible();
  });

  test(`${lang}: the about page's shop menu, language menu and small-screen menu open with the keyboard`, async ({
    page,
  }) => {
    await page.goto(about);
    const header = page.getByRole("banner");
    const shop = header.getByRole("navigation", { name: t["nav.main"] }).locator("summary");
    await tabTo(page, shop);
    await page.keyboard.press("Enter");
    const allCategories = page.locator("#shop-menu").getByRole("link", { name: t["nav.allCategories"] });
    await expect(allCategories).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(allCategories).toBeHidden();

    const language = page.getByLabel(`${t["header.language"]}: ${lang === "ar" ? "العربية" : "English"}`);
    // The language menu is in the bar above the header: back from the shop menu.
    await tabTo(page, language, true);
    await page.keyboard.press("Space");
    const french = page.locator("#language-menu").getByRole("link", { name: "Français" });
    await expect(french).toBeVisible();
    await tabTo(page, french);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(pathIs("/fr/page/about"));
    // The choice is remembered as the script would (spec §9), though the page has none.
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ lang: "fr", i18n_redirected: "fr" });

    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(about);
    const menu = page.locator("summary").and(page.getByLabel(t["nav.menu"], { exact: true }));
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("navigation", { name: t["nav.menu"] });
    await expect(drawer.getByRole("link", { name: t["header.login"] })).toBeVisible();
    await expect(drawer.getByRole("searchbox", { name: t["search.label"] })).toBeVisible();
    // Its lines start on the reading side: the right edge in Arabic, the left one in English.
    const text = await drawer.getByRole("link", { name: t["header.login"] }).evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    expect(dir === "rtl" ? 390 - text.right : text.left).toBeLessThan(40);
  });
}

/** Script elements that would run: JSON-LD structured data is data, not a script. */
const runnableScripts = (page: Page) => page.locator('script:not([type="application/ld+json"])');

test.describe("banner flags", () => {
  test.beforeEach(async ({ page }) => {
    // The popup banner of pages with scripts is not what these journeys are about.
    await page.addInitScript(() => {
      document.cookie = "popupBannerClosed=1; Path=/";
    });
  });

  for (const { prefix, lang } of [
    { prefix: "", lang: "en" },
    { prefix: "/ar", lang: "ar" },
  ]) {
    const t = SHELL[lang];
    const home = prefix || "/";
    const cookieBanner = (page: Page) => page.getByTestId("cookie-banner");
    const acceptButton = (page: Page) => cookieBanner(page).getByRole("button", { name: t["cookie.accept"] });

    test(`${lang}: the about and sitemap pages have no script element; their cookie banner is accepted with a form, which the home page honours`, async ({
      page,
    }) => {
      for (const path of [`${prefix}/page/about`, `${prefix}/sitemap`]) {
        await page.goto(path);
        await expect(runnableScripts(page), path).toHaveCount(0);
        await expect(cookieBanner(page), path).toBeVisible();
        await expect(cookieBanner(page)).toContainText(t["cookie.text"]);
      }

      await page.goto(`${prefix}/page/about?from=banner`);
      await acceptButton(page).click();
      await expect(page).toHaveURL(pathIs(`${prefix}/page/about?from=banner`));
      await expect(cookieBanner(page)).toHaveCount(0);
      await expect(runnableScripts(page)).toHaveCount(0);
      await page.goto(`${prefix}/sitemap`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(cookieBanner(page)).toHaveCount(0);
      // A page with scripts reads the same flag (its banner would be visible by now otherwise).
      await page.goto(home);
      await expect(page.locator("#main")).toBeVisible();
      await expect(cookieBanner(page)).toBeHidden();
    });

    test(`${lang}: a cookie banner accepted and a top banner closed on a page with scripts stay so on a static page`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/page/about`);
      await expect(page.locator("div[data-top-banner]")).toBeVisible();

      await page.goto(`${prefix}/brands`);
      await acceptButton(page).click();
      await expect(cookieBanner(page)).toBeHidden();
      await page.getByRole("button", { name: t["banner.close"] }).click();
      await expect(page.locator("div[data-top-banner]")).toBeHidden();

      await page.goto(`${prefix}/page/about`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(cookieBanner(page)).toHaveCount(0);
      await expect(page.locator("div[data-top-banner]")).toHaveCount(0);
      await expect(page.locator(".site-header")).toHaveAttribute("data-banner", "none");
    });

    test(`${lang}: a cookie banner accepted before the cookie existed (localStorage only) is not shown again on a static page`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        document.cookie = "cookieBannerClosed=1; Path=/";
      });
      await page.goto(home);
      await expect(cookieBanner(page)).toBeHidden();
      await page.goto(`${prefix}/page/about`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(cookieBanner(page)).toHaveCount(0);
    });
  }
});

test("the cookie banner's form only sends the visitor back to this site", async ({ request }) => {
  for (const [next, location] of [
    ["/ar/page/about?x=1", "/ar/page/about?x=1"],
    ["//evil.example/", "/"],
    ["https://evil.example/", "/"],
    ["/\t/evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\r/evil.example", "/"],
  ]) {
    const answer = await request.post("/consent", { form: { next }, maxRedirects: 0 });
    expect(answer.status(), next).toBe(303);
    expect(answer.headers().location, next).toBe(location);
    expect(answer.headers()["set-cookie"], next).toBe(
      "cookieBannerClosed=1; Max-Age=31536000; Path=/; SameSite=Lax",
    );
  }
});

test("the static shell's language links stay on this site and refuse unknown languages", async ({
  request,
}) => {
  for (const [query, location] of [
    ["to=ar&next=%2Far%2Fpage%2Fabout", "/ar/page/about"],
    ["to=fr&next=%2F%2Fevil.example%2F", "/"],
    ["to=fr&next=https%3A%2F%2Fevil.example%2F", "/"],
    ["to=fr&next=/%09/evil.example", "/"],
    ["to=fr&next=/%5Cevil.example", "/"],
    ["to=fr&next=/%0D/evil.example", "/"],
    ["to=xx&next=%2Fpage%2Fabout", "/page/about"],
  ]) {
    const answer = await request.get(`/language?${query}`, { maxRedirects: 0 });
    expect(answer.status(), query).toBe(303);
    expect(answer.headers().location, query).toBe(location);
    const cookies = answer.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
    expect(cookies.length, query).toBe(query.startsWith("to=xx") ? 0 : 2);
  }
});
