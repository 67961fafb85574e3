/**
 * `npm run screenshots`: starts the built shop on its own demo database and photographs a shopper's
 * way through it (home, listing, product, cart, checkout, confirmation) in English and Arabic, on a
 * phone (390×844) and a laptop (1366×900), into docs/screenshots/ as JPEG (quality 70, the visible
 * screen only, so each file stays small). SCREENSHOTS_PORT moves the shop (default 4390).
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";
import arCheckout from "../locales/ar/checkout.json" with { type: "json" };
import arValidation from "../locales/ar/validation.json" with { type: "json" };
import enCheckout from "../locales/en/checkout.json" with { type: "json" };
import enValidation from "../locales/en/validation.json" with { type: "json" };

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = "docs/screenshots";
const DATA_DIR = `.data/screenshots-${PORT}`;

const LANGUAGES = [
  { lang: "en", prefix: "", checkout: enCheckout, validation: enValidation },
  { lang: "ar", prefix: "/ar", checkout: arCheckout, validation: arValidation },
] as const;
const VIEWPORTS = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;

type Language = (typeof LANGUAGES)[number];

/** The shop as `npm start` serves it, on a database of its own (seeded with the demo catalogue). */
function startShop() {
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: BASE,
      DATA_DIR,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
  });
  return child;
}

async function waitForShop(): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/v1/common`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The shop did not answer on ${BASE} within 5 minutes.`);
}

/** Islands hydrated, fonts and pictures in: the page as a shopper sees it once it has settled. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // Islands that wait for the visitor's first move (client:interaction) wake at a key that does nothing else.
  await page.keyboard.press("Shift");
  await page.locator("astro-island[ssr]:not([client=visible])").first().waitFor({ state: "detached" });
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(page: Page, file: string): Promise<void> {
  // From the top of the page (a checkout button or a confirmation leaves the page scrolled).
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await page.screenshot({ path: join(OUT, file), type: "jpeg", quality: 70 });
  console.log(`  ${file}`);
}

/** A product in stock (the newest first), to put in the cart. */
async function productInStock(): Promise<{ id: number; slug: string }> {
  const answer = (await (await fetch(`${BASE}/api/v1/products?page=1`)).json()) as {
    data: { result: { data: { id: number; slug: string; in_stock: boolean }[] } };
  };
  const product = answer.data.result.data.find((p) => p.in_stock);
  if (!product) throw new Error("The demo catalogue has no product in stock.");
  return product;
}

async function journey(browser: Browser, language: Language, viewport: (typeof VIEWPORTS)[number]) {
  const { lang, prefix, checkout, validation } = language;
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: lang });
  await context.addInitScript(() => {
    localStorage.setItem("popupBannerClosed", "1");
    localStorage.setItem("cookieBannerClosed", "1");
  });
  const page = await context.newPage();
  const name = (n: number, what: string) => `${lang}-${viewport.name}-${n}-${what}.jpg`;

  await page.goto(`${BASE}${prefix}/`);
  await shoot(page, name(1, "home"));
  await page.goto(`${BASE}${prefix}/all/abayas`);
  await shoot(page, name(2, "listing"));

  const product = await productInStock();
  await page.goto(`${BASE}${prefix}/${product.slug}/product/${product.id}`);
  await settled(page);
  const choices = page.locator("fieldset");
  for (let i = 0; i < (await choices.count()); i++) await choices.nth(i).locator("button").first().click();
  await shoot(page, name(3, "product"));
  await page.getByTestId("add-to-cart").click();
  await page.getByTestId("cart-count").first().filter({ hasText: "1" }).waitFor();

  await page.goto(`${BASE}${prefix}/cart`);
  await page.getByTestId("cart-line").first().waitFor();
  await shoot(page, name(4, "cart"));

  await page.getByTestId("cart-proceed").click();
  await page.waitForURL(/\/shipping$/);
  await settled(page);
  await page.getByTestId("address-add").click();
  const popup = page.getByTestId("address-popup");
  await popup.getByLabel(validation["field.name"]).fill(lang === "ar" ? "مريم أحمد" : "Maryam Ahmed");
  await popup.getByLabel(validation["field.email"]).fill(`screenshots-${lang}-${viewport.name}@example.com`);
  await popup.getByLabel(validation["field.phone"]).fill("+93 20 555 0100");
  await popup.getByLabel(checkout["checkout.address.city"]).fill("Kabul");
  await popup.getByLabel(validation["field.zipCode"]).fill("1001");
  await popup.getByLabel(checkout["checkout.address.address"], { exact: true }).fill("12 Garden Street");
  await popup.getByTestId("address-save").click();
  await popup.waitFor({ state: "hidden" });
  await page.getByTestId("shipping-proceed").click();
  await page.waitForURL(/\/checkout$/);
  await settled(page);
  await page.getByTestId("payment-method-2").check();
  await shoot(page, name(5, "checkout"));

  await page.getByTestId("place-order").click();
  // The order's own confirmation page (/order/<code>/thanks), rendered on the server.
  await page.waitForURL(/\/order\/[A-Z0-9]+\/thanks$/);
  await page.getByTestId("order-placed").waitFor();
  await settled(page);
  await shoot(page, name(6, "confirmation"));
  await context.close();
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const shop = startShop();
  try {
    await waitForShop();
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    try {
      for (const language of LANGUAGES)
        for (const viewport of VIEWPORTS) {
          console.log(`${language.lang}, ${viewport.width}×${viewport.height}:`);
          await journey(browser, language, viewport);
        }
    } finally {
      await browser.close();
    }
  } finally {
    shop.kill("SIGTERM");
  }
}

await main();
