/**
 * How fast a product CSV applies: makes a 10,000-row file (2,500 products with four sizes each),
 * checks it (the dry run), applies it to an empty store through the import job with a progress bar,
 * and prints the seconds and rows per second of each. The target is under a minute. PGlite in
 * memory by default; `--database postgres://…/<empty database>` uses PostgreSQL (migrated first).
 *
 *   npm run bench:import [-- --rows 10000] [-- --database postgres://…]
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import cliProgress from "cli-progress";
import { stringify } from "csv-stringify/sync";
import { openDatabase } from "../../src/server/platform/db/client.ts";
import { migrateDatabase } from "../../src/server/platform/db/migrate.ts";
import {
  attributeValues,
  attributes,
  categories,
  importJobs,
  stores,
  users,
} from "../../src/server/platform/db/schema/index.ts";
import { dryRunImport, queueImport, runQueuedImports } from "../../src/server/modules/catalog/index.ts";

const SIZES = ["s", "m", "l", "xl"];

const { values } = parseArgs({
  options: { rows: { type: "string", default: "10000" }, database: { type: "string", default: "memory://" } },
});
const rows = Number(values.rows);
const database = await openDatabase(values.database);
await migrateDatabase(database);
const db = database.db;
try {
  const run = Date.now().toString(36);
  const [owner] = await db
    .insert(users)
    .values({ name: "Bench seller", email: `bench-${run}@example.test`, role: "seller" })
    .returning({ id: users.id });
  const [store] = await db
    .insert(stores)
    .values({
      ownerId: (owner as { id: number }).id,
      name: "Bench store",
      slug: `bench-${run}`,
      approvalStatus: "approved",
    })
    .returning({ id: stores.id, ownerId: stores.ownerId });
  if (!store) throw new Error("no bench store");
  await db.insert(categories).values({ slug: "bench-dresses" });
  const [size] = await db.insert(attributes).values({ slug: "bench-size" }).returning({ id: attributes.id });
  await db
    .insert(attributeValues)
    .values(SIZES.map((slug) => ({ attributeId: (size as { id: number }).id, slug })));

  const header = ["slug_en", "title_en", "title_fr", "slug_fr", "category", "selling", "attributes"];
  const lines: string[][] = [[...header, "variant_values", "variant_sku", "variant_price", "variant_stock"]];
  for (let i = 0; lines.length <= rows; i++) {
    for (const value of SIZES) {
      if (lines.length > rows) break;
      lines.push([
        `bench-dress-${i}`,
        `Bench dress ${i}`,
        `Robe ${i}`,
        `robe-bench-${i}`,
        "bench-dresses",
        String(1000 + (i % 500)),
        "bench-size",
        value,
        `BENCH-${i}-${value}`,
        "0",
        String(i % 20),
      ]);
    }
  }
  const csv = stringify(lines);
  const ctx = { lang: "en" as const, dir: "ltr" as const, db };
  const actor = { id: store.ownerId, role: "seller" as const, storeId: store.id, reach: "store" as const };

  const checking = performance.now();
  const check = await dryRunImport(ctx, actor, store.id, csv);
  const checkSeconds = (performance.now() - checking) / 1000;
  console.log(
    `Dry run: ${check.rows} rows, ${check.created} to create, ${check.errors.length} errors in ${checkSeconds.toFixed(1)} s`,
  );

  const bar = new cliProgress.SingleBar(
    { format: "Importing [{bar}] {percentage}% | {value}/{total} rows | {eta}s left" },
    cliProgress.Presets.shades_classic,
  );
  const started = performance.now();
  const { id } = await queueImport(ctx, actor, store.id, csv);
  bar.start(rows, 0);
  const watch = setInterval(() => {
    void db
      .select({ done: importJobs.done })
      .from(importJobs)
      .where(eq(importJobs.id, id))
      .then(([job]: { done: number }[]) => bar.update(job?.done ?? 0));
  }, 250);
  await runQueuedImports(db);
  clearInterval(watch);
  const seconds = (performance.now() - started) / 1000;
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  bar.update(job?.done ?? 0);
  bar.stop();
  console.log(`Status: ${job?.status}; report: ${JSON.stringify(job?.report)}`);
  console.log(
    `${rows} rows in ${seconds.toFixed(1)} s: ${Math.round(rows / seconds)} rows/s (target: under 60 s)`,
  );
} finally {
  await database.close();
}
