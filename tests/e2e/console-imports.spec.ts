import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";
import { codeFromOutbox } from "./outbox.ts";

/**
 * Product CSV in the built shop: the admin downloads the first seller's catalogue, checks a file
 * with five broken rows (five errors with line and column, nothing written), imports the catalogue
 * into a new, empty store (its slugs and SKUs renamed: they are unique in the whole shop), reloads
 * during the job and finds the same job, and the new store's export equals the file imported.
 */

const stamp = runStamp("console-imports");

async function dataOf<T = unknown>(answer: Awaited<ReturnType<Page["request"]["get"]>>): Promise<T> {
  const body = (await answer.json()) as { status: number; data: T };
  expect(body.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

type Me = { store: { id: number } };

/** A store with no products: a new seller applies, verifies the e-mail, and the admin approves. */
async function emptyStore(page: Page): Promise<number> {
  const email = `importer-${stamp}@example.test`;
  const password = "journey-pass-1234";
  await page.context().clearCookies();
  await dataOf(
    await page.request.post("/api/v1/seller/signup", {
      data: {
        name: "Import Journey",
        email,
        password,
        password_confirmation: password,
        store_name: `Import journey ${stamp}`,
        phone: "+1 555 010 2030",
      },
    }),
  );
  const code = await codeFromOutbox(email);
  await dataOf(await page.request.post("/api/v1/seller/verify", { data: { email, code } }));
  await signIn(page, "admin@modest.local");
  const pending = await dataOf<{ id: number; user: { email: string } }[]>(
    await page.request.get("/api/v1/console/seller-applications"),
  );
  const application = pending.find((a) => a.user.email === email);
  expect(application, "the journey's application").toBeDefined();
  await dataOf(await page.request.post(`/api/v1/console/seller-applications/${application?.id}/approve`));
  await signIn(page, email, password);
  const me = await dataOf<Me>(await page.request.get("/api/v1/console/me"));
  return me.store.id;
}

/** The file with its slugs and SKUs prefixed (`""`: as it is) and the status column emptied (imports make drafts). */
function renamed(csv: string, prefix: string): string {
  const [header, ...rows] = parse(csv) as string[][];
  const columns = header as string[];
  const status = columns.indexOf("status");
  const rename = new Set(columns.flatMap((c, i) => (c.startsWith("slug_") || c.endsWith("sku") ? [i] : [])));
  return stringify([
    columns,
    ...rows.map((row) =>
      row.map((cell, i) => (i === status ? "" : rename.has(i) && cell ? `${prefix}${cell}` : cell)),
    ),
  ]);
}

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });

test("the admin exports a store, a file with five broken rows writes nothing, and the catalogue imported into an empty store gives the same products", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, "seller@modest.local");
  const sellerMe = await dataOf<Me>(await page.request.get("/api/v1/console/me"));
  const firstStore: number = sellerMe.store.id;
  expect(firstStore).toBeGreaterThan(0);
  const target = await emptyStore(page);
  expect(target).toBeGreaterThan(0);
  await signIn(page, "admin@modest.local");

  // Export: the admin picks the first seller's store and downloads its CSV.
  await page.goto(`/console/imports?store=${firstStore}`);
  await expect(page.getByRole("heading", { level: 1, name: "Import and export products" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the CSV" }).click();
  const original = readFileSync((await (await downloading).path()) as string, "utf8");
  const [, ...originalRows] = parse(original) as string[][];
  expect(originalRows.length).toBeGreaterThan(0);
  const prepared = renamed(original, `j${stamp}-`);
  const header = parse(original)[0] as string[];
  const products = new Set(originalRows.map((row) => row[header.indexOf("slug_en")])).size;

  // Five broken rows into the empty store: five errors with line and column, nothing written.
  await page.getByLabel("Store number").fill(String(target));
  const category = originalRows[0]?.[header.indexOf("category")] ?? "";
  const broken = stringify([
    ["slug_en", "title_en", "category", "selling", "stock", "free_shipping"],
    [`b1-${stamp}`, "Scarf 1", category, "12,50", "3", "false"],
    [`b2-${stamp}`, "Scarf 2", "no-such-category", "1000", "3", "false"],
    [`b3-${stamp}`, "Scarf 3", category, "1000", "-4", "false"],
    [`b4-${stamp}`, "", category, "1000", "3", "false"],
    [`b5-${stamp}`, "Scarf 5", category, "1000", "3", "perhaps"],
    [`b6-${stamp}`, "Scarf 6", category, "1000", "3", "true"],
  ]);
  await page.getByLabel("CSV file").setInputFiles(csvFile("broken.csv", broken));
  await page.getByRole("button", { name: "Check the file" }).click();
  const errors = page.getByTestId("import-errors");
  await expect(errors.getByRole("caption")).toHaveText("5 problems to correct before importing");
  const cells = await errors.locator("tbody tr").evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll("td")]
        .slice(0, 2)
        .map((td) => td.textContent)
        .join(":"),
    ),
  );
  expect(cells).toEqual(["2:selling", "3:category", "4:stock", "5:title_en", "6:free_shipping"]);
  await expect(errors.locator("tbody tr").first().locator("td").nth(2)).not.toHaveText("");
  await expect(page.getByRole("button", { name: "Apply the import" })).toHaveCount(0);
  const untouched = await page.request.get(`/api/v1/console/product-exports?store_id=${target}`);
  expect((parse(await untouched.text()) as string[][]).length).toBe(1);

  // The catalogue: checked, applied, and followed across a reload (the job is in the address).
  await page.getByLabel("CSV file").setInputFiles(csvFile("catalogue.csv", prepared));
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByTestId("import-check")).toContainText(
    `${originalRows.length} rows: ${products} products to create, 0 to update, 0 unchanged.`,
  );
  await page.getByRole("button", { name: "Apply the import" }).click();
  await expect(page).toHaveURL(/[?&]job=\d+/);
  const job = new URL(page.url()).searchParams.get("job");
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`[?&]job=${job}`));
  await expect(page.getByRole("heading", { name: `Import ${job}` })).toBeVisible();
  const bar = page.getByRole("progressbar", { name: "Progress" });
  await expect(bar).toBeVisible();
  await expect(page.getByTestId("import-status")).toHaveText("Import finished.", { timeout: 30_000 });
  await expect(bar).toHaveAttribute("aria-valuenow", String(originalRows.length));
  await expect(bar).toHaveAttribute(
    "aria-valuetext",
    `${originalRows.length} of ${originalRows.length} rows`,
  );
  const report = page.getByTestId("import-report");
  await expect(report).toContainText(`Created${products}`);
  await expect(report).toContainText("Failed0");

  // The new store's export is the file that was imported.
  const copy = await page.request.get(`/api/v1/console/product-exports?store_id=${target}`);
  expect(renamed(await copy.text(), "")).toBe(prepared);
});

test("the import screen in Arabic reads right to left, is keyboard operable and has no serious axe violations", async ({
  page,
}) => {
  await signIn(page, "seller@modest.local");
  await page.goto("/ar/console/imports");
  await expect(page.getByRole("heading", { level: 1, name: "استيراد المنتجات وتصديرها" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page
    .getByLabel("ملف CSV")
    .setInputFiles(csvFile("broken.csv", "slug_en,title_en,category,selling\nbad-row,Bad,no-such,abc\n"));
  const check = page.getByRole("button", { name: "فحص الملف" });
  await check.focus();
  await page.keyboard.press("Enter");
  const errors = page.getByTestId("import-errors");
  await expect(errors.locator("tbody tr")).toHaveCount(2);
  await expect(errors.locator("thead")).toContainText("السطر");
  await expectNoSeriousAxeViolations(page);
});
