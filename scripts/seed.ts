/**
 * `npm run db:seed [-- --reset] [-- --products N]`: migrates the configured database, fills it with
 * the demo marketplace and, with --products, adds N synthetic products for benchmarks.
 */
import cliProgress from "cli-progress";
import { env } from "../src/server/platform/env.ts";
import { database } from "../src/server/platform/db/client.ts";
import { migrateDatabase } from "../src/server/platform/db/migrate.ts";
import {
  DEMO_ACCOUNTS,
  SECOND_SELLER,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  resetDatabase,
  seedDemo,
  uploadsDirectory,
} from "../src/server/seed/demo.ts";
import { seedSynthetic } from "../src/server/seed/synthetic.ts";
import { SEED_USAGE, SeedUsageError, parseSeedArguments } from "../src/server/seed/arguments.ts";

const seconds = (s: number) =>
  s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;

async function main(): Promise<void> {
  const args = parseSeedArguments(process.argv.slice(2));
  if (args.help) {
    console.log(SEED_USAGE);
    return;
  }
  const where = env.DATABASE_URL ? "PostgreSQL" : `PGlite in ${env.DATA_DIR}`;
  const db = await database();
  try {
    console.log(`Database: ${where}. Applying migrations…`);
    await migrateDatabase(db);
    if (!(await isDatabaseEmpty(db.db))) {
      if (!args.reset) {
        throw new SeedUsageError(
          "The database already has data; nothing was changed. Run `npm run db:seed -- --reset` to empty it and seed again.",
        );
      }
      console.log("--reset: emptying every table…");
      await resetDatabase(db.db);
    }

    const demo = await seedDemo(db.db, { log: (line) => console.log(`  ${line}`) });
    console.log(`Demo catalogue seeded in ${seconds(demo.seconds)}.`);

    let synthetic: { products: number; seconds: number } | null = null;
    if (args.products > 0) {
      const bar = new cliProgress.SingleBar(
        {
          format:
            "Synthetic products |{bar}| {percentage}% | {value}/{total} | {rate}/min | ETA {eta_formatted}",
          etaBuffer: 20,
          noTTYOutput: true,
          notTTYSchedule: 5000,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      );
      const started = performance.now();
      let indexing = started;
      bar.start(args.products, 0, { rate: 0 });
      synthetic = await seedSynthetic(db.db, {
        count: args.products,
        onProgress(done, phase) {
          const minutes = (performance.now() - started) / 60_000;
          bar.update(done, { rate: Math.round(done / Math.max(minutes, 1e-6)).toLocaleString("en-US") });
          if (phase === "indexes") {
            bar.stop();
            indexing = performance.now();
            console.log("Rebuilding the product search indexes, then vacuuming and analysing the database…");
          }
        },
      });
      console.log(
        `Search indexes rebuilt and the database vacuumed in ${seconds((performance.now() - indexing) / 1000)}.`,
      );
      console.log(
        `${synthetic.products.toLocaleString("en-US")} synthetic products in ${seconds(synthetic.seconds)} ` +
          `(${Math.round((synthetic.products / synthetic.seconds) * 60).toLocaleString("en-US")} per minute).`,
      );
    }

    const c = demo.counts;
    console.log(`
Seeded ${where}:
  ${c.stores} approved stores, ${c.categories} categories (${c.subCategories} sub-categories), ${c.brands} brands, ${c.collections} collections, ${c.tags} tags
  ${(c.products + (synthetic?.products ?? 0)).toLocaleString("en-US")} products (${c.variants} demo variants), ${c.flashSales} flash sales, ${c.bundleDeals} bundle deals, ${c.vouchers} vouchers
  ${c.banners} banners, ${c.slides} slides, ${c.pages} pages, ${c.shippingRules} shipping rules, ${c.orders} orders, ${c.reviews} reviews
  Pictures in ${uploadsDirectory()} (${demo.pictures.rendered} drawn, ${demo.pictures.reused} reused)

Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.customer}, ${DEMO_ACCOUNTS.seller}, ${SECOND_SELLER}, ${DEMO_ACCOUNTS.editor}, ${DEMO_ACCOUNTS.admin}`);
  } finally {
    await db.close();
  }
}

try {
  await main();
} catch (error) {
  if (error instanceof SeedUsageError) {
    console.error(`${error.message}\n\n${SEED_USAGE}`);
    process.exit(2);
  }
  console.error(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  console.error("Nothing was half-written: each phase runs in one transaction.");
  process.exit(1);
}
