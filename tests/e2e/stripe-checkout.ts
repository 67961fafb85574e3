import { expect, type Page } from "@playwright/test";
import { E2E_PORT } from "../../scripts/chromium.ts";
import type { FakeStripe } from "../../src/testing/fakes/payments/stripe.ts";
import { hydrated } from "./hydrated.ts";

/**
 * The signed-in customer checks out what the cart holds to the saved address and pays with Stripe:
 * the fake's hosted page is reached, the session is paid, and the shop's return page confirms it.
 * Answers the order's id and the Stripe session's once the order is paid.
 */
export async function payCartWithFakeStripe(
  page: Page,
  stripe: FakeStripe,
): Promise<{ orderId: number; sessionId: string }> {
  await page.goto("/cart");
  await hydrated(page);
  await page.getByTestId("cart-proceed").click();
  await expect(page).toHaveURL(/\/shipping$/);
  await hydrated(page);
  // The demo customer's saved address is chosen.
  await page.getByTestId("shipping-proceed").click();
  await hydrated(page);
  await page.getByTestId("payment-method-3").check();
  await page.getByTestId("place-order").click();
  await page.waitForURL(new RegExp(`127\\.0\\.0\\.1:${E2E_PORT + 1}/c/pay/`));
  const sessionId = page.url().split("/c/pay/")[1]!;
  const session = stripe.sessions.get(sessionId)!;
  stripe.complete(sessionId, "paid");
  const orderId = Number(/\/payment\/return\/3\/(\d+)/.exec(session.success_url)![1]);
  await page.goto(
    session.success_url.replace("{CHECKOUT_SESSION_ID}", sessionId).replace(/^https?:\/\/[^/]+/, ""),
  );
  // Back in the shop: the order's confirmation page with its parts once the payment is confirmed.
  await expect(page).toHaveURL(/\/order\/[A-Z0-9]+\/thanks$/);
  await expect(page.getByTestId("order-placed")).toBeVisible();
  await expect(page.getByTestId("placed-part").first()).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await page.request.post("/api/v1/order/by-user", { data: { order_id: orderId } })).json())
          .data.payment_status,
    )
    .toBe(1);
  return { orderId, sessionId };
}
