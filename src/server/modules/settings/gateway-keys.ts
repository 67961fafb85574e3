import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../platform/db/client.ts";
import { paymentMethodKeys } from "../../platform/db/schema/index.ts";
import { maskSecret, openSecret, sealSecret } from "../../platform/secrets/secret-box.ts";
import { settingsKey } from "../../platform/secrets/settings-key.ts";
import { GATEWAY_KEYS, type KeyedMethod } from "../../platform/payments/stored-keys.ts";

/** camelCase field of the gateway configuration <-> snake_case field of the API. */
const apiName = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const fieldOfApiName = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** What the console sees of one key: public ones in full, secret ones only as set + mask. */
export interface KeyView {
  name: string;
  secret: boolean;
  set: boolean;
  /** A public key's value; null for a secret one. */
  value: string | null;
  /** A secret's last four characters behind dots; null when not set or public. */
  mask: string | null;
  /** The key comes from the environment (nothing stored in the database). */
  from_environment: boolean;
  /** Stored, but cannot be decrypted with this SETTINGS_KEY. */
  unreadable: boolean;
}

type KeyChange = "set" | "changed" | "removed";

export async function storedKeyRows(db: DbOrTx, method: KeyedMethod) {
  return db.select().from(paymentMethodKeys).where(eq(paymentMethodKeys.methodId, method));
}

export function keyViews(
  method: KeyedMethod,
  rows: { name: string; sealed: string }[],
  environment: Record<string, string | undefined>,
): KeyView[] {
  const key = settingsKey();
  return Object.entries(GATEWAY_KEYS[method].fields).map(([field, secret]) => {
    const row = rows.find((r) => r.name === field);
    let plain: string | undefined;
    let unreadable = false;
    if (row) {
      try {
        plain = openSecret(row.sealed, key);
      } catch {
        unreadable = true;
      }
    }
    const fromEnvironment = !row && Boolean(environment[field]);
    const shown = plain ?? (row ? undefined : environment[field]);
    return {
      name: apiName(field),
      secret,
      set: Boolean(row) || fromEnvironment,
      value: secret ? null : (shown ?? null),
      mask: secret && shown ? maskSecret(shown) : null,
      from_environment: fromEnvironment,
      unreadable,
    };
  });
}

/**
 * Seals and stores the keys given (an empty one keeps the stored key) and removes those named in
 * `remove`. Returns, per key, what the audit may say: "set", "changed" or "removed", never a value.
 */
export async function writeKeys(
  tx: DbOrTx,
  method: KeyedMethod,
  keys: Record<string, string>,
  remove: string[],
): Promise<Record<string, KeyChange>> {
  const existing = new Set((await storedKeyRows(tx, method)).map((r) => r.name));
  const changes: Record<string, KeyChange> = {};
  const key = settingsKey();
  for (const [field, value] of Object.entries(keys)) {
    if (!value) continue;
    await tx
      .insert(paymentMethodKeys)
      .values({ methodId: method, name: field, sealed: sealSecret(value, key) })
      .onConflictDoUpdate({
        target: [paymentMethodKeys.methodId, paymentMethodKeys.name],
        set: { sealed: sealSecret(value, key), updatedAt: new Date() },
      });
    changes[apiName(field)] = existing.has(field) ? "changed" : "set";
  }
  const removed = remove.filter((field) => existing.has(field) && !keys[field]);
  if (removed.length > 0) {
    await tx
      .delete(paymentMethodKeys)
      .where(and(eq(paymentMethodKeys.methodId, method), inArray(paymentMethodKeys.name, removed)));
    for (const field of removed) changes[apiName(field)] = "removed";
  }
  return changes;
}
