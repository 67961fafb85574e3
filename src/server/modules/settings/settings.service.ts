import { asc, eq } from "drizzle-orm";
import { AppError } from "../../core/errors.ts";
import type { Db } from "../../platform/db/client.ts";
import { languages, paymentMethods, settings, siteSettings } from "../../platform/db/schema/index.ts";
import { paymentsConfig } from "../../platform/payments/config.ts";
import { checkConnection, canCheckConnection } from "../../platform/payments/connection-check.ts";
import {
  GATEWAY_KEYS,
  NO_STORED_KEYS,
  isKeyedMethod,
  type KeyedMethod,
} from "../../platform/payments/stored-keys.ts";
import type { ConsoleActor } from "../accounts/index.ts";
import { recordAudit } from "../audit/index.ts";
import { fieldOfApiName, keyViews, storedKeyRows, writeKeys } from "./gateway-keys.ts";
import { refreshStoredSettings } from "./stored-settings.ts";

export interface ShopSettingsInput {
  site_name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  currency: string;
  currency_icon: string;
  currency_position: 1 | 2;
  decimal_format: string;
  vendor_registration: boolean;
  product_approval: boolean;
  return_days: number;
  mail_from: string | null;
}

async function readShop(db: Db): Promise<ShopSettingsInput> {
  const [[row], [site]] = await Promise.all([
    db.select().from(settings).where(eq(settings.id, 1)),
    db.select({ siteName: siteSettings.siteName }).from(siteSettings).where(eq(siteSettings.id, 1)),
  ]);
  return {
    site_name: site?.siteName ?? "Modest Marketplace",
    email: row?.email ?? null,
    phone: row?.phone ?? null,
    address: row?.address ?? null,
    currency: row?.currency ?? "USD",
    currency_icon: row?.currencyIcon ?? "$",
    currency_position: row?.currencyPosition === 2 ? 2 : 1,
    decimal_format: row?.decimalFormat ?? "en-US",
    vendor_registration: row?.vendorRegistration ?? true,
    product_approval: row?.productApproval ?? false,
    return_days: row?.returnDays ?? 14,
    mail_from: row?.mailFrom ?? null,
  };
}

async function readPayments(db: Db) {
  const rows = await db
    .select()
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
  const environment = paymentsConfig(undefined, NO_STORED_KEYS);
  return Promise.all(
    rows.map(async (row) => {
      const keyed = isKeyedMethod(row.id);
      const keys = keyed
        ? keyViews(
            row.id as KeyedMethod,
            await storedKeyRows(db, row.id as KeyedMethod),
            environment[GATEWAY_KEYS[row.id as KeyedMethod].gateway] as unknown as Record<
              string,
              string | undefined
            >,
          )
        : [];
      return {
        id: row.id,
        name: row.name,
        enabled: row.enabled,
        keys,
        can_test: keyed && canCheckConnection(row.id as KeyedMethod),
      };
    }),
  );
}

/** Everything the Settings screen shows; secret keys only as set + mask. */
export async function settingsView(db: Db) {
  const [shop, languageRows, payments] = await Promise.all([
    readShop(db),
    db
      .select({
        code: languages.code,
        name: languages.name,
        direction: languages.direction,
        is_default: languages.isDefault,
        status: languages.status,
      })
      .from(languages)
      .orderBy(asc(languages.sort), asc(languages.id)),
    readPayments(db),
  ]);
  return {
    shop,
    languages: languageRows.map(({ status, ...l }) => ({ ...l, enabled: status === 1 })),
    payments,
  };
}

export async function saveShopSettings(db: Db, actor: ConsoleActor, input: ShopSettingsInput) {
  await db.transaction(async (tx) => {
    await tx.select({ id: settings.id }).from(settings).where(eq(settings.id, 1)).for("update");
    const before = await readShop(tx as unknown as Db);
    const columns = {
      email: input.email,
      phone: input.phone,
      address: input.address,
      currency: input.currency,
      currencyIcon: input.currency_icon,
      currencyPosition: input.currency_position,
      decimalFormat: input.decimal_format,
      vendorRegistration: input.vendor_registration,
      productApproval: input.product_approval,
      returnDays: input.return_days,
      mailFrom: input.mail_from,
    };
    await tx
      .insert(settings)
      .values({ id: 1, ...columns })
      .onConflictDoUpdate({ target: settings.id, set: { ...columns, updatedAt: new Date() } });
    await tx
      .insert(siteSettings)
      .values({ id: 1, siteName: input.site_name })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { siteName: input.site_name, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      entity: "settings",
      entityId: 1,
      action: "update",
      storeId: null,
      before: { ...before },
      after: { ...input },
    });
  });
  await refreshStoredSettings(db);
}

/** Switches the shop's languages: those in `enabled` on, the others off; the default one stays on. */
export async function saveLanguages(db: Db, actor: ConsoleActor, enabled: string[]) {
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(languages).for("update");
    const known = new Set(rows.map((r) => r.code));
    if (enabled.some((code) => !known.has(code))) throw new AppError("invalid", "console.unknown_language");
    const fallback = rows.find((r) => r.isDefault)?.code ?? "en";
    if (!enabled.includes(fallback)) throw new AppError("invalid", "console.default_language_off");
    const before = rows.filter((r) => r.status === 1).map((r) => r.code);
    for (const row of rows) {
      const status = enabled.includes(row.code) ? 1 : 2;
      if (status !== row.status) await tx.update(languages).set({ status }).where(eq(languages.id, row.id));
    }
    await recordAudit(tx, actor, {
      entity: "languages",
      entityId: null,
      action: "update",
      storeId: null,
      before: { enabled: before.sort() },
      after: { enabled: [...enabled].sort() },
    });
  });
}

export interface PaymentMethodInput {
  enabled: boolean;
  /** snake_case field -> new value; empty keeps the stored key. */
  keys?: Record<string, string | undefined>;
  /** snake_case fields whose stored key is removed. */
  remove?: string[];
}

export async function savePaymentMethod(
  db: Db,
  actor: ConsoleActor,
  method: number,
  input: PaymentMethodInput,
) {
  const keyed = isKeyedMethod(method);
  const given = Object.entries(input.keys ?? {}).filter(([, v]) => v);
  if (!keyed && (given.length > 0 || (input.remove ?? []).length > 0))
    throw new AppError("invalid", "console.payment_no_keys");
  if (keyed) {
    const allowed = Object.keys(GATEWAY_KEYS[method].fields);
    const unknown = [...given.map(([k]) => k), ...(input.remove ?? [])].find(
      (name) => !allowed.includes(fieldOfApiName(name)),
    );
    if (unknown)
      throw new AppError("invalid", { key: "validation.unknown_field", params: { type: unknown } });
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, method)).for("update");
    if (!row)
      throw new AppError("not_found", { key: "server.not_found", params: { type: "payment_method" } });
    await tx.update(paymentMethods).set({ enabled: input.enabled }).where(eq(paymentMethods.id, method));
    const keyChanges = keyed
      ? await writeKeys(
          tx,
          method,
          Object.fromEntries(given.map(([k, v]) => [fieldOfApiName(k), v as string])),
          (input.remove ?? []).map(fieldOfApiName),
        )
      : {};
    await recordAudit(tx, actor, {
      entity: "payment_method",
      entityId: method,
      action: "update",
      storeId: null,
      // Never a key itself: only that one was set, changed or removed.
      before: { enabled: row.enabled, ...Object.fromEntries(Object.keys(keyChanges).map((k) => [k, null])) },
      after: { enabled: input.enabled, ...keyChanges },
    });
  });
  await refreshStoredSettings(db);
}

/** Asks the gateway with the keys now in force (stored first, then the environment). */
export async function testPaymentMethod(method: number) {
  if (!isKeyedMethod(method)) throw new AppError("invalid", "console.payment_no_keys");
  return checkConnection(method, paymentsConfig());
}
