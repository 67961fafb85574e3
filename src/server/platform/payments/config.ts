import { env as processEnv, type Env } from "../env.ts";
import type { FlutterwaveConfig } from "./flutterwave.ts";
import type { IyzicoConfig } from "./iyzico.ts";
import type { PayfastConfig } from "./payfast.ts";
import type { PayPalConfig } from "./paypal.ts";
import type { RazorpayConfig } from "./razorpay.ts";
import { storedGatewayKeys, type GatewayName, type StoredGatewayKeys } from "./stored-keys.ts";
import type { StripeConfig } from "./stripe.ts";

export interface PaymentsConfig {
  razorpay: RazorpayConfig;
  stripe: StripeConfig;
  paypal: PayPalConfig;
  flutterwave: FlutterwaveConfig;
  iyzico: IyzicoConfig;
  payfast: PayfastConfig;
}

/**
 * Each gateway's keys and base URL: a key entered in the console (payment_method_keys, opened by
 * stored-keys.ts) first, else the validated environment (src/server/platform/env.ts, .env.example).
 * A gateway whose stored keys cannot be opened gets none, so it counts as not configured.
 */
export function paymentsConfig(
  env: Env = processEnv,
  stored: StoredGatewayKeys = storedGatewayKeys(),
): PaymentsConfig {
  const keys = (gateway: GatewayName) => {
    const unreadable = stored.unreadable.includes(gateway);
    const own = stored.keys[gateway] ?? {};
    return (field: string, fromEnv: string | undefined) => (unreadable ? undefined : (own[field] ?? fromEnv));
  };
  const razorpay = keys("razorpay");
  const stripe = keys("stripe");
  const paypal = keys("paypal");
  const flutterwave = keys("flutterwave");
  const iyzico = keys("iyzico");
  const payfast = keys("payfast");
  return {
    razorpay: {
      keyId: razorpay("keyId", env.RAZORPAY_KEY_ID),
      keySecret: razorpay("keySecret", env.RAZORPAY_KEY_SECRET),
      webhookSecret: razorpay("webhookSecret", env.RAZORPAY_WEBHOOK_SECRET),
      baseUrl: env.RAZORPAY_BASE_URL,
    },
    stripe: {
      secretKey: stripe("secretKey", env.STRIPE_SECRET_KEY),
      publishableKey: stripe("publishableKey", env.STRIPE_PUBLISHABLE_KEY),
      webhookSecret: stripe("webhookSecret", env.STRIPE_WEBHOOK_SECRET),
      baseUrl: env.STRIPE_BASE_URL,
    },
    paypal: {
      clientId: paypal("clientId", env.PAYPAL_CLIENT_ID),
      clientSecret: paypal("clientSecret", env.PAYPAL_CLIENT_SECRET),
      baseUrl: env.PAYPAL_BASE_URL,
    },
    flutterwave: {
      publicKey: flutterwave("publicKey", env.FLUTTERWAVE_PUBLIC_KEY),
      secretKey: flutterwave("secretKey", env.FLUTTERWAVE_SECRET_KEY),
      baseUrl: env.FLUTTERWAVE_BASE_URL,
    },
    iyzico: {
      apiKey: iyzico("apiKey", env.IYZICO_API_KEY),
      secretKey: iyzico("secretKey", env.IYZICO_SECRET_KEY),
      baseUrl: env.IYZICO_BASE_URL,
    },
    payfast: {
      merchantId: payfast("merchantId", env.PAYFAST_MERCHANT_ID),
      merchantKey: payfast("merchantKey", env.PAYFAST_MERCHANT_KEY),
      passphrase: payfast("passphrase", env.PAYFAST_PASSPHRASE),
      baseUrl: env.PAYFAST_BASE_URL,
      validHosts: env.PAYFAST_VALID_HOSTS.split(",")
        .map((host) => host.trim())
        .filter(Boolean),
    },
  };
}
