import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleCaller } from "../../../testing/console-calls.ts";
import { createConsoleWorld } from "../../../testing/console-world.ts";
import { startFakeFlutterwave } from "../../../testing/fakes/payments/flutterwave.ts";
import { startFakePayPal } from "../../../testing/fakes/payments/paypal.ts";
import { startFakeRazorpay } from "../../../testing/fakes/payments/razorpay.ts";
import { startFakeStripe, type FakeStripe } from "../../../testing/fakes/payments/stripe.ts";
import { useTestWorld } from "../../../testing/world.ts";
import {
  auditLog,
  languages,
  paymentMethodKeys,
  paymentMethods,
  settings,
  siteSettings,
} from "../../platform/db/schema/index.ts";
import { configureMail, sendMail } from "../../platform/mail/mailer.ts";
import { paymentsConfig } from "../../platform/payments/config.ts";
import { checkConnection } from "../../platform/payments/connection-check.ts";
import { gateways } from "../../platform/payments/registry.ts";
import { readStoredGatewayKeys } from "../../platform/payments/stored-keys.ts";
import { openSecret } from "../../platform/secrets/secret-box.ts";
import { settingsKey } from "../../platform/secrets/settings-key.ts";
import { parseEnv } from "../../platform/env.ts";

const world = useTestWorld({
  fill: async (db) => {
    const fx = await createConsoleWorld(db);
    await db
      .insert(languages)
      .values([
        { code: "en", name: "English", isDefault: true, predefined: true, sort: 1 },
        { code: "fr", name: "Français", predefined: true, sort: 2 },
        { code: "ar", name: "العربية", direction: "rtl", predefined: true, sort: 3 },
      ])
      .onConflictDoNothing();
    await db
      .insert(paymentMethods)
      .values([
        { id: 2, name: "Cash on delivery", enabled: true },
        { id: 3, name: "Stripe", enabled: false },
      ])
      .onConflictDoNothing();
    return fx;
  },
  api: true,
});
const as = consoleCaller(world);

const SECRET = `sk_test_${randomBytes(12).toString("hex")}`;
const last4 = SECRET.slice(-4);

const shopForm = {
  site_name: "Modest Test Shop",
  email: "shop@example.com",
  phone: "+33123456789",
  address: "1 rue de la Paix, Paris",
  currency: "EUR",
  currency_icon: "€",
  currency_position: 2,
  decimal_format: "fr-FR",
  vendor_registration: false,
  product_approval: true,
  return_days: 30,
  mail_from: "Modest Test <hello@example.com>",
};

interface StripeRow {
  enabled: boolean;
  keys: { name: string; set: boolean; value: string | null; mask: string | null }[];
}
const stripeRow = (body: { data: { payments: { id: number }[] } }): StripeRow =>
  body.data.payments.find((p) => p.id === 3) as unknown as StripeRow;

describe("console settings", () => {
  it("an admin saves the shop's settings: stored, audited with before and after, shown on the next read", async () => {
    const saved = await as("admin", "PUT", "/console/settings/shop", shopForm);
    expect(saved.http).toBe(200);
    expect(saved.body.data.shop).toMatchObject({ ...shopForm });
    const [row] = await world.db.select().from(settings).where(eq(settings.id, 1));
    expect(row).toMatchObject({
      currency: "EUR",
      currencyPosition: 2,
      returnDays: 30,
      productApproval: true,
    });
    const [site] = await world.db.select().from(siteSettings);
    expect(site?.siteName).toBe("Modest Test Shop");
    const entries = await world.db.select().from(auditLog).where(eq(auditLog.entity, "settings"));
    expect(entries.at(-1)?.changes).toMatchObject({ currency: ["USD", "EUR"], return_days: [14, 30] });

    // The shop's mail goes out from the sender chosen here at once.
    const outbox = mkdtempSync(join(tmpdir(), "settings-outbox-"));
    configureMail({ outboxDir: outbox });
    await sendMail({ to: "someone@example.test", subject: "Hello", text: "Hello", html: "<p>Hello</p>" });
    const [file] = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
    expect(readFileSync(join(outbox, file!), "utf8")).toMatch(/^From: Modest Test <hello@example\.com>$/m);
  });

  it("bad input is refused with translated field names and changes nothing", async () => {
    const before = await world.db.select().from(settings);
    const bad = await as(
      "admin",
      "PUT",
      "/console/settings/shop",
      { ...shopForm, currency: "euro", return_days: 999, email: "not-mail" },
      "fr",
    );
    expect(bad.http).toBe(422);
    const text = JSON.stringify(bad.body);
    expect(text).toContain("Jours de retour");
    expect(text).toContain("Devise");
    expect(await world.db.select().from(settings)).toEqual(before);
  });

  it("English, the default language, cannot be switched off; the others can", async () => {
    const refused = await as("admin", "PUT", "/console/settings/languages", { languages: ["fr"] }, "ar");
    expect(refused.http).toBe(422);
    expect(JSON.stringify(refused.body)).toContain("لا يمكن إيقاف اللغة الافتراضية");
    const saved = await as("admin", "PUT", "/console/settings/languages", { languages: ["en", "ar"] });
    expect(saved.http).toBe(200);
    const rows = await world.db.select().from(languages);
    expect(Object.fromEntries(rows.map((r) => [r.code, r.status]))).toMatchObject({ en: 1, fr: 2, ar: 1 });
  });

  it("a secret key is write-only: stored sealed, answered as a mask, audited as 'set', kept when empty, removed on request", async () => {
    const saved = await as("admin", "PUT", "/console/settings/payment-methods/3", {
      enabled: true,
      keys: { secret_key: SECRET, publishable_key: "pk_test_visible" },
    });
    expect(saved.http).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(SECRET);
    const keys = stripeRow(saved.body).keys;
    expect(keys.find((k) => k.name === "secret_key")).toMatchObject({
      set: true,
      value: null,
      mask: `••••${last4}`,
    });
    expect(keys.find((k) => k.name === "publishable_key")).toMatchObject({
      set: true,
      value: "pk_test_visible",
    });

    const rows = await world.db.select().from(paymentMethodKeys).where(eq(paymentMethodKeys.methodId, 3));
    const sealed = rows.find((r) => r.name === "secretKey")?.sealed ?? "";
    expect(sealed).not.toContain(SECRET);
    expect(openSecret(sealed, settingsKey())).toBe(SECRET);

    const read = await as("admin", "GET", "/console/settings");
    expect(JSON.stringify(read.body)).not.toContain(SECRET);

    const audit = await world.db.select().from(auditLog).where(eq(auditLog.entity, "payment_method"));
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(audit.at(-1)?.changes).toMatchObject({ enabled: [false, true], secret_key: [null, "set"] });

    // The gateways of this process now take the stored keys.
    expect(gateways()[3].configured).toBe(true);

    const kept = await as("admin", "PUT", "/console/settings/payment-methods/3", {
      enabled: true,
      keys: { secret_key: "" },
    });
    expect(stripeRow(kept.body).keys.find((k) => k.name === "secret_key")?.mask).toBe(`••••${last4}`);

    const changed = await as("admin", "PUT", "/console/settings/payment-methods/3", {
      enabled: true,
      keys: { secret_key: `${SECRET}x` },
    });
    expect(changed.http).toBe(200);
    const lastAudit = (
      await world.db.select().from(auditLog).where(eq(auditLog.entity, "payment_method"))
    ).at(-1);
    expect(lastAudit?.changes).toMatchObject({ secret_key: [null, "changed"] });

    const removed = await as("admin", "PUT", "/console/settings/payment-methods/3", {
      enabled: true,
      remove: ["secret_key"],
    });
    expect(stripeRow(removed.body).keys.find((k) => k.name === "secret_key")).toMatchObject({ set: false });
    expect(gateways()[3].configured).toBe(false);
  });

  it("a key of another gateway or an unknown field is refused and nothing is stored", async () => {
    const wrong = await as("admin", "PUT", "/console/settings/payment-methods/3", {
      enabled: true,
      keys: { client_secret: "nope" },
    });
    expect(wrong.http).toBe(422);
    const cash = await as("admin", "PUT", "/console/settings/payment-methods/2", {
      enabled: true,
      keys: { secret_key: "nope" },
    });
    expect(cash.http).toBe(422);
    const rows = await world.db.select().from(paymentMethodKeys);
    expect(rows.some((r) => r.name === "clientSecret" || r.methodId === 2)).toBe(false);
  });

  it("an editor gets no settings: 403, and nothing changes", async () => {
    expect((await as("editor", "GET", "/console/settings")).http).toBe(403);
    const write = await as("editor", "PUT", "/console/settings/payment-methods/3", {
      enabled: false,
      keys: { secret_key: "sk_test_editor" },
    });
    expect(write.http).toBe(403);
    const rows = await world.db.select().from(paymentMethodKeys);
    expect(rows.some((r) => r.name === "secretKey")).toBe(false);
  });

  it("a stored key that will not open (another SETTINGS_KEY) makes its gateway not configured, the environment's key notwithstanding", async () => {
    await as("admin", "PUT", "/console/settings/payment-methods/3", {
      enabled: true,
      keys: { secret_key: SECRET },
    });
    const stored = await readStoredGatewayKeys(world.db, randomBytes(32));
    expect(stored.unreadable).toEqual(["stripe"]);
    const env = parseEnv({ STRIPE_SECRET_KEY: "sk_env", STRIPE_PUBLISHABLE_KEY: "pk_env" });
    expect(paymentsConfig(env, stored).stripe.secretKey).toBeUndefined();
    expect(paymentsConfig(env, { keys: {}, unreadable: [] }).stripe.secretKey).toBe("sk_env");
    expect(
      paymentsConfig(env, { keys: { stripe: { secretKey: "sk_db" } }, unreadable: [] }).stripe,
    ).toMatchObject({
      secretKey: "sk_db",
      publishableKey: "pk_env",
    });
  });
});

describe("test connection", () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe.close();
  });

  it("Stripe answers GET /v1/balance with the right key, and refuses a wrong one in its own words", async () => {
    const config = (secretKey: string) => ({
      ...paymentsConfig(parseEnv({})),
      stripe: { secretKey, baseUrl: stripe.baseUrl },
    });
    expect(await checkConnection(3, config(stripe.secretKey))).toEqual({ outcome: "ok" });
    expect(await checkConnection(3, config("sk_test_wrong"))).toMatchObject({
      outcome: "refused",
      status: 401,
      detail: "Invalid API Key provided",
    });
    expect(await checkConnection(3, config(""))).toEqual({ outcome: "not_configured" });
  });

  it("Razorpay, PayPal and Flutterwave: their documented reads answer the right keys and refuse wrong ones", async () => {
    const base = paymentsConfig(parseEnv({}));
    const [razorpay, paypal, flutterwave] = await Promise.all([
      startFakeRazorpay(),
      startFakePayPal(),
      startFakeFlutterwave(),
    ]);
    try {
      const razorpayWith = (keySecret: string) => ({
        ...base,
        razorpay: { keyId: razorpay.keyId, keySecret, baseUrl: razorpay.baseUrl },
      });
      expect(await checkConnection(1, razorpayWith(razorpay.keySecret))).toEqual({ outcome: "ok" });
      expect(await checkConnection(1, razorpayWith("wrong"))).toMatchObject({
        outcome: "refused",
        status: 401,
        detail: "Authentication failed",
      });
      const paypalWith = (clientSecret: string) => ({
        ...base,
        paypal: { clientId: paypal.clientId, clientSecret, baseUrl: paypal.baseUrl },
      });
      expect(await checkConnection(4, paypalWith(paypal.clientSecret))).toEqual({ outcome: "ok" });
      expect(await checkConnection(4, paypalWith("wrong"))).toMatchObject({
        outcome: "refused",
        status: 401,
        detail: "Client Authentication failed",
      });
      const flutterwaveWith = (secretKey: string) => ({
        ...base,
        flutterwave: { secretKey, baseUrl: flutterwave.baseUrl },
      });
      expect(await checkConnection(5, flutterwaveWith(flutterwave.secretKey))).toEqual({ outcome: "ok" });
      expect(await checkConnection(5, flutterwaveWith("wrong"))).toMatchObject({
        outcome: "refused",
        status: 401,
      });
    } finally {
      await Promise.all([razorpay.close(), paypal.close(), flutterwave.close()]);
    }
  });

  it("the console action answers in the person's language", async () => {
    await as("admin", "PUT", "/console/settings/payment-methods/3", {
      enabled: true,
      remove: ["secret_key"],
    });
    const answer = await as("admin", "POST", "/console/settings/payment-methods/3/test", undefined, "fr");
    expect(answer.http).toBe(200);
    expect(answer.body.data).toEqual({
      ok: false,
      message: "Ses clés ne sont pas renseignées : saisissez-les d'abord.",
    });
  });
});
