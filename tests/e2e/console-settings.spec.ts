import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import ar from "../../src/console/i18n/ar.ts";
import en from "../../src/console/i18n/en.ts";
import { E2E_PORT } from "../../scripts/chromium.ts";
import { startFakeStripe, type FakeStripe } from "../../src/testing/fakes/payments/stripe.ts";
import { PASSWORD, expectNoSeriousAxeViolations, signIn } from "./console-session.ts";
import { payCartWithFakeStripe } from "./stripe-checkout.ts";
import { closeBanners } from "./shopper.ts";

/**
 * Issue 19's Settings screen: the admin enters a Stripe secret key in the console; no API answer the
 * browser receives ever holds it; a shopper then pays with Stripe, whose fake accepts that key only
 * (not the environment's), so the shop used the key from the database. That the database holds it
 * sealed is proven where the database can be read: src/server/modules/settings/settings.test.ts
 * (the embedded database has one opener, the running shop). The editor has no Settings.
 */
const CONSOLE_KEY = `sk_test_console_${randomBytes(10).toString("hex")}`;
let stripe: FakeStripe;
test.beforeAll(async () => {
  stripe = await startFakeStripe({ port: E2E_PORT + 1, secretKey: CONSOLE_KEY });
});
test.afterAll(async ({ playwright }) => {
  await stripe?.close();
  // The environment's key applies again for the other journeys.
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const answer = await request.post("/api/v1/user/signin", {
    data: { email: "admin@modest.local", password: PASSWORD },
  });
  const token = (await answer.json()).data.token as string;
  await request.put("/api/v1/console/settings/payment-methods/3", {
    headers: { Authorization: `Bearer ${token}` },
    data: { enabled: true, remove: ["secret_key"] },
  });
  await request.dispose();
});

/** Every API answer the page receives, as text, to look for the key in afterwards. */
function recordApiAnswers(page: Page): string[] {
  const answers: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().includes("/api/")) return;
    answers.push(`${response.url()} ${await response.text().catch(() => "")}`);
  });
  return answers;
}

test("the admin enters a Stripe secret key: never answered back, and a Stripe payment then uses it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const answers = recordApiAnswers(page);
  await closeBanners(page);
  await signIn(page, "admin@modest.local");
  await page.goto("/console/settings");
  await expect(page.getByRole("heading", { level: 1, name: en["settings.title"] })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "settings in English");

  const form = page.getByRole("form", { name: "Stripe" });
  const secret = form.getByLabel(en["settings.key.secret_key"], { exact: true });
  await expect(secret).toHaveValue("");
  await expect(secret).toHaveAttribute("type", "password");
  // By keyboard: the key typed, Enter saves the form.
  await secret.focus();
  await page.keyboard.type(CONSOLE_KEY);
  await page.keyboard.press("Enter");
  await expect(form.getByRole("status")).toHaveText(en["settings.saved"]);
  await expect(secret).toHaveValue("");
  await expect(
    form.getByText(en["settings.keySet"].replace("{{mask}}", `••••${CONSOLE_KEY.slice(-4)}`)),
  ).toBeVisible();

  // Test the connection: the fake answers GET /v1/balance for this key only.
  const testButton = form.getByRole("button", {
    name: en["settings.testConnection"].replace("{{name}}", "Stripe"),
  });
  await testButton.focus();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("status")).toHaveText("The gateway accepted the keys.");

  // After a reload the page still shows only the mask.
  await page.reload();
  await expect(
    page.getByRole("form", { name: "Stripe" }).getByLabel(en["settings.key.secret_key"], { exact: true }),
  ).toHaveValue("");

  // Right to left in Arabic, and still clean for axe.
  await page.goto("/ar/console/settings");
  await expect(page.getByRole("heading", { level: 1, name: ar["settings.title"] })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoSeriousAxeViolations(page, "settings in Arabic");

  // A shopper pays with Stripe: the shop calls the fake with the console's key (it refuses any other).
  await signIn(page, "customer@modest.local");
  const cart = (await (await page.request.get("/api/v1/cart/by-user")).json()).data as {
    items: { id: number }[];
  };
  for (const line of cart.items) await page.request.delete(`/api/v1/cart/delete/${line.id}`);
  const listing = (await (await page.request.get("/api/v1/products?page=1")).json()).data.result.data as {
    id: number;
    in_stock: boolean;
  }[];
  let added = false;
  for (const card of listing.filter((c) => c.in_stock)) {
    const detail = (await (await page.request.get(`/api/v1/product/${card.id}`)).json()).data as {
      inventories: { id: number; quantity: number }[];
    };
    const inventory = detail.inventories.find((i) => i.quantity > 0);
    if (detail.inventories.length > 0 && !inventory) continue;
    const answer = await page.request.post("/api/v1/cart/action", {
      data: { product_id: card.id, inventory_id: inventory?.id ?? null, quantity: 1 },
    });
    if ((await answer.json()).status === 200) {
      added = true;
      break;
    }
  }
  expect(added, "a product in the cart").toBe(true);
  await payCartWithFakeStripe(page, stripe);

  expect(answers.length).toBeGreaterThan(5);
  expect(answers.filter((answer) => answer.includes(CONSOLE_KEY))).toEqual([]);
});

test("the editor sees no Settings: not in the navigation, no access on the screen, 403 from the API", async ({
  page,
}) => {
  await signIn(page, "editor@modest.local");
  await page.goto("/console");
  await expect(page.getByRole("link", { name: en["nav.dashboard"] })).toBeVisible();
  await expect(page.getByRole("link", { name: en["nav.settings"], exact: true })).toHaveCount(0);
  await page.goto("/console/settings");
  await expect(page.getByRole("heading", { level: 1, name: en["noAccess.title"] })).toBeVisible();
  await expect(page.getByText(en["settings.noAccess"])).toBeVisible();
  await expect(page.getByRole("form", { name: "Stripe" })).toHaveCount(0);
  const answer = await page.request.get("/api/v1/console/settings");
  expect(answer.status()).toBe(403);
  const write = await page.request.put("/api/v1/console/settings/payment-methods/3", {
    data: { enabled: false, keys: { secret_key: "sk_test_editor" } },
  });
  expect(write.status()).toBe(403);
});
