import { expect, test, type Browser, type Page } from "@playwright/test";
import en from "../../src/console/i18n/en.ts";
import ar from "../../src/console/i18n/ar.ts";
import enShop from "../../locales/en/shop.json" with { type: "json" };
import { expectNoSeriousAxeViolations, sellersProductInStock, signIn } from "./console-session.ts";
import { outboxMails } from "./outbox.ts";
import { checkOutAsGuest, closeBanners } from "./shopper.ts";

/**
 * The order desk in the built shop: a guest buys from the two demo stores with cash on delivery;
 * each seller sees only its own part (the other's is not found); seller A ships with a tracking
 * number, seller B confirms from the list and delivers; seller B's ledger holds the sale less the
 * commission; each store was mailed its part and the shopper's mail tells both; the shopper's order
 * then stands at its least advanced part's step, and its parts at two different steps.
 */

/** The e-mails whose subject names `code`. */
async function mailsAbout(code: string) {
  return (await outboxMails()).filter((mail) => mail.subject.includes(code));
}

async function sellerPage(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** The seller's part of the order, opened from the orders list found by the order's code. */
async function openOwnPart(page: Page, code: string) {
  await page.goto(`/console/orders?q=${code}`);
  const table = page.getByRole("table", { name: en["orders.title"] });
  await expect(table.getByRole("row")).toHaveCount(2);
  const link = table.getByRole("link", { name: new RegExp(`^${code}-\\d`) });
  const partCode = (await link.locator("span").first().textContent())?.trim() ?? "";
  return { table, link, partCode };
}

test("two sellers fulfil their own parts of one cash-on-delivery order; the shopper sees two steps", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const sellerA = await sellerPage(browser, "seller@modest.local");
  const sellerB = await sellerPage(browser, "seller2@modest.local");
  const [productA, productB] = await Promise.all([
    sellersProductInStock(sellerA),
    sellersProductInStock(sellerB),
  ]);

  const shopper = await (await browser.newContext()).newPage();
  const token = `desk${Date.now().toString(36)}guest`.slice(0, 18);
  await closeBanners(shopper);
  await shopper.addInitScript((value) => localStorage.setItem("user_token", value), token);
  for (const product of [productA, productB]) {
    const added = await shopper.request.post("/api/v1/cart/action", {
      data: { user_token: token, product_id: product.id, inventory_id: product.inventoryId, quantity: 1 },
    });
    expect((await added.json()).status, "added to the cart").toBe(200);
  }
  const code = await checkOutAsGuest(shopper, {
    name: "Desk Shopper",
    email: "desk-shopper@example.com",
    phone: "+93 20 555 0142",
    street: "7 Orchard Lane",
  });

  // Seller A: the new part is counted in the navigation; only its own part is listed; it ships it.
  await sellerA.goto("/console");
  await expect(sellerA.getByTestId("orders-badge")).toBeVisible();
  const a = await openOwnPart(sellerA, code);
  await expectNoSeriousAxeViolations(sellerA, "seller's orders list");
  await a.link.click();
  await expect(sellerA.getByRole("heading", { level: 1 })).toContainText(a.partCode);
  await sellerA.getByRole("button", { name: en["orders.action.confirm"] }).click();
  await expect(sellerA.getByTestId("part-status")).toHaveText(en["orders.step.confirmed"]);
  await sellerA.getByRole("button", { name: en["orders.action.pickedUp"] }).click();
  const dialog = sellerA.getByRole("dialog", { name: en["orders.ship.title"] });
  await dialog.getByLabel(en["orders.ship.carrier"]).fill("Afghan Post");
  await dialog.getByLabel(en["orders.ship.number"]).fill(`AP${code}`);
  await dialog.getByRole("button", { name: en["orders.action.pickedUp"] }).click();
  await expect(sellerA.getByTestId("part-status")).toHaveText(en["orders.step.pickedUp"]);
  await expect(sellerA.getByTestId("part-tracking")).toContainText(`AP${code}`);
  await expectNoSeriousAxeViolations(sellerA, "seller's order part");
  const invoice = await sellerA
    .getByRole("link", { name: en["orders.documents.invoicePdf"] })
    .getAttribute("href");
  const pdf = await sellerA.request.get(invoice ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const slip = sellerA.getByRole("link", {
    name: `${en["orders.documents.packingSlip"]} ${en["orders.documents.newTab"]}`,
  });
  expect(await (await sellerA.request.get((await slip.getAttribute("href")) ?? "")).text()).toContain(
    a.partCode,
  );

  // Seller B: seller A's part is not found for it; it confirms from the list and delivers.
  const partA = Number(new URL(sellerA.url()).pathname.split("/").pop());
  expect((await sellerB.request.get(`/api/v1/console/order-parts/${partA}`)).status()).toBe(404);
  const b = await openOwnPart(sellerB, code);
  expect(b.partCode).not.toBe(a.partCode);
  await b.table
    .getByRole("checkbox", { name: en["table.selectRow"].replace("{{name}}", b.partCode) })
    .check();
  await sellerB.getByRole("button", { name: en["orders.bulk.confirm"] }).click();
  await expect(sellerB.getByTestId("orders-notice")).toHaveText(
    en["orders.bulk.done"].replace("{{count}}", "1"),
  );
  await b.link.click();
  await expect(sellerB.getByTestId("part-status")).toHaveText(en["orders.step.confirmed"]);
  await sellerB.getByRole("button", { name: en["orders.action.pickedUp"] }).click();
  const shipB = sellerB.getByRole("dialog", { name: en["orders.ship.title"] });
  await shipB.getByLabel(en["orders.ship.carrier"]).fill("Courier B");
  await shipB.getByLabel(en["orders.ship.number"]).fill(`CB${code}`);
  await shipB.getByRole("button", { name: en["orders.action.pickedUp"] }).click();
  await sellerB.getByRole("button", { name: en["orders.action.onWay"] }).click();
  await expect(sellerB.getByTestId("part-status")).toHaveText(en["orders.step.onWay"]);
  await sellerB.getByRole("button", { name: en["orders.action.delivered"] }).click();
  await expect(sellerB.getByTestId("part-status")).toHaveText(en["orders.step.delivered"]);
  await sellerB.getByTestId("console-language").selectOption("ar");
  await expect(sellerB.getByTestId("console-app")).toHaveAttribute("dir", "rtl");
  await expect(sellerB.getByTestId("part-status")).toHaveText(ar["orders.step.delivered"]);
  await expectNoSeriousAxeViolations(sellerB, "seller's order part in Arabic");
  await sellerB.getByTestId("console-language").selectOption("en");

  // Seller B's money: the delivered, collected part is a sale of its total less the store's 10 %
  // commission on its goods, rounded half up, to the cent.
  const partB = Number(new URL(sellerB.url()).pathname.split("/").pop());
  const detail = (await (await sellerB.request.get(`/api/v1/console/order-parts/${partB}`)).json()).data as {
    total: number;
    lines: { total: number; discount: number }[];
  };
  const commission = detail.lines.reduce(
    (sum, l) => sum + Math.floor(((l.total - l.discount) * 10 + 50) / 100),
    0,
  );
  await sellerB.goto("/console/money");
  await expect(sellerB.getByRole("row").filter({ hasText: b.partCode }).getByRole("cell").last()).toHaveText(
    `$${((detail.total - commission) / 100).toFixed(2)}`,
  );

  // The mails: each store was told of its own part; the shopper's status mail tells both parts.
  await expect
    .poll(async () => {
      const mails = await mailsAbout(code);
      const told = [a.partCode, b.partCode].map((part) => mails.find((m) => m.subject.includes(part))?.file);
      return told.every(Boolean) && told[0] !== told[1];
    })
    .toBe(true);
  await expect
    .poll(async () =>
      (await mailsAbout(code)).some(
        (m) =>
          m.file.includes("desk-shopper@example.com") &&
          [`AP${code}`, `CB${code}`, enShop["shop.status_3"], enShop["shop.status_5"]].every((words) =>
            m.text.includes(words),
          ),
      ),
    )
    .toBe(true);

  // The shopper's tracking page: the order stands at its least advanced part's step; its parts at
  // two steps, each with its carrier's tracking number.
  await shopper.goto(`/track-order?code=${code}`);
  const steps = shopper.getByTestId("status-steps");
  await expect(steps.locator('[aria-current="step"]')).toContainText(enShop["shop.status_3"]);
  for (const [part, step, tracking] of [
    [a, enShop["shop.status_3"], `AP${code}`],
    [b, enShop["shop.status_5"], `CB${code}`],
  ] as const) {
    const card = shopper
      .getByTestId("order-part")
      .filter({ has: shopper.getByTestId("part-code").getByText(part.partCode, { exact: true }) });
    await expect(card.getByTestId("part-steps").locator('[aria-current="step"]')).toContainText(step);
    await expect(card.getByTestId("part-shipment")).toContainText(tracking);
  }
});
