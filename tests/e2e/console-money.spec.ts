import { expect, test, type APIRequestContext } from "@playwright/test";
import { PASSWORD, expectNoSeriousAxeViolations, runStamp, signIn } from "./console-session.ts";

/** A bearer token for a demo person, for the API calls that set the scene. */
async function tokenOf(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const answer = await request.post("/api/v1/user/signin", { data: { email, password: PASSWORD } });
  return { Authorization: `Bearer ${(await answer.json()).data.token as string}` };
}

/** An in-stock product of the store (its first in-stock variant, if it has variants). */
async function productOf(request: APIRequestContext, storeId: number) {
  for (let page = 1; page <= 10; page += 1) {
    const listing = await (await request.get(`/api/v1/products?page=${page}`)).json();
    const cards = listing.data.result.data as { id: number; in_stock: boolean }[];
    for (const card of cards.filter((c) => c.in_stock)) {
      const detail = (await (await request.get(`/api/v1/product/${card.id}`)).json()).data as {
        id: number;
        store: { id: number };
        inventories: { id: number; quantity: number }[];
      };
      if (detail.store.id !== storeId) continue;
      return { id: detail.id, inventoryId: detail.inventories.find((i) => i.quantity > 0)?.id ?? null };
    }
    if (cards.length === 0) break;
  }
  throw new Error(`no product in stock of store ${storeId}`);
}

test("the demo seller sees a delivered cash-on-delivery sale, asks for a payout, and the admin records it", async ({
  page,
  request,
}) => {
  const stamp = runStamp("console-money");
  const seller = await tokenOf(request, "seller@modest.local");
  const admin = await tokenOf(request, "admin@modest.local");
  const customer = await tokenOf(request, "customer@modest.local");
  const store = (await (await request.get("/api/v1/console/me", { headers: seller })).json()).data.store as {
    id: number;
    name: string;
  };
  const summaryOf = async () =>
    (await (await request.get(`/api/v1/console/money/stores/${store.id}`, { headers: seller })).json())
      .data as {
      balance: number;
      open_request: { amount: number } | null;
    };
  // A request left open by an earlier run is paid first, so the seller may ask again.
  const earlier = await summaryOf();
  if (earlier.open_request)
    await request.post(`/api/v1/console/money/stores/${store.id}/payouts`, {
      headers: admin,
      data: { amount: earlier.open_request.amount, reference: `EARLIER-${stamp}` },
    });

  // A shopper orders the store's product, cash on delivery; the part is delivered (and so paid).
  const product = await productOf(request, store.id);
  const added = await request.post("/api/v1/cart/action", {
    headers: customer,
    data: { product_id: product.id, inventory_id: product.inventoryId, quantity: 1 },
  });
  expect((await added.json()).status).toBe(200);
  const placed = await request.post("/api/v1/order/action", {
    headers: customer,
    data: { payment_method: 2 },
  });
  const order = (await placed.json()).data as { tracking_code: string };
  expect(order.tracking_code).toBeTruthy();
  for (const status of [2, 3, 4, 5]) {
    const moved = await request.post("/api/v1/order/change-status", {
      headers: admin,
      data: { tracking_code: order.tracking_code, status },
    });
    expect((await moved.json()).status).toBe(200);
  }
  const before = await summaryOf();
  expect(before.balance).toBeGreaterThan(100);

  await signIn(page, "seller@modest.local");
  await page.goto("/console/money");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(store.name);
  await expect(page.getByTestId("money-balance")).not.toBeEmpty();
  const entries = page.getByRole("table", { name: "Entries" });
  await expect(entries).toContainText(`${order.tracking_code}-`);
  await expect(entries).toContainText("Sale");
  await expectNoSeriousAxeViolations(page, "seller's money");
  await page.getByLabel("Amount").fill("1.00");
  await page.getByRole("button", { name: "Ask for a payout" }).click();
  await expect(page.getByText("Payout asked:")).toBeVisible();

  await signIn(page, "admin@modest.local");
  await page.goto("/console/money");
  await page.getByRole("link", { name: `Open the ledger of ${store.name}` }).click();
  await expect(page.getByLabel("Amount")).toHaveValue("1.00");
  await page.getByLabel("Reference of the transfer").fill(`BANK-${stamp}`);
  await page.getByRole("button", { name: "Record payout" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The payout was recorded." })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "admin's store money");

  const after = await summaryOf();
  expect(after).toMatchObject({ balance: before.balance - 100, open_request: null });
  await signIn(page, "seller@modest.local");
  await page.goto("/console/money");
  await expect(page.getByRole("table", { name: "Entries" })).toContainText(`BANK-${stamp}`);
  await expect(page.getByRole("table", { name: "Entries" })).toContainText("Payout");
});
