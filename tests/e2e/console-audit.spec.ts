import { expect, test } from "@playwright/test";
import en from "../../src/console/i18n/en.ts";
import { expectNoSeriousAxeViolations, signIn } from "./console-session.ts";

/**
 * An admin changes a product's French title in the editor, then finds the change in the audit log
 * by typing part of their own e-mail: the entry reads as old title → new title, not as JSON.
 */

const ADMIN = "admin@modest.local";

test("an admin finds their French title change in the audit log by e-mail, in words", async ({ page }) => {
  await signIn(page, ADMIN);
  const list = await page.request.get("/api/v1/console/products?per_page=1");
  const [first] = (await list.json()).data.data as { id: number }[];
  const read = await page.request.get(`/api/v1/console/products/${first!.id}`);
  const product = (await read.json()).data as {
    id: number;
    translations: Record<string, { title: string }>;
  };
  const oldTitle = product.translations.fr?.title ?? "—";
  const newTitle = `Abaya révisée ${Date.now().toString(36)}`;

  await page.goto(`/console/products/${product.id}`);
  await page.getByRole("tab", { name: /Français/ }).click();
  await page.getByLabel(`${en["editor.field.title"]} (Français)`).fill(newTitle);
  await page.getByRole("button", { name: en["editor.save"], exact: true }).click();
  await expect(page.getByText(en["editor.saved"])).toBeVisible();

  await page.goto("/console/audit");
  await expect(page.getByRole("heading", { level: 1, name: en["audit.title"] })).toBeVisible();
  await page.getByLabel(en["audit.filter.actor"], { exact: true }).fill("ADMIN@modest");
  await page.getByRole("button", { name: en["audit.apply"] }).click();
  await expect(page).toHaveURL(/person=ADMIN%40modest/);

  const entry = page
    .getByRole("table")
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: en["code.auditAction.update"], exact: true }) })
    .filter({ has: page.getByRole("cell", { name: `${en["code.auditEntity.product"]} #${product.id}` }) })
    .first();
  const change = entry.getByRole("definition").filter({ hasText: newTitle });
  await expect(change).toHaveText(`${oldTitle} → ${newTitle}`);
  const frenchTitle = `${en["code.auditField.translations"]} · French · ${en["audit.text.title"]}`;
  await expect(entry.getByRole("term").filter({ hasText: frenchTitle })).toHaveCount(1);
  await expect(entry).not.toContainText("{");

  await expectNoSeriousAxeViolations(page);

  // The filtered view survives a reload: it lives in the address.
  await page.reload();
  await expect(page.getByLabel(en["audit.filter.actor"], { exact: true })).toHaveValue("ADMIN@modest");
  await expect(change).toBeVisible();
});
