import { expect, test, type APIRequestContext } from "@playwright/test";
import en from "../../src/console/i18n/en.ts";
import ar from "../../src/console/i18n/ar.ts";
import { expectNoSeriousAxeViolations, sellersProductInStock, signIn } from "./console-session.ts";

/**
 * The console's first screen in the built shop: a shopper's cash-on-delivery order shows at once
 * among the seller's orders of today and in the sales chart, a figure opens the table it counts,
 * the admin sees the seller applications waiting, and axe finds nothing serious in English or Arabic.
 */

const COD = 2;

/** A guest buys one unit by cash on delivery, through the shop's own API. */
async function guestOrder(request: APIRequestContext, product: { id: number; inventoryId: number | null }) {
  const user_token = `dash${Date.now().toString(36)}guest`;
  const address = await request.post("/api/v1/user/address/action", {
    data: {
      user_token,
      name: "Dashboard Guest",
      email: "dashboard-guest@example.com",
      phone: "+93 20 555 0199",
      country: "AF",
      state: "BDS",
      city: "Fayzabad",
      zipCode: "1001",
      address: "3 Garden Street",
    },
  });
  expect((await address.json()).status, "address saved").toBe(200);
  const cart = await request.post("/api/v1/cart/action", {
    data: { user_token, product_id: product.id, inventory_id: product.inventoryId, quantity: 1 },
  });
  expect((await cart.json()).status, "added to the cart").toBe(200);
  const placed = await request.post("/api/v1/order/action", {
    data: { user_token, payment_method: COD, idempotency_key: `${user_token}-click` },
  });
  const body = await placed.json();
  expect(body.status, `order placed: ${body.message}`).toBe(200);
}

test("a seller's dashboard counts a new order today and draws it; a figure opens the filtered table; axe in English and Arabic", async ({
  page,
  request,
}) => {
  await signIn(page, "seller@modest.local");
  const before = (await (await page.request.get("/api/v1/console/dashboard")).json()).data;
  await guestOrder(request, await sellersProductInStock(page));

  await page.goto("/console");
  await expect(page.getByRole("heading", { level: 1, name: en["dashboard.title"] })).toBeVisible();
  const store = page.getByRole("region", { name: en["dashboard.yourStore"] });
  await expect(store.getByRole("listitem").filter({ hasText: en["dashboard.ordersToday"] })).toContainText(
    String(before.sales.today.orders + 1),
  );
  const chart = page.getByRole("img", { name: new RegExp(en["chart.title"]) });
  await expect(chart).toBeVisible();
  await expect(chart.locator("rect")).toHaveCount(30);
  // The figures behind the drawing, as screen readers read them: today's row holds the new order.
  const table = page.getByRole("table", { name: en["chart.tableCaption"] });
  await expect(table.getByRole("row")).toHaveCount(31);
  await expect(table.getByRole("row").last().getByRole("cell").first()).toHaveText(
    String(before.sales.today.orders + 1),
  );
  await expectNoSeriousAxeViolations(page, "seller's dashboard in English");

  const lowStock = store.getByRole("link", { name: new RegExp(en["dashboard.lowStock"]) });
  const counted = (await lowStock.locator("span").first().textContent())?.trim();
  await lowStock.click();
  await expect(page).toHaveURL(/\/console\/products\?low_stock=1$/);
  await expect(page.getByRole("checkbox", { name: en["products.filter.lowStock"] })).toBeChecked();
  await expect(page.getByText(en["table.total"].replace("{{count}}", counted ?? "?"))).toBeVisible();

  await page.getByRole("link", { name: en["nav.dashboard"] }).click();
  await page.getByTestId("console-language").selectOption("ar");
  await expect(page.getByTestId("console-app")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("img", { name: new RegExp(ar["chart.title"]) })).toBeVisible();
  await expect(page.getByRole("region", { name: ar["dashboard.yourStore"] })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "seller's dashboard in Arabic");
  await page.getByTestId("console-language").selectOption("en");
});

test("the admin's dashboard shows the seller applications waiting and opens their list", async ({ page }) => {
  await signIn(page, "admin@modest.local");
  const waiting = (await (await page.request.get("/api/v1/console/seller-applications")).json()).data.length;
  expect(waiting, "the demo's application waits").toBeGreaterThan(0);
  await page.goto("/console");
  await expect(page.getByRole("region", { name: en["dashboard.wholeShop"] })).toBeVisible();
  const applications = page.getByRole("link", { name: new RegExp(en["dashboard.applications"]) });
  await expect(applications).toContainText(String(waiting));
  await expect(page.getByRole("img", { name: new RegExp(en["chart.title"]) })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "admin's dashboard in English");
  await applications.click();
  await expect(page.getByRole("heading", { level: 1, name: en["sellers.title"] })).toBeVisible();
  await expect(page.getByRole("button", { name: new RegExp(`^${en["sellers.approve"]} `) })).toHaveCount(
    waiting,
  );
});
