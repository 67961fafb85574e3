import { expect, test } from "@playwright/test";
import ar from "../../src/console/i18n/ar.ts";
import en from "../../src/console/i18n/en.ts";
import { expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";

/**
 * A seller files a demo product of their store under a brand, a collection and two tags, gives
 * it free shipping, a "buy 2, get 1 free" deal and a French meta title; the reopened editor shows
 * exactly that, and the shop's product page shows the brand and the deal.
 */

interface Named {
  id: number;
  title: string;
}
interface Product {
  id: number;
  slug: string;
  brand_id: number | null;
  collection_ids: number[];
  tag_ids: number[];
  free_shipping: boolean;
  bundle: { buy: number; free: number } | null;
  translations: Record<string, { title: string; meta_title: string | null }>;
}

test("a seller sets a product's brand, collection, tags, free shipping, bundle and French meta title", async ({
  page,
}) => {
  await signIn(page, "seller@modest.local");
  const get = async <T>(path: string) => {
    const answer = await page.request.get(`/api/v1${path}`, { headers: { Language: "en" } });
    const body = (await answer.json()) as { status: number; data: T };
    expect(body.status, path).toBe(200);
    return body.data;
  };
  const taxonomy = await get<{ brands: Named[]; collections: Named[]; tags: Named[] }>("/console/taxonomy");
  const list = await get<{ data: { id: number }[] }>("/console/products?status=published&per_page=50");
  // A product written in French too (its meta title needs a translation to live in), not yet
  // shipped free nor on a deal, so each run of the journey changes one.
  let product: Product | undefined;
  for (const row of list.data) {
    const detail = await get<Product>(`/console/products/${row.id}`);
    if (detail.translations.fr?.title && !detail.free_shipping && !detail.bundle) {
      product = detail;
      break;
    }
  }
  expect(product, "a published demo product with a French title, no free shipping, no deal").toBeDefined();
  const id = product!.id;
  const brand = taxonomy.brands.find((b) => b.id !== product!.brand_id) ?? taxonomy.brands[0]!;
  const collection = taxonomy.collections[0]!;
  const tags = taxonomy.tags.slice(0, 2);
  expect(tags).toHaveLength(2);
  const metaTitle = `Abaya de soirée ${runStamp("console-editor")}`;

  await page.goto(`/console/products/${id}`);
  const editor = page.getByTestId("product-editor");
  await expect(editor).toBeVisible();
  await editor.getByLabel(en["editor.field.brand"], { exact: true }).selectOption({ label: brand.title });
  const collections = editor.getByRole("group", { name: en["editor.field.collections"] });
  await collections.getByRole("checkbox", { name: collection.title, exact: true }).check();
  const tagGroup = editor.getByRole("group", { name: en["editor.field.tags"] });
  // The tags are many: the search narrows the list, and a chosen tag stays listed.
  const tagSearch = tagGroup.getByRole("searchbox", {
    name: en["editor.choices.search"].replace("{{name}}", en["editor.field.tags"]),
  });
  for (const tag of tags) {
    await tagSearch.fill(tag.title);
    await tagGroup.getByRole("checkbox", { name: tag.title, exact: true }).check();
  }
  await expect(tagGroup.getByRole("checkbox", { name: tags[0]!.title, exact: true })).toBeChecked();
  await tagSearch.fill("");
  // Free shipping by keyboard.
  const freeShipping = editor.getByRole("checkbox", { name: en["editor.field.freeShipping"] });
  await expect(freeShipping).not.toBeChecked();
  await freeShipping.focus();
  await page.keyboard.press("Space");
  await editor.getByLabel(en["editor.bundle.buy"], { exact: true }).fill("2");
  await editor.getByLabel(en["editor.bundle.free"], { exact: true }).fill("1");
  await editor.getByRole("tab", { name: /Français/ }).click();
  await editor
    .getByRole("group", { name: `${en["editor.seo"]} (Français)` })
    .getByLabel(en["editor.field.metaTitle"])
    .fill(metaTitle);
  await editor.getByRole("button", { name: en["editor.save"] }).click();
  await expect(page.getByRole("status").filter({ hasText: en["editor.saved"] })).toBeVisible();

  const saved = await get<Product>(`/console/products/${id}`);
  expect(saved.brand_id).toBe(brand.id);
  expect(saved.collection_ids).toContain(collection.id);
  expect(saved.tag_ids).toEqual(expect.arrayContaining(tags.map((t) => t.id)));
  expect(saved.free_shipping).toBe(true);
  expect(saved.bundle).toEqual({ buy: 2, free: 1 });
  expect(saved.translations.fr!.meta_title).toBe(metaTitle);

  // Reopened, the editor shows exactly what was saved.
  await page.reload();
  await expect(
    editor.getByLabel(en["editor.field.brand"], { exact: true }).locator("option:checked"),
  ).toHaveText(brand.title);
  await expect(collections.getByRole("checkbox", { name: collection.title, exact: true })).toBeChecked();
  for (const tag of tags) {
    await expect(tagGroup.getByRole("checkbox", { name: tag.title, exact: true })).toBeChecked();
  }
  const checkedTags = await tagGroup.getByRole("checkbox", { checked: true }).count();
  expect(checkedTags).toBe(saved.tag_ids.length);
  await expect(editor.getByRole("checkbox", { name: en["editor.field.freeShipping"] })).toBeChecked();
  await expect(editor.getByLabel(en["editor.bundle.buy"], { exact: true })).toHaveValue("2");
  await expect(editor.getByLabel(en["editor.bundle.free"], { exact: true })).toHaveValue("1");
  await editor.getByRole("tab", { name: /Français/ }).click();
  await expect(
    editor
      .getByRole("group", { name: `${en["editor.seo"]} (Français)` })
      .getByLabel(en["editor.field.metaTitle"]),
  ).toHaveValue(metaTitle);

  // Half a bundle is refused next to the field, and nothing is sent.
  await editor.getByLabel(en["editor.bundle.free"], { exact: true }).fill("");
  await editor.getByRole("button", { name: en["editor.save"] }).click();
  await expect(editor.getByText(en["editor.bundle.both"])).toBeVisible();
  expect((await get<Product>(`/console/products/${id}`)).bundle).toEqual({ buy: 2, free: 1 });

  // The English product page shows the brand and the deal, as it does for seeded products.
  await page.goto(`/${saved.slug}/product/${id}`);
  await expect(page.getByRole("link", { name: brand.title, exact: true })).toBeVisible();
  await expect(page.getByText("Buy 2, get 1 free")).toBeVisible();

  // The editor in Arabic reads right to left and axe finds nothing serious.
  await page.goto(`/console/products/${id}`);
  await page.getByTestId("console-language").selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 2, name: ar["editor.classification"] })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
