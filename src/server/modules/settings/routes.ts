import { createRoute, z } from "@hono/zod-openapi";
import { translate } from "../../core/messages.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { emailField, idField, languageHeaders, phoneField } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import {
  saveLanguages,
  savePaymentMethod,
  saveShopSettings,
  settingsView,
  testPaymentMethod,
} from "./settings.service.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v || null);

const ShopSettings = z
  .object({
    site_name: z.string().trim().min(1).max(120),
    email: emailField.nullable().or(z.literal("").transform(() => null)),
    phone: phoneField.nullable().or(z.literal("").transform(() => null)),
    address: optionalText(500),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, "validation.invalid"),
    currency_icon: z.string().trim().min(1).max(8),
    currency_position: z
      .union([z.literal(1), z.literal(2)])
      .openapi({ description: "1 before the amount, 2 after" }),
    decimal_format: z
      .string()
      .trim()
      .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, "validation.invalid")
      .openapi({ example: "en-US" }),
    vendor_registration: z.boolean(),
    product_approval: z.boolean(),
    return_days: z.number().int().min(0).max(365),
    mail_from: optionalText(200).refine(
      (v) => v === null || /^([^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(v),
      "validation.invalid",
    ),
  })
  .strict()
  .openapi("ShopSettingsInput");

const Key = z.object({
  name: z.string(),
  secret: z.boolean(),
  set: z.boolean(),
  value: z.string().nullable().openapi({ description: "A public key's value; never a secret's" }),
  mask: z.string().nullable().openapi({ description: "A secret's last four characters behind dots" }),
  from_environment: z.boolean(),
  unreadable: z.boolean().openapi({ description: "Stored but cannot be decrypted with this SETTINGS_KEY" }),
});

const SettingsView = z
  .object({
    shop: z.object({
      site_name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      currency: z.string(),
      currency_icon: z.string(),
      currency_position: z.union([z.literal(1), z.literal(2)]),
      decimal_format: z.string(),
      vendor_registration: z.boolean(),
      product_approval: z.boolean(),
      return_days: z.number().int(),
      mail_from: z.string().nullable(),
    }),
    languages: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        direction: z.string(),
        is_default: z.boolean(),
        enabled: z.boolean(),
      }),
    ),
    payments: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        enabled: z.boolean(),
        keys: z.array(Key),
        can_test: z.boolean(),
      }),
    ),
  })
  .openapi("ConsoleSettings");

const KeyValue = z.string().trim().max(500).optional();
const PaymentMethodInput = z
  .object({
    enabled: z.boolean(),
    keys: z
      .object({
        key_id: KeyValue,
        key_secret: KeyValue,
        webhook_secret: KeyValue,
        publishable_key: KeyValue,
        secret_key: KeyValue,
        client_id: KeyValue,
        client_secret: KeyValue,
        public_key: KeyValue,
        api_key: KeyValue,
        merchant_id: KeyValue,
        merchant_key: KeyValue,
        passphrase: KeyValue,
      })
      .strict()
      .optional()
      .openapi({ description: "New keys; an empty or absent one keeps the stored key. Write-only." }),
    remove: z
      .array(z.string().regex(/^[a-z_]{1,40}$/, "validation.invalid"))
      .max(12)
      .optional()
      .openapi({ description: "Keys to remove from the database (the environment's, if any, then apply)" }),
  })
  .strict()
  .openapi("PaymentMethodInput");

const ConnectionResult = z
  .object({ ok: z.boolean(), message: z.string() })
  .openapi("PaymentConnectionResult");

const routes = {
  view: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/settings",
    summary: "The shop's settings, languages and payment methods (secret keys only as set + mask)",
    request: { headers },
    responses: { 200: success(SettingsView, "The settings"), ...failures(401, 403, 500) },
  }),
  shop: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/settings/shop",
    summary: "Save the shop's identity, currency, seller rules, return days and mail sender",
    request: { headers, body: jsonBody(ShopSettings) },
    responses: { 200: success(SettingsView, "The settings"), ...failures(401, 403, 422, 500) },
  }),
  languages: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/settings/languages",
    summary: "Switch languages on (those listed) and off (the rest); the default language stays on",
    request: {
      headers,
      body: jsonBody(
        z
          .object({
            languages: z
              .array(z.string().regex(/^[a-z]{2,3}$/))
              .min(1)
              .max(50),
          })
          .strict(),
      ),
    },
    responses: { 200: success(SettingsView, "The settings"), ...failures(401, 403, 422, 500) },
  }),
  payment: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/settings/payment-methods/{id}",
    summary:
      "Switch a payment method on or off and set or remove its keys (stored encrypted, never answered)",
    request: { headers, params, body: jsonBody(PaymentMethodInput) },
    responses: { 200: success(SettingsView, "The settings"), ...failures(401, 403, 404, 422, 500) },
  }),
  test: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/settings/payment-methods/{id}/test",
    summary: "Make the gateway's cheapest authenticated call with the keys in force and report the answer",
    request: { headers, params },
    responses: {
      200: success(ConnectionResult, "What the gateway said"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
};

export function settingsRoutes(app: ApiApp): void {
  app.openapi(routes.view, async (c) => {
    await consoleActor(c.var.ctx, "settings.manage");
    return ok(c, await settingsView(await dbOf(c.var.ctx)));
  });
  app.openapi(routes.shop, async (c) => {
    const actor = await consoleActor(c.var.ctx, "settings.manage");
    const db = await dbOf(c.var.ctx);
    await saveShopSettings(db, actor, c.req.valid("json"));
    return ok(c, await settingsView(db));
  });
  app.openapi(routes.languages, async (c) => {
    const actor = await consoleActor(c.var.ctx, "settings.manage");
    const db = await dbOf(c.var.ctx);
    await saveLanguages(db, actor, c.req.valid("json").languages);
    return ok(c, await settingsView(db));
  });
  app.openapi(routes.payment, async (c) => {
    const actor = await consoleActor(c.var.ctx, "settings.manage");
    const db = await dbOf(c.var.ctx);
    await savePaymentMethod(db, actor, c.req.valid("param").id, c.req.valid("json"));
    return ok(c, await settingsView(db));
  });
  app.openapi(routes.test, async (c) => {
    await consoleActor(c.var.ctx, "settings.manage");
    const result = await testPaymentMethod(c.req.valid("param").id);
    const lang = c.var.ctx.lang;
    const message =
      result.outcome === "ok"
        ? translate({ key: "console.gateway_ok" }, lang)
        : result.outcome === "not_configured"
          ? translate({ key: "console.gateway_not_configured" }, lang)
          : result.outcome === "refused"
            ? translate(
                { key: "console.gateway_refused", params: { status: result.status, detail: result.detail } },
                lang,
              )
            : translate({ key: "console.gateway_unreachable", params: { detail: result.detail } }, lang);
    return ok(c, { ok: result.outcome === "ok", message });
  });
}
