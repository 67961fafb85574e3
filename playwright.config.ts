import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM, CHROMIUM_FLAGS, E2E_DATA_DIR, E2E_PORT } from "./scripts/chromium.ts";

const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node_modules/.bin/node scripts/start.ts",
    url: `${baseURL}/api/v1/common`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    env: {
      PORT: String(E2E_PORT),
      // The address the browser uses: the API refuses state changes from any other origin.
      SITE_URL: baseURL,
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // Journeys read the render cache's counters (tests/e2e/console-content.spec.ts).
      METRICS_TOKEN: "e2e-metrics-token-not-secret",
      // Stripe is the local fake a journey starts on the next port (tests/e2e/fake-stripe.ts).
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: "whsec_fake",
      STRIPE_BASE_URL: `http://127.0.0.1:${E2E_PORT + 1}`,
    },
  },
});
