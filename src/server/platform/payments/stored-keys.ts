import type { Db } from "../db/client.ts";
import { paymentMethodKeys } from "../db/schema/index.ts";
import { log } from "../log.ts";
import { openSecret } from "../secrets/secret-box.ts";
import { settingsKey } from "../secrets/settings-key.ts";

/** The keys each gateway takes, by its configuration's field; `secret` ones are never shown again. */
export const GATEWAY_KEYS = {
  1: { gateway: "razorpay", fields: { keyId: false, keySecret: true, webhookSecret: true } },
  3: { gateway: "stripe", fields: { publishableKey: false, secretKey: true, webhookSecret: true } },
  4: { gateway: "paypal", fields: { clientId: false, clientSecret: true } },
  5: { gateway: "flutterwave", fields: { publicKey: false, secretKey: true } },
  6: { gateway: "iyzico", fields: { apiKey: true, secretKey: true } },
  8: { gateway: "payfast", fields: { merchantId: false, merchantKey: true, passphrase: true } },
} as const;

export type KeyedMethod = keyof typeof GATEWAY_KEYS;
export type GatewayName = (typeof GATEWAY_KEYS)[KeyedMethod]["gateway"];

export interface StoredGatewayKeys {
  /** Opened keys per gateway and field, as admins entered them. */
  keys: Partial<Record<GatewayName, Record<string, string>>>;
  /** Gateways with a stored key that would not open (wrong SETTINGS_KEY): they count as not configured. */
  unreadable: GatewayName[];
}

export const NO_STORED_KEYS: StoredGatewayKeys = Object.freeze({ keys: {}, unreadable: [] });

export function isKeyedMethod(method: number): method is KeyedMethod {
  return method in GATEWAY_KEYS;
}

/** Reads and opens every stored key; one that does not open is logged and its gateway marked. */
export async function readStoredGatewayKeys(db: Db, key: Buffer = settingsKey()): Promise<StoredGatewayKeys> {
  const rows = await db.select().from(paymentMethodKeys);
  const result: StoredGatewayKeys = { keys: {}, unreadable: [] };
  for (const row of rows) {
    if (!isKeyedMethod(row.methodId)) continue;
    const { gateway } = GATEWAY_KEYS[row.methodId];
    try {
      (result.keys[gateway] ??= {})[row.name] = openSecret(row.sealed, key);
    } catch (error) {
      log.error(
        { gateway, key: row.name, err: error },
        "a payment key stored in the database cannot be decrypted (was SETTINGS_KEY or DATA_DIR/settings.key changed?); the method counts as not configured until its keys are entered again",
      );
      if (!result.unreadable.includes(gateway)) result.unreadable.push(gateway);
    }
  }
  return result;
}

const STATE = Symbol.for("modest-marketplace.stored-gateway-keys");

/**
 * The keys this process last read from the database. Kept on globalThis because the built Astro
 * server bundles its own copy of this module beside the one `npm start` imports.
 */
export function storedGatewayKeys(): StoredGatewayKeys {
  return (globalThis as { [STATE]?: StoredGatewayKeys })[STATE] ?? NO_STORED_KEYS;
}

export function useStoredGatewayKeys(stored: StoredGatewayKeys): void {
  (globalThis as { [STATE]?: StoredGatewayKeys })[STATE] = stored;
}
