import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import ar from "../../locales/ar/product.json" with { type: "json" };
import en from "../../locales/en/product.json" with { type: "json" };
import { interpolate } from "../../src/i18n/interpolate.ts";
import { hydrated } from "./hydrated.ts";

const TEXT: Record<string, Record<string, string>> = { en, ar };

interface Inventory {
  price: number;
  quantity: number;
  attribute_value_ids: number[];
}
interface Product {
  id: number;
  slug: string;
  attributes: { id: number; title: string; values: { id: number; title: string }[] }[];
  inventories: Inventory[];
}

// The popup and cookie banners are the shell's journey; here they would cover the product.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("popupBannerClosed", "1");
    localStorage.setItem("cookieBannerClosed", "1");
  });
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

  test(`product page in ${lang}: choosing a variant changes the price and the stock state`, async ({
    page,
    request,
  }) => {
    const { product, priced, soldOut } = await productWithVariants(request, lang);
    const response = await page.goto(`${prefix}/${product.slug}/product/${product.id}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByTestId("select-required")).toHaveText(t["product.selectRequired"]);
    const price = page.getByTestId("product-price");
    const before = await price.textContent();

    for (const { attribute, value } of valueTitles(product, priced)) {
      await page
        .getByRole("group", { name: attribute })
        .getByRole("button", { name: value, exact: true })
        .click();
    }
    await expect(page.getByTestId("select-required")).toBeHidden();
    await expect(price).toContainText((priced.price / 100).toFixed(2));
    if ((priced.price / 100).toFixed(2) !== before?.replace(/[^\d.]/g, ""))
      await expect(price).not.toHaveText(before ?? "");
    await expect(page.getByTestId("stock-state")).toHaveText(t["product.inStock"]);

    for (const { attribute, value } of valueTitles(product, soldOut)) {
      const button = page
        .getByRole("group", { name: attribute })
        .getByRole("button", { name: value, exact: true });
      if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
    }
    await expect(page.getByTestId("stock-state")).toHaveText(t["product.outOfStock"]);
    await expect(page.getByRole("button", { name: t["product.addToCart"] }).first()).toBeDisabled();
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
