import { randomBytes } from "node:crypto";
import { mkdtempSync, statSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { maskSecret, openSecret, sealSecret, SecretOpenError } from "./secret-box.ts";
import { settingsKeyFromFile } from "./settings-key.ts";

const key = randomBytes(32);

describe("secret box (AES-256-GCM)", () => {
  it("opens what it sealed; the sealed text holds no trace of the secret and differs each time (random IV)", () => {
    const secret = "sk_test_51SealedSecretValue9876";
    const first = sealSecret(secret, key);
    const second = sealSecret(secret, key);
    expect(openSecret(first, key)).toBe(secret);
    expect(openSecret(second, key)).toBe(secret);
    expect(first).not.toBe(second);
    expect(first).not.toContain(secret);
    expect(first).not.toContain("9876");
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("refuses a wrong key, a changed value and a value that was never sealed", () => {
    const sealed = sealSecret("whsec_abc", key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow(SecretOpenError);
    const [v, iv, tag, body] = sealed.split(".") as [string, string, string, string];
    const flipped = `${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`;
    expect(() => openSecret([v, iv, tag, flipped].join("."), key)).toThrow(SecretOpenError);
    expect(() => openSecret("whsec_abc", key)).toThrow(SecretOpenError);
  });

  it("masks a secret to its last four characters, and a short one entirely", () => {
    expect(maskSecret("sk_test_1234567890abcd")).toBe("••••abcd");
    expect(maskSecret("short")).toBe("••••");
  });

  it("without SETTINGS_KEY: a key file is made once with mode 0600 and then read again", () => {
    const file = join(mkdtempSync(join(tmpdir(), "settings-key-")), "data", "settings.key");
    const made = settingsKeyFromFile(file);
    expect(made).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(settingsKeyFromFile(file).equals(made)).toBe(true);
  });
});
