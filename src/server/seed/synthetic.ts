import { sql } from "drizzle-orm";
import type { Db } from "../platform/db/client.ts";
import { STORES } from "./content/stores.ts";
import { createImageWriter } from "./images.ts";
import { rowsOf } from "./insert.ts";
import { createReusingDesignPicker, monogram, pictures, productPictures } from "./pictures.ts";
import { planProduct, storeSubs, type ProductPlan, type SizeAttribute } from "./plan.ts";
import { createRandom } from "./random.ts";
import { insertProducts } from "./seed-products.ts";
import type { Taxonomy } from "./seed-taxonomy.ts";
import type { Shops } from "./seed-people.ts";
import { DEFAULT_SEED, uploadsDirectory } from "./demo.ts";

export interface SyntheticOptions {
  count: number;
  /** Products per transaction (default 2000). */
  batchSize?: number;
  uploadsDir?: string;
  seed?: number;
  now?: Date;
  /** Called after every batch with the number of products written so far, then once before indexing. */
  onProgress?: (done: number, phase: SyntheticPhase) => void;
}

async function slugToId(db: Db, table: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ id: number; slug: string }>(
    await db.execute(sql.raw(`select id, slug from "${table}"`)),
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Reads back the ids of the demo catalogue's fixed parts (the synthetic products hang off them). */
export async function loadTaxonomy(db: Db): Promise<Taxonomy> {
  const [categories, subCategories, brands, collections, tags, attributes] = await Promise.all([
    slugToId(db, "categories"),
    slugToId(db, "sub_categories"),
    slugToId(db, "brands"),
    slugToId(db, "collections"),
    slugToId(db, "tags"),
    slugToId(db, "attributes"),
  ]);
  const values = rowsOf<{ id: number; key: string }>(
    await db.execute(
      sql`select v.id, a.slug || ':' || v.slug as key from attribute_values v join attributes a on a.id = v.attribute_id`,
    ),
  );
  return {
    categories,
    subCategories,
    brands,
    collections,
    tags,
    attributes: attributes as Map<SizeAttribute | "colour", number>,
    values: new Map(values.map((v) => [v.key, v.id])),
  };
}

export async function loadShops(db: Db): Promise<Shops> {
  const ids = await slugToId(db, "stores");
  const missing = STORES.filter((s) => !ids.has(s.slug));
  if (missing.length > 0) {
    throw new Error(
      `The demo stores are missing (${missing.map((s) => s.slug).join(", ")}): seed the demo catalogue first.`,
    );
  }
  const codes = new Map<string, string>();
  STORES.forEach((s, i) => codes.set(s.slug, `${monogram(s.name.en)}${i + 1}`));
  return { ids, codes };
}

export type SyntheticPhase = "products" | "indexes";

/**
 * Adds `count` synthetic products (translated into the five languages, two variants each) to a
 * database that holds the demo catalogue, in batches of multi-row inserts. Pictures are mostly the
 * demo's, reused (see createReusingDesignPicker).
 *
 * The whole run is one transaction: the search indexes of product_translations (GIN: trigram and
 * full text) are dropped at the start and rebuilt once at the end, which is several times faster
 * than updating them row by row; if anything fails, nothing is left behind, indexes included.
 * The table is locked for writing meanwhile, so run it before serving traffic. The database is
 * vacuumed and analysed after the commit.
 */
export async function seedSynthetic(
  db: Db,
  options: SyntheticOptions,
): Promise<{ products: number; seconds: number }> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 2000;
  const now = options.now ?? new Date();
  const taxonomy = await loadTaxonomy(db);
  const shops = await loadShops(db);
  const pics = pictures(createImageWriter(options.uploadsDir ?? uploadsDirectory()));
  const random = createRandom((options.seed ?? DEFAULT_SEED) + 7);
  const pairs = storeSubs();
  const pickDesign = createReusingDesignPicker(pics);
  let done = 0;
  await db.transaction(async (tx) => {
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(
        sql`select indexname as name, indexdef as definition from pg_indexes
            where schemaname = 'public' and tablename = 'product_translations' and indexdef ilike '% using gin %'`,
      ),
    );
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    while (done < options.count) {
      const size = Math.min(batchSize, options.count - done);
      const plans: ProductPlan[] = [];
      for (let i = 0; i < size; i++) {
        plans.push(planProduct(random, random.pick(pairs), { maxVariants: 2, spreadMinutes: 365 * 24 * 60 }));
      }
      const imagesOf = productPictures(pics, plans, pickDesign);
      await insertProducts(tx, plans, taxonomy, shops, {
        now,
        collectionChance: 0.05,
        idInSlug: true,
        imagesOf,
        random: random.next,
      });
      done += size;
      options.onProgress?.(done, "products");
    }
    await pics.settled();
    options.onProgress?.(done, "indexes");
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
  // After the commit (VACUUM runs in no transaction): clears the row versions the batches' updates
  // left behind (search_terms' use counts: 508 words in 45 MB at 1M products, a typo suggestion 12 ms
  // instead of 1) and marks the pages all-visible, so index-only scans stay so (the product list's
  // page at 1M: 9–12 ms instead of 1.6). Fresh statistics too, or the planner takes the bulk of new
  // products for a handful and skips the search indexes. A copy of this database (the bench's seed
  // templates) starts with no statistics that would make autovacuum do it later.
  await db.execute(sql`vacuum analyze`);
  return { products: done, seconds: (performance.now() - started) / 1000 };
}
