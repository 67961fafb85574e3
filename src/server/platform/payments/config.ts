import { env as processEnv, type Env } from "../env.ts";
import type { FlutterwaveConfig } from "./flutterwave.ts";
import type { IyzicoConfig } from "./iyzico.ts";
import type { PayfastConfig } from "./payfast.ts";
import type { PayPalConfig } from "./paypal.ts";
import type { RazorpayConfig } from "./razorpay.ts";
import type { StripeConfig } from "./stripe.ts";

export interface PaymentsConfig {
  razorpay: RazorpayConfig;
  stripe: StripeConfig;
  paypal: PayPalConfig;
  flutterwave: FlutterwaveConfig;
  iyzico: IyzicoConfig;
  payfast: PayfastConfig;
}

/** Gateway keys and base URLs from the validated environment (src/server/platform/env.ts; documented in .env.example). */
export function paymentsConfig(env: Env = processEnv): PaymentsConfig {
  return {
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      baseUrl: env.RAZORPAY_BASE_URL,
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      baseUrl: env.STRIPE_BASE_URL,
    },
    paypal: {
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      baseUrl: env.PAYPAL_BASE_URL,
    },
    flutterwave: {
      publicKey: env.FLUTTERWAVE_PUBLIC_KEY,
      secretKey: env.FLUTTERWAVE_SECRET_KEY,
      baseUrl: env.FLUTTERWAVE_BASE_URL,
    },
    iyzico: { apiKey: env.IYZICO_API_KEY, secretKey: env.IYZICO_SECRET_KEY, baseUrl: env.IYZICO_BASE_URL },
    payfast: {
      merchantId: env.PAYFAST_MERCHANT_ID,
      merchantKey: env.PAYFAST_MERCHANT_KEY,
      passphrase: env.PAYFAST_PASSPHRASE,
      baseUrl: env.PAYFAST_BASE_URL,
      validHosts: env.PAYFAST_VALID_HOSTS.split(",")
        .map((host) => host.trim())
        .filter(Boolean),
    },
  };
}
