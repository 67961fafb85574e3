import { expect, test, type Page } from "@playwright/test";
import en from "../../locales/en/account.json" with { type: "json" };
import { hydrated } from "./hydrated.ts";
import { codeFromOutbox } from "./outbox.ts";
import { SHELL } from "./messages.ts";
import { closeBanners } from "./shopper.ts";

/** An in-stock product (its first in-stock variant when it has variants), put into the guest's cart. */
async function addToGuestCart(page: Page, userToken: string): Promise<void> {
  const listing = await (await page.request.get("/api/v1/products?page=1")).json();
  const products = listing.data.result.data as { id: number; in_stock: boolean }[];
  const product = products.find((p) => p.in_stock);
  expect(product, "a product in stock").toBeTruthy();
  const detail = (await (await page.request.get(`/api/v1/product/${product!.id}`)).json()).data as {
    inventories: { id: number; quantity: number }[];
  };
  const variant = detail.inventories.find((inventory) => inventory.quantity > 0);
  const added = await page.request.post("/api/v1/cart/action", {
    data: { user_token: userToken, product_id: product!.id, inventory_id: variant?.id ?? null, quantity: 1 },
  });
  expect((await added.json()).status).toBe(200);
}

test("register, read the code from the outbox, verify, sign in with a guest cart, edit the profile, sign out", async ({
  page,
}) => {
  await closeBanners(page);
  const email = `journey-${Date.now()}@example.com`;
  const password = "journey12";

  await page.goto("/register");
  await page.getByLabel(en["account.name"]).fill("Journey Tester");
  await page.getByLabel(en["account.email"]).fill(email);
  await page.getByLabel(en["account.password"], { exact: true }).fill(password);
  await page.getByLabel(en["account.passwordConfirm"]).fill(password);
  await page.getByRole("button", { name: en["account.submitRegister"] }).click();
  await expect(page).toHaveURL(/\/verify\?email=/);

  const code = await codeFromOutbox(email, /verification code/);
  await page.getByLabel(en["account.code"]).fill(code);
  await page.getByRole("button", { name: en["account.submitVerify"] }).click();
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await expect(page.getByRole("status").filter({ hasText: en["account.verified"] })).toBeVisible();

  // The verify screen reached again for the verified account sends this browser to sign in.
  await page.goto(`/verify?email=${encodeURIComponent(email)}`);
  await page.getByLabel(en["account.code"]).fill(code);
  await page.getByRole("button", { name: en["account.submitVerify"] }).click();
  await expect(page).toHaveURL(/\/login\?verified=already/);
  await expect(page.getByRole("status").filter({ hasText: en["account.already_verified"] })).toBeVisible();

  // A guest cart made before signing in is still there afterwards.
  const userToken = await page.evaluate(() => {
    const token = localStorage.getItem("user_token") ?? "journey" + Math.random().toString(36).slice(2, 13);
    localStorage.setItem("user_token", token);
    return token;
  });
  await addToGuestCart(page, userToken);

  await page.getByLabel(en["account.email"]).fill(email);
  await page.getByLabel(en["account.password"]).fill(password);
  await page.getByRole("button", { name: en["account.submitLogin"] }).click();
  await expect(page).toHaveURL(/\/$/);
  const profile = await (await page.request.get("/api/v1/user/profile")).json();
  expect(profile.data).toMatchObject({ is_logged_in: true, user: { email } });
  expect(profile.data.cart_count).toBeGreaterThanOrEqual(1);

  // A signed-in user is sent home from the guest-only pages.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/user/profile");
  await page.getByLabel(en["account.name"]).fill("Journey Renamed");
  await page.getByLabel(en["account.phone"]).fill("+90 212 555 0101");
  await page.getByRole("button", { name: en["account.submitProfile"] }).click();
  await expect(page.getByTestId("toast").getByText(en["account.profile_saved"])).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(en["account.name"])).toHaveValue("Journey Renamed");

  // The account menu is an island: open it once it has started.
  const logout = page.getByRole("button", { name: SHELL.en["header.logout"] });
  await expect(async () => {
    await page.getByTestId("account-menu-button").click();
    await expect(logout).toBeVisible({ timeout: 1000 });
  }).toPass();
  await logout.click();
  await expect(page).toHaveURL(/\/$/);
  expect((await (await page.request.get("/api/v1/user/profile")).json()).status).toBe(403);
  await page.goto("/user/profile");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fprofile$/);
});

test("signed up in one browser, verified from another after signing in: the sign-in page leads to the code", async ({
  browser,
}) => {
  const email = `came-back-${Date.now()}@example.com`;
  const password = "returner12";
  const first = await browser.newContext();
  const signUpPage = await first.newPage();
  await closeBanners(signUpPage);
  await signUpPage.goto("/register");
  await signUpPage.getByLabel(en["account.name"]).fill("Returner");
  await signUpPage.getByLabel(en["account.email"]).fill(email);
  await signUpPage.getByLabel(en["account.password"], { exact: true }).fill(password);
  await signUpPage.getByLabel(en["account.passwordConfirm"]).fill(password);
  await signUpPage.getByRole("button", { name: en["account.submitRegister"] }).click();
  await expect(signUpPage).toHaveURL(/\/verify\?email=/);
  const code = await codeFromOutbox(email, /verification code/);
  await first.close();

  // Another browser: no sign-up cookie. Signing in with the right password leads to the code form.
  const second = await browser.newContext();
  const page = await second.newPage();
  await closeBanners(page);
  await page.goto("/login");
  await page.getByLabel(en["account.email"]).fill(email);
  await page.getByLabel(en["account.password"]).fill(password);
  await page.getByRole("button", { name: en["account.submitLogin"] }).click();
  await expect(page).toHaveURL(/\/verify\?email=.*&unverified=1/);
  await expect(page.getByText(en["account.unverified"])).toBeVisible();
  // This browser now holds the sign-up's claim: asking for a new code at once meets the cooldown
  // (once the form has hydrated: a click on the server's HTML alone does nothing).
  await hydrated(page);
  await page.getByRole("button", { name: en["account.resend"] }).click();
  await expect(page.getByText(/^Please wait \d+ seconds before asking for a new code\.$/)).toBeVisible();

  await page.getByLabel(en["account.code"]).fill(code);
  await page.getByRole("button", { name: en["account.submitVerify"] }).click();
  await expect(page).toHaveURL(/\/login\?verified=1/);
  await page.getByLabel(en["account.email"]).fill(email);
  await page.getByLabel(en["account.password"]).fill(password);
  await page.getByRole("button", { name: en["account.submitLogin"] }).click();
  await expect(page).toHaveURL(/\/$/);
  await second.close();
});
