import { expect, test, type APIRequestContext } from "@playwright/test";
import en from "../../src/console/i18n/en.ts";

/**
 * A variant the seller removes from a product keeps its stock history: the stock screen's "every
 * variant" view lists its movements by SKU, and the shop no longer offers it.
 */

async function call(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT",
  path: string,
  data?: unknown,
) {
  const answer = await request.fetch(`/api/v1${path}`, { method, data, headers: { Language: "en" } });
  const body = (await answer.json()) as { status: number; data: Record<string, unknown> };
  expect(body.status, `${method} ${path}`).toBe(200);
  return body.data;
}

test("a removed variant's movements stay in the stock history, named by SKU", async ({ page }) => {
  const request = page.request;
  await call(request, "POST", "/user/signin", { email: "seller@modest.local", password: "demo1234" });
  const taxonomy = (await call(request, "GET", "/console/taxonomy")) as {
    categories: { id: number }[];
    attributes: { id: number; values: { id: number }[] }[];
  };
  const attribute = taxonomy.attributes.find((a) => a.values.length >= 2)!;
  const [kept, removed] = attribute.values as [{ id: number }, { id: number }];
  const stamp = Date.now().toString(36);
  const sku = { kept: `KEEP-${stamp}`, removed: `GONE-${stamp}` };
  const form = (variants: { value_ids: number[]; sku: string; price: number; stock: number }[]) => ({
    category_id: taxonomy.categories[0]!.id,
    translations: { en: { title: `History abaya ${stamp}`, slug: `history-abaya-${stamp}` } },
    selling: 4200,
    attributes: [{ attribute_id: attribute.id, value_ids: variants.map((v) => v.value_ids[0]!) }],
    variants,
  });
  const product = await call(
    request,
    "POST",
    "/console/products",
    form([
      { value_ids: [kept.id], sku: sku.kept, price: 0, stock: 2 },
      { value_ids: [removed.id], sku: sku.removed, price: 0, stock: 3 },
    ]),
  );
  await call(
    request,
    "PUT",
    `/console/products/${product.id}`,
    form([{ value_ids: [kept.id], sku: sku.kept, price: 0, stock: 2 }]),
  );

  await page.goto(`/console/products/${product.id}/stock`);
  await expect(
    page.getByRole("heading", { level: 1, name: new RegExp(`History abaya ${stamp}`) }),
  ).toBeVisible();
  const variant = page.getByLabel(en["stock.variant"]);
  await expect(variant.locator("option")).toHaveCount(2);
  await variant.selectOption({ label: en["stock.allVariants"] });
  await expect(page).toHaveURL(/variant=all$/);
  const table = page.getByTestId("stock-movements");
  await expect(table.getByRole("columnheader", { name: en["editor.field.sku"] })).toBeVisible();
  const gone = table.getByRole("row").filter({ hasText: sku.removed });
  await expect(gone).toHaveCount(2);
  await expect(gone.filter({ hasText: "+3" })).toHaveCount(1);
  await expect(gone.filter({ hasText: "−3" })).toHaveCount(1);
  await expect(table.getByRole("row").filter({ hasText: sku.kept })).toHaveCount(1);
  // The adjustment form is for one variant: not on the product-wide view.
  await expect(page.getByLabel(en["stock.delta"])).toHaveCount(0);
});
