import { expect, test, type APIResponse, type Page } from "@playwright/test";
import en from "../../src/console/i18n/en.ts";
import { expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";
import { codeFromOutbox } from "./outbox.ts";
import { closeBanners } from "./shopper.ts";

/**
 * Issue 19's people and moderation screens: the admin blocks a customer who is signed in elsewhere
 * (their next page finds them signed out, and signing in again is refused), hides a review (it
 * leaves the product page), and the editor fills a missing Turkish category name that the Turkish
 * shop then shows. The editor has no People screen, and its API answers 403.
 */
const stamp = runStamp("console-people");

async function dataOf<T>(answer: APIResponse): Promise<T> {
  const body = await answer.json();
  expect(body.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body.data as T;
}

/** A new verified customer, signed in in `page`'s own browser context. */
async function newCustomer(page: Page, email: string, password: string) {
  await dataOf(
    await page.request.post("/api/v1/user/signup", {
      data: { name: "Blocked Journey", email, password, password_confirmation: password },
    }),
  );
  const code = await codeFromOutbox(email, /verification code/);
  await dataOf(await page.request.post("/api/v1/user/verify", { data: { email, code } }));
  await signIn(page, email, password);
}

test("the admin blocks a customer signed in elsewhere: signed out at once, and refused at sign-in", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `blocked-${stamp}@example.com`;
  const password = "journey12";
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await closeBanners(customer);
  await newCustomer(customer, email, password);
  await customer.goto("/user/profile");
  await expect(customer).toHaveURL(/\/user\/profile$/);

  await closeBanners(page);
  await signIn(page, "admin@modest.local");
  await page.goto("/console/people");
  await expect(page.getByRole("heading", { level: 1, name: en["people.title"] })).toBeVisible();
  await page.getByRole("search").getByLabel(en["people.search"]).fill(email);
  await page.getByRole("search").getByRole("button", { name: en["people.search"] }).click();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expectNoSeriousAxeViolations(page, "people");
  await row.getByRole("button", { name: `${en["people.block"]}: Blocked Journey` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(en["editor.reason"]).fill("Fraudulent chargebacks");
  await dialog.getByRole("button", { name: en["people.block"], exact: true }).click();
  await expect(row.getByRole("cell", { name: en["people.blocked"], exact: true })).toBeVisible();

  await customer.goto("/user/profile");
  await expect(customer).toHaveURL(/\/login\?redirect=/);
  const again = await customer.request.post("/api/v1/user/signin", { data: { email, password } });
  expect(again.status()).toBe(403);
  expect((await again.json()).message).toBe("This account is suspended.");
  await customerContext.close();
});

test("the admin hides a review: it leaves the product page", async ({ page }) => {
  test.setTimeout(60_000);
  await closeBanners(page);
  await signIn(page, "admin@modest.local");
  type Review = { id: number; product_id: number; comment: string | null; reviewer: string };
  const shown = await dataOf<{ data: Review[] }>(
    await page.request.get("/api/v1/console/reviews?hidden=false&per_page=100"),
  );
  const review = shown.data.find((r) => (r.comment ?? "").length > 12) as Review;
  expect(review, "a shown review with a comment").toBeDefined();
  const product = await dataOf<{ slug: string }>(
    await page.request.get(`/api/v1/product/${review.product_id}`),
  );
  const productPage = `/${product.slug}/product/${review.product_id}`;
  try {
    await page.goto(productPage);
    const comment = page.locator("#reviews").getByText(review.comment as string, { exact: true });
    await expect(comment).toBeVisible();

    await page.goto(`/console/reviews?product=${review.product_id}`);
    await expect(page.getByRole("heading", { level: 1, name: en["reviews.title"] })).toBeVisible();
    await page
      .getByRole("button", { name: `Hide the review by ${review.reviewer}` })
      .first()
      .click();
    await expect(page.getByRole("status").filter({ hasText: en["reviews.saved"] })).toBeVisible();

    await page.goto(productPage);
    await expect(page.locator("#reviews").getByText(review.comment as string, { exact: true })).toHaveCount(
      0,
    );
  } finally {
    await page.request.put(`/api/v1/console/reviews/${review.id}/hidden`, { data: { hidden: false } });
  }
});

test("the editor fills a missing Turkish category name, which the Turkish shop shows; no People for editors", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await closeBanners(page);
  await signIn(page, "editor@modest.local");
  const english = `Translation category ${stamp}`;
  const turkish = `Çeviri kategorisi ${stamp}`;
  await dataOf(
    await page.request.post("/api/v1/console/taxonomy/categories", {
      data: { public: true, translations: { en: { title: english, slug: `translation-category-${stamp}` } } },
    }),
  );

  await page.goto("/console/translations?in=tr&kind=category");
  await expect(page.getByRole("heading", { level: 1, name: en["translations.title"] })).toBeVisible();
  const field = page.getByLabel(`Title in Türkçe: ${english}`);
  await field.fill(turkish);
  await page
    .getByRole("row")
    .filter({ has: field })
    .getByRole("button", { name: en["translations.save"] })
    .click();
  await expect(page.getByLabel(`Title in Türkçe: ${english}`)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, "translations");

  const navigation = page.getByRole("navigation", { name: en["app.nav"] });
  await expect(navigation.getByRole("link", { name: en["nav.translations"] })).toBeVisible();
  await expect(navigation.getByRole("link", { name: en["nav.people"] })).toHaveCount(0);
  expect((await page.request.get("/api/v1/console/people")).status()).toBe(403);

  // The Turkish home's menu names the category in Turkish, and so does its tile on the categories page.
  await page.goto("/tr/");
  await expect(page.locator(`a[href="/tr/all/translation-category-${stamp}"]`).first()).toHaveText(turkish);
  const tiles = await (
    await page.request.get("/api/v1/categories?page=1", { headers: { Language: "tr" } })
  ).json();
  await page.goto(`/tr/categories?page=${tiles.data.last_page as number}`);
  await expect(page.getByTestId("tile-grid").getByRole("link", { name: turkish })).toBeVisible();
});
