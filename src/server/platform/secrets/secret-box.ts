import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Secrets kept in the database (payment keys) are sealed with AES-256-GCM: a random 12-byte IV per
 * value and the 16-byte tag, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. The tag makes a
 * wrong key or a changed value fail to open instead of giving garbage.
 */
const VERSION = "v1";
const ALGORITHM = "aes-256-gcm";

export class SecretOpenError extends Error {
  constructor(message = "the value cannot be decrypted with this SETTINGS_KEY") {
    super(message);
    this.name = "SecretOpenError";
  }
}

export function sealSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function openSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, sealed, extra] = stored.split(".");
  if (version !== VERSION || !iv || !tag || sealed === undefined || extra !== undefined)
    throw new SecretOpenError("the stored value is not a sealed secret");
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretOpenError();
  }
}

/** What a person may see of a secret: that it is there and its last four characters. */
export function maskSecret(plain: string): string {
  return plain.length <= 8 ? "••••" : `••••${plain.slice(-4)}`;
}
