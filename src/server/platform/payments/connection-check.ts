import type { PaymentsConfig } from "./config.ts";
import { GatewayError } from "./gateway.ts";
import { basicAuth, callJson, joinUrl } from "./http.ts";
import type { KeyedMethod } from "./stored-keys.ts";

export type ConnectionCheck =
  | { outcome: "ok" }
  | { outcome: "not_configured" }
  | { outcome: "refused"; status: number; detail: string }
  | { outcome: "unreachable"; detail: string };

/** The gateway's own words about a refusal, from the error shapes each one documents. */
function detailOf(body: unknown): string {
  if (typeof body === "string") return body.slice(0, 200);
  const b = (body ?? {}) as Record<string, unknown>;
  const error = b.error as Record<string, unknown> | string | undefined;
  const text =
    (typeof error === "object" ? (error.message ?? error.description) : undefined) ??
    b.error_description ??
    b.message ??
    b.errorMessage ??
    error;
  return typeof text === "string" ? text.slice(0, 200) : "";
}

/**
 * Each gateway's cheapest authenticated read, as its API documents it: Stripe GET /v1/balance,
 * Razorpay GET /v1/payments?count=1, PayPal's client-credentials token, Flutterwave GET /v3/balances.
 * iyzico and Payfast have no such read without a payment: undefined.
 */
function probe(method: KeyedMethod, config: PaymentsConfig): (() => Promise<unknown>) | null | undefined {
  switch (method) {
    case 3: {
      const { secretKey, baseUrl } = config.stripe;
      if (!secretKey) return null;
      return () =>
        callJson(joinUrl(baseUrl, "/v1/balance"), { headers: { authorization: `Bearer ${secretKey}` } });
    }
    case 1: {
      const { keyId, keySecret, baseUrl } = config.razorpay;
      if (!keyId || !keySecret) return null;
      return () =>
        callJson(joinUrl(baseUrl, "/v1/payments?count=1"), {
          headers: { authorization: basicAuth(keyId, keySecret) },
        });
    }
    case 4: {
      const { clientId, clientSecret, baseUrl } = config.paypal;
      if (!clientId || !clientSecret) return null;
      return () =>
        callJson(joinUrl(baseUrl, "/v1/oauth2/token"), {
          method: "POST",
          headers: {
            authorization: basicAuth(clientId, clientSecret),
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "grant_type=client_credentials",
        });
    }
    case 5: {
      const { secretKey, baseUrl } = config.flutterwave;
      if (!secretKey) return null;
      return () =>
        callJson(joinUrl(baseUrl, "/v3/balances"), { headers: { authorization: `Bearer ${secretKey}` } });
    }
    default:
      return undefined;
  }
}

/** Whether the gateway can be asked; undefined for one that has no read to ask. */
export function canCheckConnection(method: KeyedMethod): boolean {
  return method === 1 || method === 3 || method === 4 || method === 5;
}

export async function checkConnection(method: KeyedMethod, config: PaymentsConfig): Promise<ConnectionCheck> {
  const call = probe(method, config);
  if (!call) return { outcome: "not_configured" };
  try {
    await call();
    return { outcome: "ok" };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.status === 0) return { outcome: "unreachable", detail: error.message };
    return { outcome: "refused", status: error.status, detail: detailOf(error.body) };
  }
}
