/**
 * What a payment may take from the request, and what it must not: the addresses gateways send the
 * shopper back to come from SITE_URL, never from the Host header; Payfast's notification is judged
 * by the one client address the shop trusts (the socket's, or behind a trusted proxy the entry
 * that proxy added), never by an X-Forwarded-For the client wrote.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { rawRequest } from "../../../testing/raw-http.ts";
import { startApiServer, type ApiTestServer } from "../../../testing/server.ts";
import { startFakePayfast, type FakePayfast } from "../../../testing/fakes/payments/payfast.ts";
import {
  ADDRESS,
  createLocationRule,
  createPlaces,
  createProduct,
  createStore,
  guestCtx,
} from "../../../testing/shop-fixtures.ts";
import { configureMail } from "../../platform/mail/mailer.ts";
import { orders, paymentMethods, settings } from "../../platform/db/schema/index.ts";
import { siteOrigin } from "../../platform/env.ts";
import { paymentsConfig } from "../../platform/payments/config.ts";
import { createGateways } from "../../platform/payments/registry.ts";
import type { PaymentStart } from "../../platform/payments/gateway.ts";
import { saveAddress } from "../addresses/address.service.ts";
import { putInCart } from "../cart/cart.service.ts";

const PAYFAST = 8;
/** Where Payfast's notifications come from, in this test. */
const PAYFAST_ADDRESS = "203.0.113.9";

let database: TestDatabase;
let payfast: FakePayfast;
let direct: ApiTestServer;
let behindProxy: ApiTestServer;

beforeAll(async () => {
  configureMail({ outboxDir: mkdtempSync(join(tmpdir(), "payment-trust-outbox-")) });
  database = await createTestDatabase();
  const db = database.db;
  await createPlaces(db);
  await db.insert(paymentMethods).values({ id: PAYFAST, name: "Payfast", enabled: true });
  await db
    .insert(settings)
    .values({ id: 1, currency: "ZAR" })
    .onConflictDoUpdate({
      target: settings.id,
      set: { currency: "ZAR" },
    });
  payfast = await startFakePayfast();
  const gateways = createGateways({
    ...paymentsConfig(),
    payfast: { ...payfast, baseUrl: payfast.baseUrl, validHosts: [PAYFAST_ADDRESS] },
  });
  direct = await startApiServer({ db, gateways, trustProxy: false });
  behindProxy = await startApiServer({ db, gateways, trustProxy: true });
});
afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
  await payfast?.close();
  await database?.close();
});

/** A guest's Payfast order placed through `server` with the Host header `host`; its signed form posted. */
async function placePayfastOrder(server: ApiTestServer, host: string) {
  const db = database.db;
  const store = await createStore(db);
  await createLocationRule(db, store.id, [{ country: "AF", price: 100 }]);
  const product = await createProduct(db, store.id, { stock: 5, selling: 2500 });
  const ctx = guestCtx(db);
  await saveAddress(ctx, ADDRESS);
  await putInCart(ctx, { productId: product.id, quantity: 1 });
  const answer = await rawRequest(server.origin, "/api/v1/order/action", {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({ user_token: ctx.guestToken, payment_method: PAYFAST }),
  });
  expect(answer.status, answer.body).toBe(200);
  const data = (JSON.parse(answer.body) as { data: { order_id: number; payment: PaymentStart } }).data;
  if (data.payment.kind !== "form") throw new Error("Payfast starts with a form");
  await fetch(data.payment.action, { method: "POST", body: new URLSearchParams(data.payment.fields) });
  const [row] = await db.select().from(orders).where(eq(orders.id, data.order_id));
  return { orderId: data.order_id, reference: row?.paymentReference as string, fields: data.payment.fields };
}

async function notify(server: ApiTestServer, reference: string, forwardedFor: string) {
  const itn = payfast.itn(reference, "COMPLETE");
  await server.fetch(`/api/v1/payment/notify/${PAYFAST}`, {
    method: "POST",
    headers: { ...itn.headers, "x-forwarded-for": forwardedFor },
    body: itn.rawBody,
  });
}

async function isPaid(orderId: number): Promise<boolean> {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  return row?.paymentStatus === 1;
}

describe("payment addresses", () => {
  it("a forged Host header never changes where the gateway sends the shopper back", async () => {
    const { fields } = await placePayfastOrder(direct, "evil.example:8443");
    for (const name of ["return_url", "cancel_url", "notify_url"]) {
      expect(fields[name], name).toMatch(new RegExp(`^${siteOrigin()}/`));
      expect(fields[name], name).not.toContain("evil.example");
    }
  });
});

describe("Payfast's notification and the client address", () => {
  it("is not taken from an X-Forwarded-For the client wrote when no proxy is trusted", async () => {
    const order = await placePayfastOrder(direct, "shop.test");
    await notify(direct, order.reference, PAYFAST_ADDRESS);
    expect(await isPaid(order.orderId)).toBe(false);
  });

  it("behind a trusted proxy, is the entry the proxy added, not one the client put before it", async () => {
    const spoofed = await placePayfastOrder(behindProxy, "shop.test");
    await notify(behindProxy, spoofed.reference, `${PAYFAST_ADDRESS}, 198.51.100.7`);
    expect(await isPaid(spoofed.orderId)).toBe(false);

    const genuine = await placePayfastOrder(behindProxy, "shop.test");
    await notify(behindProxy, genuine.reference, `198.51.100.7, ${PAYFAST_ADDRESS}`);
    expect(await isPaid(genuine.orderId)).toBe(true);
  });
});
