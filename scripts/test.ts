/**
 * `npm test`: everything, in order: lint, formatting, import boundaries, the API's OpenAPI document, type check, unit + API tests on PGlite (and again on PostgreSQL when
 * TEST_DATABASE_URL is set), a production build, the crash-safety, graceful-shutdown and backup runs on that build, the checkout
 * consistency run under load on it (on PostgreSQL when TEST_DATABASE_URL is set), two shop instances on one PostgreSQL
 * database (when it is set), then the browser journeys in Debian's Chromium.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { CHROMIUM, E2E_DATA_DIR } from "./chromium.ts";

const node = process.execPath;

function step(title: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(node, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing. Install Debian's package, then run npm test again:\n  sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

const postgres = process.env.TEST_DATABASE_URL;
const { TEST_DATABASE_URL: _ignored, ...withoutPostgres } = process.env;

ensureChromium();
step("Lint (eslint)", ["node_modules/eslint/bin/eslint.js", "."]);
step("Formatting (prettier)", [
  "node_modules/prettier/bin/prettier.cjs",
  "--check",
  "--log-level",
  "warn",
  ".",
]);
step("Import boundaries (dependency-cruiser: layers, circles, test code)", [
  "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs",
  "src",
  "scripts",
  "tests",
  "--config",
  ".dependency-cruiser.cjs",
  "--output-type",
  "err",
]);
step("API document (Redocly's OpenAPI linter, rules in redocly.yaml)", ["scripts/lint-openapi.ts"]);
step("Type check (astro check: .ts, .tsx and .astro)", ["node_modules/astro/bin/astro.mjs", "check"]);
step(
  "Unit and API tests on the embedded database (PGlite)",
  ["node_modules/vitest/vitest.mjs", "run"],
  withoutPostgres,
);
if (postgres) {
  step(
    `Unit and API tests on PostgreSQL (${postgres})`,
    ["node_modules/vitest/vitest.mjs", "run"],
    process.env,
  );
} else {
  console.log(
    "\n(TEST_DATABASE_URL is not set: the PostgreSQL run is skipped; set it to postgres://… to prove both databases.)",
  );
}
step("Production build (when the sources changed)", ["scripts/build-if-stale.ts"]);
step("Crash safety (SIGKILL in the middle of an order burst, then restart)", ["tests/crash/crash-safety.ts"]);
step("Graceful shutdown (SIGTERM in the middle of an order burst)", ["tests/crash/graceful-shutdown.ts"]);
step("Backup and restore (into an empty DATA_DIR)", ["tests/crash/backup-restore.ts"]);
step(
  `Checkout consistency: ${postgres ? "on PostgreSQL" : "on PGlite"}, 200 checkouts at once across 3 stores, then deliveries`,
  ["tests/load/checkout-consistency.ts"],
);
if (postgres)
  step("Two instances on one PostgreSQL database (caches, sessions, rate limits, carts, checkout, jobs)", [
    "tests/load/two-instances.ts",
  ]);
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
step("Browser journeys (Playwright, Debian Chromium)", ["node_modules/@playwright/test/cli.js", "test"]);
console.log("\n✔ All tests passed.");
