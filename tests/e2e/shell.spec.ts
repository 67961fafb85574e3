import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./csp-guard.ts";
import { SHELL } from "./messages.ts";

const LOCALES = [
  { prefix: "", lang: "en", dir: "ltr" },
  { prefix: "/fr", lang: "fr", dir: "ltr" },
  { prefix: "/ar", lang: "ar", dir: "rtl" },
  { prefix: "/hi", lang: "hi", dir: "ltr" },
  { prefix: "/tr", lang: "tr", dir: "ltr" },
];

for (const { prefix, lang, dir } of LOCALES) {
  test(`home page in ${lang} speaks ${lang} and reads ${dir}`, async ({ page }) => {
    const response = await page.goto(`${prefix}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("navigation", { name: SHELL[lang]["nav.main"] })).toBeAttached();
  });

  test(`an unknown path in ${lang} shows the 404 page in ${lang}`, async ({ page }) => {
    const response = await page.goto(`${prefix}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByText(SHELL[lang]["error.notFound"])).toBeVisible();
    // Somewhere to go from a dead link: the shop's categories, and a search that needs no script.
    const help = page.getByTestId("not-found-help");
    await expect(
      help.getByRole("navigation", { name: SHELL[lang]["error.popularCategories"] }).getByRole("link"),
    ).not.toHaveCount(0);
    await expect(help.getByRole("button", { name: SHELL[lang]["error.search"] })).toBeVisible();
    const search = help.getByRole("searchbox", { name: SHELL[lang]["error.searchTitle"] });
    await search.fill("abaya");
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/search\\?q=abaya$`));
  });
}

for (const prefix of ["", "/ar"]) {
  test(`home page ${prefix || "/"} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const grave = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("the common call answers the envelope with Arabic right-to-left among the languages", async ({
  request,
}) => {
  const response = await request.get("/api/v1/common?language=ar");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.status).toBe(200);
  expect(body.data.languages).toContainEqual(expect.objectContaining({ code: "ar", direction: "rtl" }));
  expect(body.data.setting.currency).toBe("USD");
  expect(body.data.categories.length).toBeGreaterThan(0);
});

test("a page names its canonical address and its other languages at the shop's public address", async ({
  page,
  request,
}) => {
  const common = await (await request.get("/api/v1/common")).json();
  const origin = new URL(common.data.site_setting.site_url).origin;
  await page.goto("/fr/page/about");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/fr/page/about`);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    "href",
    `${origin}/ar/page/about`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    `${origin}/page/about`,
  );
});

test("a first visit asks nothing of the API until the visitor does something: no cart to read, no token made", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) calls.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
  await expect(page.getByTestId("cart-count").first()).toHaveText("0");
  expect(await page.evaluate(() => localStorage.getItem("user_token"))).toBeNull();
});
