import { createHmac, timingSafeEqual } from "node:crypto";
import { GatewayError } from "./gateway.ts";

const TIMEOUT_MS = 15_000;

/**
 * Calls a gateway and parses JSON; a non-2xx answer becomes a GatewayError carrying the body, and so
 * does a gateway that cannot be reached or does not answer in time (status 0): the shopper hears
 * that the payment service is not answering, not an internal error.
 */
export async function callJson<T = Record<string, unknown>>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(
    (error: unknown) => {
      throw new GatewayError(`${init.method ?? "GET"} ${url} could not be reached`, 0, undefined, {
        cause: error,
      });
    },
  );
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // keep the text: some gateways answer errors in HTML
  }
  if (!response.ok)
    throw new GatewayError(
      `${init.method ?? "GET"} ${url} answered ${response.status}`,
      response.status,
      body,
    );
  return body as T;
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path}`;
}

export function basicAuth(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
}

export function hmacHex(algorithm: "sha256" | "sha1", key: string, data: string): string {
  return createHmac(algorithm, key).update(data).digest("hex");
}

/** Constant-time comparison of two signatures given as text. */
export function sameSignature(expected: string, received: string | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Header lookup that ignores case (routes hand headers over as they came). */
export function header(
  headers: Record<string, string | undefined> | undefined,
  name: string,
): string | undefined {
  if (!headers) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}
