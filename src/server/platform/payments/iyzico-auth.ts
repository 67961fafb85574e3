import { randomBytes } from "node:crypto";
import { hmacHex } from "./http.ts";

/**
 * Iyzico's IYZWSv2 header: signature = hex HMAC-SHA256(secret, randomKey + uriPath + body),
 * header = "IYZWSv2 " + base64("apiKey:…&randomKey:…&signature:…"); x-iyzi-rnd repeats the random key.
 */
export function iyzicoAuthHeaders(
  apiKey: string,
  secretKey: string,
  uriPath: string,
  body: string,
  randomKey = `${Date.now()}${randomBytes(6).toString("hex")}`,
) {
  const signature = hmacHex("sha256", secretKey, `${randomKey}${uriPath}${body}`);
  const token = Buffer.from(`apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`).toString(
    "base64",
  );
  return { authorization: `IYZWSv2 ${token}`, "x-iyzi-rnd": randomKey };
}

/** Iyzico writes prices like its SDKs do: 12 -> "12.0", 12.50 -> "12.5". */
export function iyzicoPrice(value: number | string): string {
  const text = String(Number.parseFloat(String(value)));
  return text.includes(".") ? text : `${text}.0`;
}

/** Signature Iyzico puts on a checkout-form result: hex HMAC-SHA256 of the non-empty fields joined with ":". */
export function iyzicoResultSignature(
  secretKey: string,
  fields: (string | number | undefined | null)[],
): string {
  return hmacHex(
    "sha256",
    secretKey,
    fields
      .filter((field) => field !== undefined && field !== null && field !== "")
      .map(String)
      .join(":"),
  );
}
