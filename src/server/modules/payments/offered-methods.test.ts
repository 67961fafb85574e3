import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "../../platform/env.ts";
import { paymentMethods } from "../../platform/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "../../../testing/database.ts";
import { paymentsConfig } from "../../platform/payments/config.ts";
import { createGateways, gatewayFor } from "../../platform/payments/registry.ts";
import { isMethodOffered, publicGatewayInfo } from "./offered-methods.ts";

const NAMES = [
  "Razorpay",
  "Cash on delivery",
  "Stripe",
  "PayPal",
  "Flutterwave",
  "Iyzico",
  "Bank transfer",
  "Payfast",
];
const ALL_KEYS = {
  RAZORPAY_KEY_ID: "rzp_test_public",
  RAZORPAY_KEY_SECRET: "rzp-secret-value",
  RAZORPAY_WEBHOOK_SECRET: "rzp-webhook-secret-value",
  STRIPE_SECRET_KEY: "sk_test_secret-value",
  STRIPE_PUBLISHABLE_KEY: "pk_test_public",
  STRIPE_WEBHOOK_SECRET: "whsec_secret-value",
  PAYPAL_CLIENT_ID: "paypal-client-public",
  PAYPAL_CLIENT_SECRET: "paypal-secret-value",
  FLUTTERWAVE_PUBLIC_KEY: "FLWPUBK_TEST-public",
  FLUTTERWAVE_SECRET_KEY: "FLWSECK_TEST-secret-value",
  IYZICO_API_KEY: "sandbox-iyzico-api-secret-value",
  IYZICO_SECRET_KEY: "sandbox-iyzico-secret-value",
  PAYFAST_MERCHANT_ID: "10000100",
  PAYFAST_MERCHANT_KEY: "payfast-merchant-key-secret-value",
  PAYFAST_PASSPHRASE: "payfast-passphrase-secret-value",
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function enable(ids: number[]) {
  await database.db.delete(paymentMethods);
  await database.db
    .insert(paymentMethods)
    .values(NAMES.map((name, i) => ({ id: i + 1, name, enabled: ids.includes(i + 1), sort: i })));
}

describe("payment method registry", () => {
  beforeEach(() => enable([1, 2, 3, 4, 5, 6, 7, 8]));

  it("offers only the offline methods when no gateway keys are configured", async () => {
    const registry = createGateways(paymentsConfig(parseEnv({})));
    expect((await publicGatewayInfo(database.db, registry)).methods.map((m) => m.id)).toEqual([2, 7]);
  });

  it("offers every method switched on whose keys are set, with public keys and never a secret", async () => {
    const registry = createGateways(paymentsConfig(parseEnv(ALL_KEYS)));
    const info = await publicGatewayInfo(database.db, registry);
    expect(info.methods.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(info.methods.find((m) => m.id === 3)).toMatchObject({
      name: "Stripe",
      online: true,
      publicKeys: { publishableKey: "pk_test_public" },
    });
    expect(info.methods.find((m) => m.id === 2)).toMatchObject({ online: false, publicKeys: {} });
    const text = JSON.stringify(info);
    expect(text).not.toMatch(/secret-value/);
  });

  it("a method the shop switched off is not offered even with keys", async () => {
    await enable([2, 3]);
    const registry = createGateways(paymentsConfig(parseEnv(ALL_KEYS)));
    expect((await publicGatewayInfo(database.db, registry)).methods.map((m) => m.id)).toEqual([2, 3]);
    expect(await isMethodOffered(database.db, 1, registry)).toBe(false);
    expect(await isMethodOffered(database.db, 3, registry)).toBe(true);
  });

  it("no method switched on gives an empty list", async () => {
    await enable([]);
    expect(
      (await publicGatewayInfo(database.db, createGateways(paymentsConfig(parseEnv(ALL_KEYS))))).methods,
    ).toEqual([]);
  });

  it("a gateway half configured is not offered", async () => {
    const registry = createGateways(
      paymentsConfig(parseEnv({ STRIPE_SECRET_KEY: "sk_test_x", PAYPAL_CLIENT_ID: "id-only" })),
    );
    expect((await publicGatewayInfo(database.db, registry)).methods.map((m) => m.id)).toEqual([2, 7]);
  });

  it("maps every spec method id to its gateway, with sandbox base URLs by default", () => {
    const config = paymentsConfig(parseEnv({}));
    const registry = createGateways(config);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((id) => gatewayFor(id, registry)?.method)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(gatewayFor(9, registry)).toBeUndefined();
    expect(config.paypal.baseUrl).toBe("https://api-m.sandbox.paypal.com");
    expect(config.payfast).toMatchObject({
      baseUrl: "https://sandbox.payfast.co.za",
      validHosts: ["www.payfast.co.za", "sandbox.payfast.co.za", "w1w.payfast.co.za", "w2w.payfast.co.za"],
    });
  });
});
