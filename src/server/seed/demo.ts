import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../platform/db/client.ts";
import { env } from "../platform/env.ts";
import { createImageWriter } from "./images.ts";
import { rowsOf } from "./insert.ts";
import { createDesignPicker, pictures, productPictures } from "./pictures.ts";
import { planProduct, storeSubs, type ProductPlan } from "./plan.ts";
import { createRandom } from "./random.ts";
import { insertProducts } from "./seed-products.ts";
import { drawTaxonomy, seedTaxonomy } from "./seed-taxonomy.ts";
import { drawMarketing, seedMarketing, seedShipping } from "./seed-marketing.ts";
import { seedOrders } from "./seed-orders.ts";
import { drawStores, seedPeople, seedStores } from "./seed-people.ts";
import { drawSite, seedSite } from "./seed-site.ts";

export { DEMO_ACCOUNTS, DEMO_PASSWORD, SECOND_SELLER } from "./seed-people.ts";

export interface SeedDemoOptions {
  /** Where pictures are written; default `${DATA_DIR}/uploads`. */
  uploadsDir?: string;
  /** "Now" for the flash sale, vouchers and dates; default the current time. */
  now?: Date;
  /** PRNG seed: the same seed builds the same catalogue. */
  seed?: number;
  /** How many demo products (default 320). */
  products?: number;
  log?: (line: string) => void;
}

export interface SeedSummary {
  counts: Record<string, number>;
  pictures: { rendered: number; reused: number };
  seconds: number;
}

export const DEFAULT_SEED = 20_240_611;
export const DEMO_PRODUCTS = 320;

export function uploadsDirectory(): string {
  return join(env.DATA_DIR, "uploads");
}

/** True when nothing was ever seeded or created: no users, no products, no settings. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select (select count(*) from users) + (select count(*) from products) + (select count(*) from settings) as n`,
  );
  return Number(rowsOf<{ n: string | number }>(result)[0].n) === 0;
}

/** Empties every table of the shop (the migrations stay applied); ids start again from 1. */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  if (tables.length === 0) return;
  const list = tables.map((t) => `"${t.tablename}"`).join(", ");
  await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
}

/** Plans the demo's products: every (store, sub-category) pair gets some, titles never repeat. */
export function planDemoProducts(seed: number, count: number): ProductPlan[] {
  const random = createRandom(seed);
  const pairs = storeSubs();
  const order = random.sample(pairs, pairs.length);
  const titles = new Set<string>();
  const plans: ProductPlan[] = [];
  for (let i = 0; i < count; i++) {
    const pair = order[i % order.length];
    let plan = planProduct(random, pair, { maxVariants: 12, spreadMinutes: 120 * 24 * 60 });
    for (let tries = 0; titles.has(plan.title.en) && tries < 20; tries++) {
      plan = planProduct(random, pair, { maxVariants: 12, spreadMinutes: 120 * 24 * 60 });
    }
    titles.add(plan.title.en);
    plans.push(plan);
  }
  return plans;
}

/**
 * Builds the demo marketplace: pictures first (files, idempotent), then every row in one
 * transaction, so a failure leaves the database as empty as it was.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? new Date();
  const seed = options.seed ?? DEFAULT_SEED;
  const uploadsDir = options.uploadsDir ?? uploadsDirectory();
  const writer = createImageWriter(uploadsDir);
  const pics = pictures(writer);

  const plans = planDemoProducts(seed, options.products ?? DEMO_PRODUCTS);
  // Product photos render while the rows are written; the transaction waits for them before it ends.
  const imagesOf = productPictures(pics, plans, createDesignPicker());
  const [site, storeArt, taxonomyArt, marketingArt] = await Promise.all([
    drawSite(pics),
    drawStores(pics),
    drawTaxonomy(pics),
    drawMarketing(pics),
  ]);

  const random = createRandom(seed + 1);
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    Object.assign(counts, await seedSite(tx, site));
    log("Settings, languages, pages, links and places written");
    const people = await seedPeople(tx, now);
    const shops = await seedStores(tx, people, storeArt, now);
    counts.users = 2 + people.reviewers.length + people.owners.size + 1;
    counts.stores = shops.ids.size;
    const taxonomy = await seedTaxonomy(tx, taxonomyArt);
    counts.categories = taxonomy.categories.size;
    counts.subCategories = taxonomy.subCategories.size;
    counts.brands = taxonomy.brands.size;
    counts.collections = taxonomy.collections.size;
    counts.tags = taxonomy.tags.size;
    const catalogue = await insertProducts(tx, plans, taxonomy, shops, {
      now,
      collectionChance: 0.7,
      idInSlug: false,
      imagesOf,
      random: random.next,
    });
    counts.products = catalogue.length;
    counts.variants = catalogue.reduce((n, p) => n + p.variants.length, 0);
    log(`Catalogue: ${counts.products} products with ${counts.variants} variants`);
    Object.assign(counts, await seedMarketing(tx, random, now, marketingArt, taxonomy, shops, catalogue));
    Object.assign(counts, await seedShipping(tx, shops));
    Object.assign(counts, await seedOrders(tx, random, now, people, shops, catalogue));
    log(`Marketing, shipping, ${counts.orders} orders and ${counts.reviews} reviews written`);
    await pics.settled();
    const drawn = writer.stats();
    log(`Pictures: ${drawn.rendered} drawn, ${drawn.reused} already in ${uploadsDir}`);
  });
  return { counts, pictures: writer.stats(), seconds: (performance.now() - started) / 1000 };
}
