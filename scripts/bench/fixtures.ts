import { sql } from "drizzle-orm";
import { openDatabase } from "../../src/server/platform/db/client.ts";
import { rowsOf } from "../../src/server/seed/insert.ts";

/** What the scenarios request, read from the seeded database before the shop starts. */
export interface Fixtures {
  /** Products the write scenarios buy in turn (their stock raised so that no order runs out). */
  buyable: { id: number; inventoryId: number | null }[];
  /** Public products for the product-page scenarios, in random order. */
  products: { id: number; slug: string }[];
  /** Categories with at least 30 public products, biggest first. */
  categories: { slug: string; products: number }[];
  /** Misspelt words from product titles, for the search suggestions. */
  typos: string[];
  /** Approved, public stores' slugs, biggest first. */
  stores: string[];
  /** A static content page (no JavaScript expected). */
  pageSlug: string | null;
  /** When the buyable products' stock was set to BENCH_STOCK (the database's clock). */
  stockSetAt: string;
}

export const BENCH_STOCK = 10_000_000;

/** A store shoppers see (alias s). */
const LISTED_STORE = sql`s.status = 1 and s.approval_status = 'approved'`;
const PUBLIC = sql`p.status = 1 and exists (select 1 from stores s where s.id = p.store_id and ${LISTED_STORE})`;

/** "abaya" → "abyaa": two middle letters swapped, the kind of typo the suggestions must tolerate. */
export function misspell(word: string): string {
  const i = Math.floor(word.length / 2) - 1;
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

/** Picks the URLs to request and gives the benched products enough stock for every order. */
export async function prepareFixtures(openUrl: string): Promise<Fixtures> {
  const database = await openDatabase(openUrl);
  try {
    const db = database.db;
    const buyable = rowsOf<{ id: number; inventory_id: number | null }>(
      await db.execute(sql`select p.id, (select min(i.id) from inventories i where i.product_id = p.id) as inventory_id
        from products p where ${PUBLIC} order by p.id limit 100`),
    );
    const ids = sql.join(
      buyable.map((b) => sql`${b.id}`),
      sql`, `,
    );
    const [{ now: stockSetAt } = { now: "" }] = rowsOf<{ now: string }>(
      await db.execute(sql`select now()::text as now`),
    );
    await db.execute(sql`update products set stock = ${BENCH_STOCK} where id in (${ids})`);
    await db.execute(sql`update inventories set quantity = ${BENCH_STOCK} where product_id in (${ids})`);
    const products = rowsOf<{ id: number; slug: string }>(
      await db.execute(sql`select p.id, p.slug from products p where ${PUBLIC} order by random() limit 500`),
    );
    const categories = rowsOf<{ slug: string; products: number }>(
      await db.execute(sql`select c.slug, count(*)::int as products from products p
        join categories c on c.id = p.category_id
        where c.status = 1 and ${PUBLIC} group by c.slug having count(*) >= 30 order by count(*) desc limit 5`),
    );
    const titles = rowsOf<{ title: string }>(
      await db.execute(
        sql`select title from product_translations where lang = 'en' order by random() limit 200`,
      ),
    );
    const words = new Set(
      titles.flatMap((t) => t.title.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length >= 5),
    );
    const stores = rowsOf<{ slug: string }>(
      await db.execute(sql`select s.slug from stores s where ${LISTED_STORE}
        order by (select count(*) from products p where p.store_id = s.id) desc limit 5`),
    );
    const [page] = rowsOf<{ slug: string }>(
      await db.execute(sql`select slug from pages where status = 1 order by sort, id limit 1`),
    );
    if (
      buyable.length === 0 ||
      products.length === 0 ||
      categories.length === 0 ||
      stores.length === 0 ||
      words.size === 0
    ) {
      throw new Error("The seeded catalogue has no public products, categories or stores to benchmark.");
    }
    return {
      buyable: buyable.map((b) => ({ id: b.id, inventoryId: b.inventory_id })),
      products,
      categories,
      typos: [...words].map(misspell),
      stores: stores.map((s) => s.slug),
      pageSlug: page?.slug ?? null,
      stockSetAt,
    };
  } finally {
    await database.close();
  }
}
