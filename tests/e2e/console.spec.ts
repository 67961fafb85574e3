import type { Page } from "@playwright/test";
import { expect, test } from "./csp-guard.ts";
import en from "../../src/console/i18n/en.ts";
import ar from "../../src/console/i18n/ar.ts";
import frProduct from "../../locales/fr/product.json" with { type: "json" };
import frShop from "../../locales/fr/shop.json" with { type: "json" };
import { expectNoSeriousAxeViolations, PASSWORD, runStamp, signIn } from "./console-session.ts";
import { hydrated } from "./hydrated.ts";
import { checkOutAsGuest, closeBanners, tinyPng } from "./shopper.ts";
import { isFocused, tabTo } from "./tab-to.ts";

/**
 * The back office in the built shop: sign-in and back; a seller's product with translations,
 * variants and a picture per colour from draft to the French storefront through the admin's
 * approval, bought there in blue M, the sale in the seller's stock history and every write in the
 * audit log; another seller refused it; one task in Arabic by keyboard alone; axe on the main screens.
 * The journeys share one product (named by the run's stamp) and run in order.
 */

/** The owner of another demo store. */
const SECOND_SELLER = "seller2@modest.local";
const stamp = runStamp("console");
const TITLE = { en: `Console abaya ${stamp}`, fr: `Abaya zéphyrine ${stamp}` };
/** The colours and sizes of the product (demo attribute values), and how each colour's picture is described. */
const COLOURS = [
  { en: "Black", fr: "Noir", alt: { en: "The abaya in black" }, rgb: [20, 20, 20] },
  {
    en: "Sky Blue",
    fr: "Bleu ciel",
    alt: { en: "The abaya in sky blue", fr: "L’abaya bleu ciel" },
    rgb: [120, 170, 230],
  },
] as const;
const SIZES = ["S", "M", "L"] as const;
/** What the shopper buys, and how many the seller had of it. */
const BLUE_M = { label: "Sky Blue / M", stock: 3 };

/** The journey's product as the signed-in console user finds it (the store's or, for an admin, any). */
async function journeyProduct(page: Page): Promise<{ id: number; store: { id: number } }> {
  const answer = await page.request.get(`/api/v1/console/products?q=${encodeURIComponent(TITLE.en)}`);
  const rows = (await answer.json()).data.data as { id: number; title: string; store: { id: number } }[];
  const product = rows.find((row) => row.title === TITLE.en);
  expect(product, `the product ${TITLE.en}`).toBeTruthy();
  return product!;
}

/** Opens a console screen in English and waits for its heading. */
async function openConsole(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`/console${path}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test("signed out, /console sends to sign-in, which comes back to the console screen asked for", async ({
  page,
}) => {
  await closeBanners(page);
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
    ["Colour", COLOURS.map((colour) => colour.en)],
    ["Size", SIZES],
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
  await page.getByLabel(`${en["editor.field.stock"]} ${BLUE_M.label}`).fill(String(BLUE_M.stock));
  await expect(page.getByLabel(`${en["editor.field.sku"]} Sky Blue / L`)).toHaveValue(/-SKY-BLUE-L$/);
  await page.getByRole("button", { name: en["editor.save"] }).click();
  await expect(page).toHaveURL(/\/console\/products\/\d+$/);
  await expect(page.getByTestId("product-status")).toContainText(en["status.draft"]);

  // A picture per colour, described in English; the blue one in French too.
  const pictures = page.getByRole("region", { name: en["pictures.title"] });
  const upload = pictures.getByRole("form", { name: en["pictures.new"] });
  for (const [index, colour] of COLOURS.entries()) {
    await upload.getByLabel(en["pictures.file"]).setInputFiles({
      name: `${colour.en}.png`,
      mimeType: "image/png",
      buffer: tinyPng([...colour.rgb]),
    });
    await upload.getByLabel(en["pictures.colour"]).selectOption({ label: `Colour: ${colour.en}` });
    await upload.getByLabel(en["pictures.altEnglish"]).fill(colour.alt.en);
    await upload.getByRole("button", { name: en["pictures.upload"] }).click();
    await expect(pictures.getByRole("status")).toHaveText(en["pictures.uploaded"]);
    const added = pictures.getByRole("form", { name: `Picture ${index + 1}` });
    await expect(added.getByLabel(en["pictures.colour"]).locator("option:checked")).toHaveText(
      `Colour: ${colour.en}`,
    );
    await expect(added.getByLabel("Alternative text (English)")).toHaveValue(colour.alt.en);
  }
  const blue = pictures.getByRole("form", { name: "Picture 2" });
  await blue.getByLabel("Alternative text (Français)").fill(COLOURS[1].alt.fr);
  await blue.getByRole("button", { name: en["pictures.save"] }).click();
  await expect(pictures.getByRole("status")).toHaveText(en["pictures.saved"]);
  await page.reload();
  await expect(blue.getByLabel("Alternative text (Français)")).toHaveValue(COLOURS[1].alt.fr);
  await expect(blue.getByLabel(en["pictures.colour"]).locator("option:checked")).toHaveText(
    "Colour: Sky Blue",
  );

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

test("in French each colour shows its own picture, and a shopper buys the blue M", async ({ page }) => {
  await closeBanners(page);
  await page.goto(`/fr/search?q=${encodeURIComponent(TITLE.fr)}`);
  await page.getByRole("link", { name: TITLE.fr }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE.fr })).toBeVisible();
  await hydrated(page);
  const picture = page
    .getByRole("region", { name: frProduct["product.gallery"] })
    .getByRole("button", { name: frProduct["product.zoom"] })
    .getByRole("img");
  // Black has no French text: the English one stands in.
  for (const [colour, alt] of [
    [COLOURS[1].fr, COLOURS[1].alt.fr],
    [COLOURS[0].fr, COLOURS[0].alt.en],
    [COLOURS[1].fr, COLOURS[1].alt.fr],
  ] as const) {
    await page.getByRole("button", { name: colour, exact: true }).click();
    await expect(picture).toHaveAttribute("alt", alt);
    await expect(picture).toHaveAttribute("src", /\/uploads\/products\/\d+-[0-9a-f]+\.png$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await page.getByRole("button", { name: "M", exact: true }).click();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByRole("dialog", { name: frShop["shop.added_to_cart"] })).toBeVisible();
  await checkOutAsGuest(
    page,
    {
      name: "Claire Martin",
      email: "claire-journey@example.com",
      phone: "+93 20 555 0102",
      street: "3 rue du Bazar",
    },
    "fr",
  );
});

test("the seller sees the sale take one blue M from stock in its movement history", async ({ page }) => {
  await signIn(page, "seller@modest.local");
  const product = await journeyProduct(page);
  await openConsole(page, `/products/${product.id}`, new RegExp(TITLE.en));
  await page.getByRole("link", { name: en["editor.stock"] }).click();
  const variant = page.getByLabel(en["stock.variant"]);
  const blueM = variant.locator("option", { hasText: `${BLUE_M.label} (` });
  await variant.selectOption((await blueM.getAttribute("value")) ?? "");
  await expect(page.getByTestId("stock-current"), "one sold in the French journey").toHaveText(
    `In stock: ${BLUE_M.stock - 1}`,
  );
  const newest = page.getByTestId("stock-movements").locator("tbody tr").first();
  await expect(newest.getByRole("cell").nth(1)).toHaveText("−1");
  await expect(newest.getByRole("cell").nth(2)).toHaveText(
    new RegExp(`^${en["code.stockReason.order"]} #\\d+$`),
  );
});

test("the audit log shows each write on the product and its pictures with before and after", async ({
  page,
}) => {
  await signIn(page, "admin@modest.local");
  const product = await journeyProduct(page);
  await openConsole(page, "/audit", en["audit.title"]);
  const entity = page.getByLabel(en["audit.filter.entity"]);
  const rows = page.getByRole("table").locator("tbody tr");
  const cell = (text: string) => page.getByRole("cell", { name: text, exact: true });
  /** The entry of that action on that entity ("product #12"). */
  const entry = (action: string, entityCell: string) =>
    rows.filter({ has: cell(action) }).filter({ has: cell(entityCell) });

  await entity.selectOption({ label: en["code.auditEntity.product"] });
  await page.getByRole("button", { name: en["audit.apply"] }).click();
  await expect(page).toHaveURL(/entity=product(&|$)/);
  const ofProduct = `${en["code.auditEntity.product"]} #${product.id}`;
  const status = en["code.auditField.status"];
  await expect(entry(en["code.auditAction.create"], ofProduct)).toContainText(
    `${status}— → ${en["status.draft"]}`,
  );
  await expect(entry(en["code.auditAction.create"], ofProduct)).toContainText(TITLE.fr);
  for (const [action, before, after] of [
    [en["code.auditAction.submit"], en["status.draft"], en["status.submitted"]],
    [en["code.auditAction.approve"], en["status.submitted"], en["status.approved"]],
    [en["code.auditAction.publish"], en["status.approved"], en["status.published"]],
  ]) {
    await expect(entry(action, ofProduct), action).toContainText(`${status}${before} → ${after}`);
  }

  const pictures = (await (await page.request.get(`/api/v1/console/products/${product.id}/pictures`)).json())
    .data as { id: number }[];
  expect(pictures).toHaveLength(COLOURS.length);
  await entity.selectOption({ label: en["code.auditEntity.product_picture"] });
  await page.getByRole("button", { name: en["audit.apply"] }).click();
  await expect(page).toHaveURL(/entity=product_picture/);
  const ofPicture = (index: number) => `${en["code.auditEntity.product_picture"]} #${pictures[index]!.id}`;
  for (const [index, colour] of COLOURS.entries()) {
    const created = entry(en["code.auditAction.create"], ofPicture(index));
    await expect(created, colour.en).toContainText(`${en["code.auditField.product_id"]}— → ${product.id}`);
    await expect(created, colour.en).toContainText(
      `${en["code.auditField.alt"]} · English— → ${colour.alt.en}`,
    );
  }
  const blue = COLOURS[1];
  await expect(entry(en["code.auditAction.update"], ofPicture(1))).toContainText(
    `${en["code.auditField.alt"]} · French— → ${blue.alt.fr}`,
  );

  // The log speaks the console's language.
  await page.getByTestId("console-language").selectOption("ar");
  await expect(page.getByLabel(ar["audit.filter.entity"]).locator("option:checked")).toHaveText(
    ar["code.auditEntity.product_picture"],
  );
  await expect(
    entry(ar["code.auditAction.update"], `${ar["code.auditEntity.product_picture"]} #${pictures[1]!.id}`),
  ).toHaveCount(1);
});

test("another seller neither sees, opens, changes nor exports the first seller's product", async ({
  page,
}) => {
  await signIn(page, "seller@modest.local");
  const product = await journeyProduct(page);
  const detail = (await (await page.request.get(`/api/v1/console/products/${product.id}`)).json()).data;
  const change = {
    category_id: detail.category_id,
    translations: { en: { title: "Taken over", slug: `taken-over-${stamp}` } },
    selling: 2500,
    stock: 1,
  };
  await signIn(page, SECOND_SELLER);
  await openConsole(page, `/products?q=${encodeURIComponent(TITLE.en)}`, en["products.title"]);
  await expect(page.getByText(en["table.empty"])).toBeVisible();
  await expect(page.getByRole("link", { name: TITLE.en })).toHaveCount(0);

  await page.goto(`/console/products/${product.id}`);
  await expect(page.getByRole("alert")).toContainText("Product not found.");
  const api = page.request;
  const refused = [
    await api.get(`/api/v1/console/products/${product.id}`),
    await api.put(`/api/v1/console/products/${product.id}`, { data: change }),
    await api.get(`/api/v1/console/products/${product.id}/pictures`),
    await api.get(`/api/v1/console/products/${product.id}/stock-movements`),
    await api.get(`/api/v1/console/product-exports?store_id=${product.store.id}`),
  ];
  expect(refused.map((answer) => answer.status())).toEqual([404, 404, 404, 404, 404]);
  const ownExport = await api.get("/api/v1/console/product-exports");
  expect(ownExport.status()).toBe(200);
  expect(await ownExport.text()).not.toContain(TITLE.en);
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
