import { z } from "zod";

/**
 * The one place that reads process.env. Every variable is documented in .env.example.
 * A wrong value stops the process with a message naming the variable and the fix.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  SITE_URL: z.url().default("http://localhost:4321"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  /** "true" behind one reverse proxy: the client address is the last X-Forwarded-For entry. */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Modest Marketplace <no-reply@modest.local>"),
  /** Social sign-in; a provider is offered only when its settings switch is on AND its id/secret are set. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER_URL: z.url().default("https://accounts.google.com"),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTH_URL: z.url().default("https://www.facebook.com/v19.0/dialog/oauth"),
  FACEBOOK_GRAPH_URL: z.url().default("https://graph.facebook.com/v19.0"),
  /** Tests only: a PostgreSQL server on which each test file creates (and drops) its own database. */
  TEST_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Memory for rendered catalogue pages and hot API reads, per server process. */
  RENDER_CACHE_MB: z.coerce.number().int().min(1).max(65536).default(64),
  /** Server processes on PostgreSQL (default: one per core); the embedded database always uses one. */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Set: GET /metrics answers a request bearing `Authorization: Bearer <token>` (404 otherwise). */
  /** Signs content preview links (HMAC); unset: a random key per process, so links die on restart. */
  /**
   * Uploaded pictures go to this S3-compatible bucket (http(s)://KEY:SECRET@host/bucket, path-style,
   * `?region=`), shared by every shop instance; unset: the folder DATA_DIR/uploads.
   */
  S3_URL: z
    .url()
    .regex(/^https?:\/\/[^:/@]+:[^@]+@[^/]+\/[^/?]+\/?(\?.*)?$/, "must be http(s)://KEY:SECRET@host/bucket")
    .optional(),
  PREVIEW_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** How long a stopping server waits for requests in flight before it exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /**
   * 64 hex characters (32 bytes) sealing the payment keys admins enter in the console (AES-256-GCM).
   * Unset: a key file is made once under DATA_DIR (settings.key, mode 0600). Losing it loses those keys.
   */
  SETTINGS_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (32 bytes)")
    .optional(),
  // Payment gateways: a method is offered only when its keys are set (src/server/platform/payments/config.ts).
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_BASE_URL: z.url().default("https://api.razorpay.com"),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_BASE_URL: z.url().default("https://api.stripe.com"),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_BASE_URL: z.url().default("https://api-m.sandbox.paypal.com"),
  FLUTTERWAVE_PUBLIC_KEY: z.string().min(1).optional(),
  FLUTTERWAVE_SECRET_KEY: z.string().min(1).optional(),
  FLUTTERWAVE_BASE_URL: z.url().default("https://api.flutterwave.com"),
  IYZICO_API_KEY: z.string().min(1).optional(),
  IYZICO_SECRET_KEY: z.string().min(1).optional(),
  IYZICO_BASE_URL: z.url().default("https://sandbox-api.iyzipay.com"),
  PAYFAST_MERCHANT_ID: z.string().min(1).optional(),
  PAYFAST_MERCHANT_KEY: z.string().min(1).optional(),
  PAYFAST_PASSPHRASE: z.string().min(1).optional(),
  PAYFAST_BASE_URL: z.url().default("https://sandbox.payfast.co.za"),
  /** Hosts an ITN may come from (comma-separated); "*" turns the source check off (e.g. behind a proxy). */
  PAYFAST_VALID_HOSTS: z
    .string()
    .min(1)
    .default("www.payfast.co.za,sandbox.payfast.co.za,w1w.payfast.co.za,w2w.payfast.co.za"),
});

export type Env = z.infer<typeof schema>;

const HOW_TO_FIX: Partial<Record<keyof Env, string>> = {
  DATABASE_URL: "unset it to use the embedded database, or set e.g. postgres://postgres@127.0.0.1:5432/shop",
  TEST_DATABASE_URL: "unset it to test on PGlite, or set e.g. postgres://postgres@127.0.0.1:5432/test",
  SMTP_URL: "unset it to write mail to .data/outbox, or set e.g. smtp://user:pass@mail.example.com:587",
  PORT: "use a whole number between 1 and 65535",
  TRUST_PROXY: "use true behind a reverse proxy that sets X-Forwarded-For, else false",
  SITE_URL: "use the public address of the shop, e.g. https://shop.example.com",
  S3_URL:
    "use e.g. https://ACCESS_KEY:SECRET@s3.eu-west-1.amazonaws.com/bucket?region=eu-west-1 (unset: DATA_DIR/uploads)",
  PREVIEW_SECRET: "use a long random string shared by every shop process (openssl rand -hex 32)",
  METRICS_TOKEN: "unset it to switch /metrics off, or use a long random string (openssl rand -hex 32)",
  SHUTDOWN_GRACE_SECONDS: "use a whole number of seconds between 1 and 600",
  SETTINGS_KEY: "make one with: openssl rand -hex 32 (unset: a key file under DATA_DIR is used)",
  RAZORPAY_BASE_URL: "unset it for https://api.razorpay.com",
  STRIPE_BASE_URL: "unset it for https://api.stripe.com",
  PAYPAL_BASE_URL: "unset it for the sandbox; production is https://api-m.paypal.com",
  FLUTTERWAVE_BASE_URL: "unset it for https://api.flutterwave.com",
  IYZICO_BASE_URL: "unset it for the sandbox; production is https://api.iyzipay.com",
  PAYFAST_BASE_URL: "unset it for the sandbox; production is https://www.payfast.co.za",
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]) as keyof Env;
    const fix = HOW_TO_FIX[name];
    return `  ${name}: ${issue.message}${fix ? ` (${fix})` : ""}`;
  });
  throw new Error(`Invalid configuration; fix these environment variables:\n${lines.join("\n")}`);
}

export const env: Env = parseEnv(process.env);

/** `npm start` runs Astro's Node handler inside its own server: the adapter must not listen itself. */
export function disableAstroStandaloneServer(): void {
  process.env.ASTRO_NODE_AUTOSTART = "disabled";
}

/**
 * The shop's public origin (`SITE_URL`'s scheme, host and port): every absolute URL the shop builds
 * (payment return addresses, links in e-mails) starts with it, never with a request's Host header.
 */
export function siteOrigin(): string {
  return new URL(env.SITE_URL).origin;
}
