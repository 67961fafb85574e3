import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import ar from "../../locales/ar/product.json" with { type: "json" };
import arShop from "../../locales/ar/shop.json" with { type: "json" };
import en from "../../locales/en/product.json" with { type: "json" };
import enShop from "../../locales/en/shop.json" with { type: "json" };
import { interpolate } from "../../src/i18n/interpolate.ts";
import { expectNoSeriousAxeViolations, signIn } from "./console-session.ts";
import { hydrated } from "./hydrated.ts";
import { closeBanners, tinyPng } from "./shopper.ts";

const TEXT: Record<string, Record<string, string>> = { en: { ...en, ...enShop }, ar: { ...ar, ...arShop } };

interface Inventory {
  price: number;
  quantity: number;
  attribute_value_ids: number[];
}
interface Product {
  id: number;
  slug: string;
  title: string;
  attributes: { id: number; title: string; values: { id: number; title: string; color: string | null }[] }[];
  inventories: Inventory[];
}

/** A value's button: its title, then "(sold out)" for screen readers while no variant with it has stock. */
function valueButton(page: Page, attribute: string, value: string) {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const name = new RegExp(`^${escaped}( \\(|$)`);
  return page.getByRole("group", { name: attribute }).getByRole("button", { name });
}

// The popup and cookie banners are the shell's journey; here they would cover the product.
test.beforeEach(async ({ page }) => {
  await closeBanners(page);
});

/** A product of the demo catalogue with a priced variant in stock and a variant sold out. */
async function productWithVariants(request: APIRequestContext, lang: string) {
  for (let id = 1; id <= 120; id++) {
    const response = await request.get(`/api/v1/product/${id}`, { headers: { Language: lang } });
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: Product }).data;
    const priced = product.inventories.find((i) => i.price > 0 && i.quantity > 5);
    const soldOut = product.inventories.find((i) => i.quantity === 0);
    if (priced && soldOut) return { product, priced, soldOut };
  }
  throw new Error("the demo catalogue has no product with a priced variant and a sold-out one");
}

function valueTitles(product: Product, inventory: Inventory) {
  return product.attributes.map((a) => ({
    attribute: a.title,
    value: a.values.find((v) => inventory.attribute_value_ids.includes(v.id))!.title,
  }));
}

for (const { prefix, lang } of [
  { prefix: "", lang: "en" },
  { prefix: "/ar", lang: "ar" },
]) {
  const t = TEXT[lang];

  /** Opens, in this language, the product with a priced and a sold-out variant, ready to be used. */
  async function openProductWithVariants(page: Page, request: APIRequestContext) {
    const found = await productWithVariants(request, lang);
    const response = await page.goto(`${prefix}/${found.product.slug}/product/${found.product.id}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    return found;
  }

  test(`product page in ${lang}: choosing a variant changes the price and the stock state`, async ({
    page,
    request,
  }) => {
    const { product, priced, soldOut } = await openProductWithVariants(page, request);
    await expect(page.getByTestId("select-required")).toHaveText(t["product.selectRequired"]);
    const price = page.getByTestId("product-price");
    const before = await price.textContent();

    for (const { attribute, value } of valueTitles(product, priced)) {
      await valueButton(page, attribute, value).click();
    }
    await expect(page.getByTestId("select-required")).toBeHidden();
    await expect(price).toContainText((priced.price / 100).toFixed(2));
    if ((priced.price / 100).toFixed(2) !== before?.replace(/[^\d.]/g, ""))
      await expect(price).not.toHaveText(before ?? "");
    await expect(page.getByTestId("stock-state")).toHaveText(t["product.inStock"]);

    for (const { attribute, value } of valueTitles(product, soldOut)) {
      const button = valueButton(page, attribute, value);
      if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
    }
    await expect(page.getByTestId("stock-state")).toHaveText(t["product.outOfStock"]);
    await expect(page.getByRole("button", { name: t["product.addToCart"] }).first()).toBeDisabled();
  });

  test(`product page in ${lang}: sold-out values are marked before they are clicked`, async ({
    page,
    request,
  }) => {
    const { product, soldOut } = await openProductWithVariants(page, request);
    const soldOutName = (value: string) => `${value} (${t["product.soldOut"]})`;
    // Nothing chosen yet: a value is sold out when no variant with it has stock.
    for (const attribute of product.attributes) {
      for (const value of attribute.values) {
        const none = !product.inventories.some(
          (i) => i.quantity > 0 && i.attribute_value_ids.includes(value.id),
        );
        const button = valueButton(page, attribute.title, value.title);
        await expect(button).toHaveAccessibleName(none ? soldOutName(value.title) : value.title);
      }
    }
    // The sold-out variant's other values chosen: its last value is marked, still unclicked.
    const [last, ...others] = valueTitles(product, soldOut).reverse();
    for (const { attribute, value } of others) await valueButton(page, attribute, value).click();
    const marked = valueButton(page, last.attribute, last.value);
    await expect(marked).toHaveAccessibleName(soldOutName(last.value));
    await expect(marked).toHaveAttribute("aria-pressed", "false");
    await expect(marked).toHaveCSS("text-decoration-line", "line-through");
  });

  test(`product page in ${lang}: adding to the cart opens the cart drawer and the badge follows`, async ({
    page,
    request,
  }) => {
    const { product, priced } = await openProductWithVariants(page, request);
    await expect(page.getByTestId("cart-count").first()).toHaveText("0");
    for (const { attribute, value } of valueTitles(product, priced))
      await valueButton(page, attribute, value).click();
    await page.getByTestId("add-to-cart").click();

    const drawer = page.getByRole("dialog", { name: t["shop.added_to_cart"] });
    await expect(drawer).toBeVisible();
    const line = drawer.getByTestId("mini-cart-line");
    await expect(line).toContainText(product.title);
    await expect(line).toContainText((priced.price / 100).toFixed(2));
    await expect(drawer.getByTestId("mini-cart-subtotal")).toContainText((priced.price / 100).toFixed(2));
    await expect(drawer.getByRole("link", { name: t["product.viewCart"] })).toHaveAttribute(
      "href",
      `${prefix}/cart`,
    );
    await expect(drawer.getByRole("link", { name: t["product.checkout"] })).toHaveAttribute(
      "href",
      `${prefix}/shipping`,
    );
    await expect(page.getByTestId("cart-count").first()).toHaveText("1");
    expect(page.url(), "still on the product page").toContain(`/product/${product.id}`);
    await expectNoSeriousAxeViolations(page, "the cart drawer");

    // On the inline end side: the right in English, the left in Arabic.
    const box = (await drawer.boundingBox())!;
    const width = page.viewportSize()!.width;
    if (lang === "ar") expect(box.x).toBeLessThan(1);
    else expect(box.x + box.width).toBeGreaterThan(width - 1);

    // Tab stays inside; Escape closes and gives the focus back to the button.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId("add-to-cart")).toBeFocused();
  });

  test(`product page in ${lang}: a quantity over the stock is refused next to the button`, async ({
    page,
    request,
  }) => {
    const { product, priced } = await openProductWithVariants(page, request);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-error")).toHaveText(t["product.selectRequired"]);
    for (const { attribute, value } of valueTitles(product, priced))
      await valueButton(page, attribute, value).click();
    await expect(page.getByTestId("cart-error")).toBeEmpty();
    await page.getByLabel(t["product.quantity"], { exact: true }).fill(String(priced.quantity + 1));
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-error")).toHaveText(t["product.qtyMax"]);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("cart-count").first()).toHaveText("0");
  });

  test(`an unknown product in ${lang} answers 404`, async ({ page }) => {
    const response = await page.goto(`${prefix}/anything/product/999999`);
    expect(response?.status()).toBe(404);
  });

  test(`the privacy policy opens in ${lang}`, async ({ page, request }) => {
    const response = await page.goto(`${prefix}/page/privacy-policy`);
    expect(response?.status()).toBe(200);
    const api = await request.get("/api/v1/page/privacy-policy", { headers: { Language: lang } });
    const { data } = (await api.json()) as { data: { title: string } };
    await expect(page.getByRole("heading", { level: 1, name: data.title })).toBeVisible();
  });

  test(`the contact form in ${lang} explains what is missing`, async ({ page }) => {
    await page.goto(`${prefix}/contact`);
    await hydrated(page);
    await page.getByRole("button", { name: t["contact.send"] }).click();
    await expect(page.getByLabel(t["contact.name"])).toHaveAccessibleDescription(
      interpolate(t["form.required"], { type: t["contact.name"] }),
    );
    await page.getByLabel(t["contact.name"]).fill("Ayesha");
    await page.getByLabel(t["contact.email"], { exact: true }).fill("not-an-email");
    await page.getByLabel(t["contact.message"]).fill("Do you ship to Lyon?");
    await page.getByRole("button", { name: t["contact.send"] }).click();
    await expect(page.getByLabel(t["contact.email"], { exact: true })).toHaveAccessibleDescription(
      t["form.invalidEmail"],
    );
    await expect(page.getByLabel(t["contact.name"])).not.toHaveAttribute("aria-invalid", "true");
  });

  test(`the product page in ${lang} has no serious or critical accessibility violations`, async ({
    page,
    request,
  }) => {
    const { product } = await productWithVariants(request, lang);
    await page.goto(`${prefix}/${product.slug}/product/${product.id}`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const grave = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(grave.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("the product page runs no island code until the shopper's first touch, and that first click counts", async ({
  page,
  request,
}) => {
  const { product, priced } = await productWithVariants(request, "en");
  const fetched: string[] = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(`/${product.slug}/product/${product.id}`);
  await page.waitForLoadState("networkidle");
  const buyBox = page.locator("astro-island[client=interaction]", { has: page.getByTestId("product-price") });
  const code = new URL((await buyBox.getAttribute("component-url"))!, page.url()).pathname;
  expect(fetched, "the buy box's code before any interaction").not.toContain(code);
  await expect(buyBox).toHaveAttribute("ssr", "");

  // The first click starts the hydration and is made again once the islands have taken over.
  const [{ attribute, value }] = valueTitles(product, priced);
  await valueButton(page, attribute, value).click();
  await expect(valueButton(page, attribute, value)).toHaveAttribute("aria-pressed", "true");
  expect(fetched).toContain(code);
});

test("choosing a colour shows that colour's picture", async ({ page }) => {
  // The seller gives two colours of a product a picture each.
  await signIn(page, "seller@modest.local");
  const list = await (
    await page.request.get("/api/v1/console/products?status=published&per_page=100")
  ).json();
  let product: Product | undefined;
  for (const row of list.data.data as { id: number }[]) {
    const detail = (await (await page.request.get(`/api/v1/product/${row.id}`)).json()).data as Product;
    if (detail.attributes.some((a) => a.values.filter((v) => v.color).length >= 2)) {
      product = detail;
      break;
    }
  }
  expect(product, "a product of the seller in two colours").toBeDefined();
  const colours = product!.attributes.find((a) => a.values.filter((v) => v.color).length >= 2)!;
  const [first, second] = colours.values;
  const uploaded: { id: number; image: string }[] = [];
  for (const [value, rgb] of [
    [first, [180, 30, 30]],
    [second, [30, 30, 180]],
  ] as const) {
    const answer = await page.request.post(`/api/v1/console/products/${product!.id}/pictures`, {
      multipart: {
        file: { name: "colour.png", mimeType: "image/png", buffer: tinyPng([...rgb]) },
        attribute_value_id: String(value.id),
      },
    });
    expect(answer.status()).toBe(200);
    const pictures = (await answer.json()).data as {
      id: number;
      image: string;
      attribute_value_id: number;
    }[];
    uploaded.push(
      pictures.find((p) => p.attribute_value_id === value.id && !uploaded.some((u) => u.id === p.id))!,
    );
  }

  try {
    await page.context().clearCookies();
    await page.goto(`/${product!.slug}/product/${product!.id}`);
    await hydrated(page);
    const picture = page
      .getByRole("region", { name: en["product.gallery"] })
      .getByRole("button", { name: en["product.zoom"] })
      .getByRole("img");
    for (const [value, shown] of [
      [first, uploaded[0]],
      [second, uploaded[1]],
      [first, uploaded[0]],
    ] as const) {
      await valueButton(page, colours.title, value.title).click();
      await expect(picture).toHaveAttribute("src", new RegExp(`${shown.image.split("/").pop()}$`));
    }
  } finally {
    await signIn(page, "seller@modest.local");
    for (const { id } of uploaded)
      await page.request.delete(`/api/v1/console/products/${product!.id}/pictures/${id}`);
  }
});
