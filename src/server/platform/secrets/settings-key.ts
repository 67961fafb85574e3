import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { env } from "../env.ts";
import { log } from "../log.ts";

/** Where the key lives when SETTINGS_KEY is not set: made once, readable by the shop's user only. */
export const SETTINGS_KEY_FILE = "settings.key";
const settingsKeyFile = (dataDir: string = env.DATA_DIR) => join(dataDir, SETTINGS_KEY_FILE);

const KEY = Symbol.for("modest-marketplace.settings-key");

export function settingsKeyFromFile(file: string): Buffer {
  try {
    mkdirSync(join(file, ".."), { recursive: true });
    const made = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex");
    // "wx": several processes starting at once keep the first one's key.
    writeFileSync(file, `${made}\n`, { flag: "wx", mode: 0o600 });
    log.warn(
      { file },
      "SETTINGS_KEY is not set: made a key for the payment keys kept in the database; keep this file with the database, or set SETTINGS_KEY",
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const hex = readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${file} does not hold 64 hex characters`);
  return Buffer.from(hex, "hex");
}

/**
 * The 32-byte key that seals secrets stored in the database: SETTINGS_KEY (64 hex characters), else
 * a key file under DATA_DIR so that `npm start` works on a fresh machine. Several servers sharing
 * one PostgreSQL database must share the key: set SETTINGS_KEY there.
 */
export function settingsKey(): Buffer {
  const scope = globalThis as { [KEY]?: Buffer };
  scope[KEY] ??= env.SETTINGS_KEY
    ? Buffer.from(env.SETTINGS_KEY, "hex")
    : settingsKeyFromFile(settingsKeyFile());
  return scope[KEY];
}
