import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethods } from "../../platform/db/schema/index.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { startTestSmtp, type TestSmtp } from "../../../testing/test-smtp.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";
import { ORDER_MAIL_PER_ORDER } from "../accounts/rate-limit.ts";
import { placeOrder } from "./place-order.ts";

let database: TestDatabase;
let server: ApiTestServer;
let smtp: TestSmtp;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  configureMail({ smtpUrl: smtp.url });
  await createPlaces(database.db);
  await database.db.insert(paymentMethods).values({ id: 2, name: "Cash on delivery", enabled: true });
  server = await startApiServer({ db: database.db });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await database?.close();
});

/** A guest's cash-on-delivery order, its confirmation mail already read. */
async function guestOrder() {
  const store = await createStore(database.db);
  await createLocationRule(database.db, store.id, [{ country: "AF", price: 300 }]);
  const product = await createProduct(database.db, store.id, { stock: 5 });
  const ctx = guestCtx(database.db);
  await saveAddress(ctx, ADDRESS);
  await putInCart(ctx, { productId: product.id, quantity: 1 });
  const order = await placeOrder(ctx, { paymentMethod: 2 });
  await smtp.next(ADDRESS.email);
  return { id: order.id, token: ctx.guestToken as string };
}

const sendAgain = (order: { id: number; token: string }, lang = "en") =>
  server.fetch(`/api/v1/order/send-order-email/${order.id}`, {
    method: "POST",
    headers: { "content-type": "application/json", Language: lang },
    body: JSON.stringify({ user_token: order.token }),
  });

describe("sending the order e-mail again", () => {
  it("is a POST: a link or a picture on another page (GET) sends nothing", async () => {
    const order = await guestOrder();
    const viaLink = await server.fetch(
      `/api/v1/order/send-order-email/${order.id}?user_token=${order.token}`,
    );
    expect(viaLink.status).toBeGreaterThanOrEqual(400);
    await expect(smtp.next(ADDRESS.email, 500)).rejects.toThrow();

    const asked = await sendAgain(order);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ status: 200, data: { sent: true } });
    expect((await smtp.next(ADDRESS.email)).subject).toContain("order");
  });

  it(`goes out ${ORDER_MAIL_PER_ORDER} times an hour per order, then the owner hears a translated 429`, async () => {
    const order = await guestOrder();
    for (let i = 0; i < ORDER_MAIL_PER_ORDER; i++) {
      expect((await sendAgain(order)).status).toBe(200);
      await smtp.next(ADDRESS.email);
    }
    const refused = await sendAgain(order, "ar");
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/^طلبات بريد إلكتروني كثيرة/);
    await expect(smtp.next(ADDRESS.email, 500)).rejects.toThrow();
    // Another order of the same shopper is not held back.
    expect((await sendAgain(await guestOrder())).status).toBe(200);
  });
});
