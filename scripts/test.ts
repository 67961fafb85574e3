/**
 * `npm test`: everything, in order: lint, formatting, import boundaries and the API's OpenAPI document beside the type check, unit + API tests on PGlite (and again on PostgreSQL when
 * TEST_DATABASE_URL is set), a production build, the crash-safety, graceful-shutdown and backup runs on that build, the checkout
 * consistency run under load on it (on PostgreSQL when TEST_DATABASE_URL is set), two shop instances on one PostgreSQL
 * database (when it is set), then the browser journeys in Debian's Chromium.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { CHROMIUM, E2E_DATA_DIR } from "./chromium.ts";

const node = process.execPath;
const testStarted = performance.now();

const secondsSince = (started: number) => `${((performance.now() - started) / 1000).toFixed(0)} s`;

function step(title: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(node, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title}: ${secondsSince(started)}`);
}

interface Step {
  title: string;
  args: string[];
}

/** Runs a step with its output kept, then prints it whole: lanes side by side do not interleave. */
function runKept({ title, args }: Step): Promise<boolean> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(node, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code, signal) => {
      console.log(`\n▶ ${title} (${secondsSince(started)})`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) console.error(`\n✖ ${title} failed (exit ${code ?? signal}).`);
      resolve(code === 0);
    });
  });
}

/** Each lane's steps in order, the lanes side by side; stops after them if any step failed. */
async function lanes(...all: Step[][]): Promise<void> {
  const passed = await Promise.all(
    all.map(async (lane) => {
      for (const one of lane) if (!(await runKept(one))) return false;
      return true;
    }),
  );
  if (passed.includes(false)) process.exit(1);
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
// The checks are single-threaded: two lanes keep both cores busy. Side by side on the 2-core machine
// the type check took 166 s, the four others 54 + 68 + 10 + 9 s.
console.log(
  "\n▶ Lint, formatting, import boundaries, API document and type check, in two lanes side by side…",
);
await lanes(
  [
    { title: "Lint (eslint)", args: ["node_modules/eslint/bin/eslint.js", "."] },
    {
      title: "Formatting (prettier)",
      args: ["node_modules/prettier/bin/prettier.cjs", "--check", "--log-level", "warn", "."],
    },
    {
      title: "Import boundaries (dependency-cruiser: layers, circles, test code)",
      args: [
        "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs",
        "src",
        "scripts",
        "tests",
        "--config",
        ".dependency-cruiser.cjs",
        "--output-type",
        "err",
      ],
    },
    {
      title: "API document (Redocly's OpenAPI linter, rules in redocly.yaml)",
      args: ["scripts/lint-openapi.ts"],
    },
  ],
  [
    {
      title: "Type check (astro check: .ts, .tsx and .astro)",
      args: ["node_modules/astro/bin/astro.mjs", "check"],
    },
  ],
);
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
console.log(`\n✔ All tests passed in ${secondsSince(testStarted)}.`);
