import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import en from "../../src/console/i18n/en.ts";
import ar from "../../src/console/i18n/ar.ts";
import { hydrated } from "./hydrated.ts";
import { isFocused, tabTo } from "./tab-to.ts";

/**
 * The back office in the built shop: sign-in and back, a seller's product with translations and
 * variants from draft to the French storefront through the admin's approval, another seller not
 * seeing it, one task in Arabic by keyboard alone, and axe on the main screens.
 */

const PASSWORD = "demo1234";
/** The owner of another demo store. */
const SECOND_SELLER = "seller2@modest.local";
/** One name per run of the runner: a worker started again after a failure finds the same product. */
const STAMP_FILE = join(tmpdir(), `console-e2e-${process.ppid}`);
if (!existsSync(STAMP_FILE)) writeFileSync(STAMP_FILE, Date.now().toString(36));
const stamp = readFileSync(STAMP_FILE, "utf8");
const TITLE = { en: `Console abaya ${stamp}`, fr: `Abaya zéphyrine ${stamp}` };

async function signIn(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  const answer = await page.request.post("/api/v1/user/signin", { data: { email, password: PASSWORD } });
  expect((await answer.json()).status, `sign in as ${email}`).toBe(200);
}

/** Opens a console screen in English and waits for its heading. */
async function openConsole(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`/console${path}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

async function expectNoSeriousAxeViolations(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    screen,
  ).toEqual([]);
}

test("signed out, /console sends to sign-in, which comes back to the console screen asked for", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem("popupBannerClosed", "1");
    localStorage.setItem("cookieBannerClosed", "1");
  });
  await page.goto("/console/products?status=draft");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole%2Fproducts%3Fstatus%3Ddraft$/);
  await hydrated(page);
  await page.getByLabel(/e-?mail/i).fill("seller@modest.local");
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole("button", { name: /sign in|log ?in/i }).click();
  await expect(page).toHaveURL(/\/console\/products\?status=draft$/);
  await expect(page.getByRole("heading", { level: 1, name: en["products.title"] })).toBeVisible();
  await expect(page.getByRole("combobox", { name: en["products.filter.status"] })).toHaveValue("draft");
});

test("the console page is personal and kept out of search engines; a shopper is told there is no access", async ({
  page,
}) => {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const consoleAddresses = sitemap.match(/<loc>https?:\/\/[^/<]+(\/[a-z]{2})?\/console[/<]/g);
  expect(consoleAddresses, "console addresses in the sitemap").toBeNull();
  await signIn(page, "customer@modest.local");
  const answer = await page.request.get("/console", { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  expect(await answer.text()).toContain('name="robots" content="noindex');
  await page.goto("/console");
  await expect(page.getByRole("heading", { name: en["noAccess.title"] })).toBeVisible();
  await expect(page.getByRole("link", { name: en["app.backToShop"] })).toHaveAttribute("href", "/");
});

test("a seller creates a product in English and French with two colours × three sizes and submits it", async ({
  page,
}) => {
  await signIn(page, "seller@modest.local");
  await openConsole(page, "/products/new", en["editor.newTitle"]);
  await expect(page.getByRole("tab", { name: /Français/ })).toContainText(en["editor.missing"]);
  await page.getByLabel(`${en["editor.field.title"]} (English)`).fill(TITLE.en);
  await page.getByRole("tab", { name: /Français/ }).click();
  await page.getByLabel(`${en["editor.field.title"]} (Français)`).fill(TITLE.fr);
  await page.getByLabel(`${en["editor.field.description"]} (Français)`).fill("Une abaya légère.");
  await expect(page.getByRole("tab", { name: /Français/ })).not.toContainText(en["editor.missing"]);
  await page.getByLabel(en["editor.field.price"], { exact: true }).fill("89.50");
  await page.getByRole("combobox", { name: en["editor.field.category"] }).selectOption({ label: "Abayas" });
  const options = [
    ["Colour", ["Black", "Ivory"]],
    ["Size", ["S", "M", "L"]],
  ] as const;
  for (const [index, [name, values]] of options.entries()) {
    await page.getByRole("button", { name: en["editor.attribute.add"] }).click();
    await page
      .getByRole("combobox", { name: en["editor.attribute.name"] })
      .nth(index)
      .selectOption({ label: name });
    const group = page.getByRole("group", { name: `Values of ${name}` });
    for (const value of values) await group.getByLabel(value, { exact: true }).check();
  }
  await page.getByRole("button", { name: en["editor.variants.generate"] }).click();
  const variants = page.getByTestId("variants").locator("tbody tr");
  await expect(variants).toHaveCount(6);
  await page.getByLabel(`${en["editor.field.stock"]} Black / M`).fill("4");
  await expect(page.getByLabel(`${en["editor.field.sku"]} Ivory / L`)).toHaveValue(/-IVORY-L$/);
  await page.getByRole("button", { name: en["editor.save"] }).click();
  await expect(page).toHaveURL(/\/console\/products\/\d+$/);
  await expect(page.getByTestId("product-status")).toContainText(en["status.draft"]);
  await page.getByRole("button", { name: en["editor.action.submit"] }).click();
  await expect(page.getByTestId("product-status")).toContainText(en["status.submitted"]);
});

test("the admin approves and publishes it, and a shopper finds it in French search", async ({ page }) => {
  await signIn(page, "admin@modest.local");
  await openConsole(
    page,
    `/products?status=submitted&q=${encodeURIComponent(TITLE.en)}`,
    en["products.title"],
  );
  await page.getByRole("link", { name: TITLE.en }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(TITLE.en) })).toBeFocused();
  await page.getByRole("button", { name: en["editor.action.approve"] }).click();
  await expect(page.getByTestId("product-status")).toContainText(en["status.approved"]);
  await page.getByRole("button", { name: en["editor.action.publish"] }).click();
  await expect(page.getByTestId("product-status")).toContainText(en["status.published"]);

  await page.context().clearCookies();
  await page.goto(`/fr/search?q=${encodeURIComponent(TITLE.fr)}`);
  await expect(page.getByRole("link", { name: TITLE.fr }).first()).toBeVisible();
});

test("another seller does not see the first seller's product in their list", async ({ page }) => {
  await signIn(page, SECOND_SELLER);
  await openConsole(page, `/products?q=${encodeURIComponent(TITLE.en)}`, en["products.title"]);
  await expect(page.getByText(en["table.empty"])).toBeVisible();
  await expect(page.getByRole("link", { name: TITLE.en })).toHaveCount(0);
});

test("in Arabic the console reads right to left, and stock is adjusted by keyboard alone", async ({
  page,
}) => {
  await signIn(page, "seller@modest.local");
  await openConsole(page, "", en["dashboard.title"]);
  await page.getByTestId("console-language").selectOption("ar");
  await expect(page.getByTestId("console-app")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: ar["dashboard.title"] })).toBeVisible();

  // The choice is remembered; from here on the keyboard alone. The skip link is the first stop.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: ar["dashboard.title"] })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: ar["app.skip"] })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  const nav = page.getByRole("navigation", { name: ar["app.nav"] });
  await tabTo(page, nav.getByRole("link", { name: ar["nav.products"] }), true);
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { level: 1, name: ar["products.title"] });
  await expect(heading).toBeFocused();
  const search = page.getByRole("searchbox", { name: ar["table.search"] });
  await tabTo(page, search);
  await page.keyboard.type(TITLE.en);
  await page.keyboard.press("Enter");
  const product = page.getByRole("link", { name: TITLE.en });
  await tabTo(page, product);
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("link", { name: ar["editor.stock"] }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(TITLE.en) })).toBeFocused();
  await tabTo(page, page.getByLabel(ar["stock.delta"]));
  await page.keyboard.type("5");
  await page.keyboard.press("Tab");
  expect(await isFocused(page.getByLabel(ar["stock.note"]))).toBe(true);
  await page.keyboard.type("جرد يدوي");
  await page.keyboard.press("Enter");
  await expect(page.getByText(ar["stock.adjusted"])).toBeVisible();
  await expect(page.getByTestId("stock-movements")).toContainText("جرد يدوي");
  await expect(page.getByTestId("stock-movements")).toContainText("+5");
  await expect(page.getByTestId("stock-movements")).toContainText(ar["code.stockReason.manual"]);
});

test("axe finds nothing serious on the console's main screens (admin, English and Arabic)", async ({
  page,
}) => {
  await signIn(page, "admin@modest.local");
  const screens = [
    { path: "", heading: en["dashboard.title"] },
    { path: "/products", heading: en["products.title"] },
    { path: "/products/new", heading: en["editor.newTitle"] },
    { path: "/audit", heading: en["audit.title"] },
    { path: "/seller-applications", heading: en["sellers.title"] },
  ];
  for (const screen of screens) {
    await openConsole(page, screen.path, screen.heading);
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, screen.path || "/");
  }
  await page.getByTestId("console-language").selectOption("ar");
  await expect(page.getByRole("heading", { level: 1, name: ar["sellers.title"] })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "/seller-applications in Arabic");
});
