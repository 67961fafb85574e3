import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../testing/database.ts";
import {
  DEMO_ACCOUNTS,
  SECOND_SELLER,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  planDemoProducts,
  resetDatabase,
  seedDemo,
  type SeedSummary,
} from "./demo.ts";
import { rowsOf } from "./insert.ts";
import { verifyPassword } from "../modules/accounts/password.ts";
import { seedSynthetic } from "./synthetic.ts";

// Pictures are named by a hash of their drawing, so test runs may share them.
const uploadsDir = join(tmpdir(), "modest-seed-test-uploads");

let database: TestDatabase;
let summary: SeedSummary;
let emptyBefore: boolean;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(query));
}
async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number((await rows<{ n: number | string }>(query))[0].n);
}

beforeAll(async () => {
  database = await createTestDatabase();
  emptyBefore = await isDatabaseEmpty(database.db);
  summary = await seedDemo(database.db, { uploadsDir, log: () => {} });
}, 300_000);

afterAll(async () => {
  await database?.close();
});

describe("the demo catalogue", () => {
  it("is seeded only into an empty database and leaves it non-empty", async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it("has at least 6 approved stores owned by sellers, with logo and banner", async () => {
    const stores = await rows<{ slug: string; role: string; logo: string; banner: string }>(
      sql`select s.slug, u.role, s.logo, s.banner from stores s join users u on u.id = s.owner_id where s.approval_status = 'approved'`,
    );
    expect(stores.length).toBeGreaterThanOrEqual(6);
    for (const store of stores) {
      expect(store.role).toBe("seller");
      expect(store.logo).toMatch(/^\/uploads\//);
      expect(store.banner).toMatch(/^\/uploads\//);
    }
  });

  it("has at least 12 categories, each with sub-categories, 15 brands, 5 collections and tags", async () => {
    expect(await count(sql`select count(*) as n from categories`)).toBeGreaterThanOrEqual(12);
    expect(
      await count(
        sql`select count(*) as n from categories c where not exists (select 1 from sub_categories s where s.category_id = c.id)`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from brands`)).toBeGreaterThanOrEqual(15);
    expect(await count(sql`select count(*) as n from collections`)).toBeGreaterThanOrEqual(5);
    expect(await count(sql`select count(*) as n from tags`)).toBeGreaterThan(5);
  });

  it("has at least 300 products spread over stores, categories and brands, with variants and stock", async () => {
    expect(await count(sql`select count(*) as n from products`)).toBeGreaterThanOrEqual(300);
    expect(await count(sql`select count(distinct store_id) as n from products`)).toBeGreaterThanOrEqual(6);
    expect(await count(sql`select count(distinct category_id) as n from products`)).toBeGreaterThanOrEqual(
      12,
    );
    expect(await count(sql`select count(distinct brand_id) as n from products`)).toBeGreaterThanOrEqual(15);
    expect(
      await count(
        sql`select count(*) as n from products p where not exists (select 1 from inventories i where i.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from products where offered > 0 and offered < selling`),
    ).toBeGreaterThan(30);
    expect(await count(sql`select count(*) as n from products where stock = 0`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from inventories where quantity > 0`)).toBeGreaterThan(500);
  });

  it("writes every product, category, brand and page in all five languages, in their own scripts", async () => {
    const missing = await count(sql`
      select count(*) as n from products p
      where (select count(distinct lang) from product_translations t where t.product_id = p.id and t.title <> '' and t.lang in ('en','fr','ar','hi','tr')) <> 5`);
    expect(missing).toBe(0);
    for (const table of [
      "category_translations",
      "sub_category_translations",
      "brand_translations",
      "collection_translations",
      "page_translations",
      "banner_translations",
    ]) {
      const langs = await rows<{ lang: string }>(sql.raw(`select distinct lang from ${table} order by lang`));
      expect(
        langs.map((l) => l.lang),
        table,
      ).toEqual(["ar", "en", "fr", "hi", "tr"]);
    }
    const titles = await rows<{ lang: string; title: string }>(
      sql`select lang, title from product_translations where product_id = (select min(id) from products)`,
    );
    const title = Object.fromEntries(titles.map((t) => [t.lang, t.title]));
    expect(title.ar).toMatch(/\p{Script=Arabic}/u);
    expect(title.hi).toMatch(/\p{Script=Devanagari}/u);
    expect(title.fr).not.toBe(title.en);
    expect(title.tr).not.toBe(title.en);
  });

  it("has a flash sale live now with products at a lower price", async () => {
    const live = await rows<{ id: number; n: number }>(sql`
      select s.id, (select count(*)::int from flash_sale_products f where f.flash_sale_id = s.id) as n
      from flash_sales s where s.status = 1 and s.start_time <= now() and s.end_time > now()`);
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(live[0].n).toBeGreaterThan(5);
    expect(
      await count(
        sql`select count(*) as n from flash_sale_products f join products p on p.id = f.product_id where f.price >= p.selling`,
      ),
    ).toBe(0);
  });

  it("offers bundle deals, an active voucher with a minimum spend, a capped percent voucher and an expired one", async () => {
    expect(
      await count(sql`select count(*) as n from bundle_deals where buy_quantity = 2 and free_quantity = 1`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*) as n from vouchers where type = 1 and min_spend > 0 and starts_at < now() and ends_at > now()`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*) as n from vouchers where type = 2 and max_discount > 0 and ends_at > now()`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from vouchers where ends_at < now()`)).toBeGreaterThan(0);
  });

  it("has banners of several placements and every source type, a slider and site features", async () => {
    expect(await count(sql`select count(distinct type) as n from banners`)).toBeGreaterThanOrEqual(5);
    const sources = await rows<{ source_type: number }>(
      sql`select distinct source_type from (select source_type from banners union all select source_type from slider_items) s order by 1`,
    );
    expect(sources.map((s) => s.source_type)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(
      await count(sql`select count(*) as n from banners where source_type = 6 and url is not null`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from slider_items`)).toBeGreaterThanOrEqual(3);
    expect(await count(sql`select count(*) as n from site_features`)).toBeGreaterThanOrEqual(3);
  });

  it("has the static pages, settings, site settings, links, languages and payment methods", async () => {
    const pages = await rows<{ slug: string }>(sql`select slug from pages order by slug`);
    expect(pages.map((p) => p.slug)).toEqual(
      expect.arrayContaining(["about", "faq", "privacy-policy", "terms", "shipping", "returns"]),
    );
    const [setting] = await rows<Record<string, unknown>>(sql`select * from settings`);
    expect(setting).toMatchObject({
      currency: "USD",
      currency_icon: "$",
      currency_position: 1,
      decimal_format: "en-US",
      vendor_registration: true,
      default_country: "AF",
      default_state: "BDS",
      cookie_banner: true,
      google_login: false,
      facebook_login: false,
    });
    expect(setting.chat_phone).toBeTruthy();
    const [site] = await rows<{ site_name: string; header_logo: string; site_url: string | null }>(
      sql`select site_name, header_logo, site_url from site_settings`,
    );
    expect(site.site_name).toBe("Modest Marketplace");
    // The public address is SITE_URL's when the shop runs, not the one it had when it was seeded.
    expect(site.site_url).toBeNull();
    expect(await count(sql`select count(*) as n from links where position = 'left'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from links where position = 'right'`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from social_links`)).toBeGreaterThan(2);
    const languages = await rows<{ code: string; direction: string; is_default: boolean }>(
      sql`select code, direction, is_default from languages order by sort`,
    );
    expect(languages.map((l) => l.code)).toEqual(["en", "fr", "ar", "hi", "tr"]);
    expect(languages.find((l) => l.code === "ar")?.direction).toBe("rtl");
    expect(languages.find((l) => l.is_default)?.code).toBe("en");
    const enabled = await rows<{ id: number }>(sql`select id from payment_methods where enabled order by id`);
    expect(enabled.map((m) => m.id)).toEqual([2, 7]);
    expect(
      await count(
        sql`select count(*) as n from states s join countries c on c.id = s.country_id where c.code = 'AF' and s.code = 'BDS'`,
      ),
    ).toBe(1);
  });

  it("ships from every store to the default place, with flat, percent, single-price and pickup rules", async () => {
    expect(
      await count(sql`select count(*) as n from stores s where not exists (
        select 1 from shipping_rules r join shipping_places p on p.rule_id = r.id where r.store_id = s.id and p.country = 'AF' and p.state = 'BDS')`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from shipping_rules where price_type = 2`)).toBeGreaterThan(
      0,
    );
    expect(await count(sql`select count(*) as n from shipping_rules where single_price`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from pickup_points`)).toBeGreaterThan(0);
  });

  it("spreads a demo order's voucher discount over its lines, adding up to the order's discount to the cent", async () => {
    const discounted = await rows<{ discount: number; lines: number; per_line: number; used: number }>(
      sql`select o.discount, (select count(*)::int from order_items i where i.order_id = o.id) as lines,
          (select coalesce(sum(i.discount), 0)::int from order_items i where i.order_id = o.id) as per_line,
          (select coalesce(sum(u.discount), 0)::int from voucher_uses u where u.order_id = o.id) as used
        from orders o where o.discount > 0`,
    );
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.some((o) => o.lines > 1)).toBe(true);
    // Each: the lines' shares and the recorded voucher use both equal the order's discount.
    expect(discounted.map((o) => [o.per_line, o.used])).toEqual(
      discounted.map((o) => [o.discount, o.discount]),
    );
  });

  it("keeps each product's rating and review count equal to its reviews", async () => {
    expect(await count(sql`select count(*) as n from reviews`)).toBeGreaterThan(30);
    const wrong = await count(sql`
      select count(*) as n from products p
      left join (select product_id, count(*) as c, avg(rating) as a from reviews group by product_id) r on r.product_id = p.id
      where p.review_count <> coalesce(r.c, 0) or abs(p.rating - coalesce(r.a, 0)) > 0.01`);
    expect(wrong).toBe(0);
  });

  it("has verified demo accounts whose password is demo1234", async () => {
    for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) {
      const [user] = await rows<{ role: string; verified_at: unknown; password_hash: string }>(
        sql`select role, verified_at, password_hash from users where email = ${email}`,
      );
      expect(user.role).toBe(role);
      expect(user.verified_at).toBeTruthy();
      expect(user.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
    }
  });

  it("has a second verified seller whose own store has products, for trying cross-store refusals", async () => {
    const [store] = await rows<{ role: string; products: number }>(sql`
      select u.role, (select count(*) from products p where p.store_id = s.id)::int as products
      from users u join stores s on s.owner_id = u.id where u.email = ${SECOND_SELLER}`);
    expect(store?.role).toBe("seller");
    expect(store?.products).toBeGreaterThan(0);
  });

  it("stores pictures as /uploads URLs of files that exist on disk", async () => {
    const urls = await rows<{ url: string }>(sql`
      select image as url from products union select image from product_images union select image from categories
      union select image from sub_categories union select image from brands union select image from collections
      union select logo from stores union select banner from stores union select image from banners
      union select image from slider_items union select header_logo from site_settings union select default_image from site_settings`);
    expect(urls.length).toBeGreaterThan(100);
    const missing = urls.filter(
      ({ url }) =>
        !url?.startsWith("/uploads/") || !existsSync(join(uploadsDir, url.slice("/uploads/".length))),
    );
    expect(missing).toEqual([]);
  });

  it("shows 30 different products on the first page of the newest-first listing and of each category", async () => {
    const newest = await rows<{ image: string }>(
      sql`select image from products order by created_at desc, id desc limit 30`,
    );
    expect(newest).toHaveLength(30);
    expect(new Set(newest.map((p) => p.image)).size).toBeGreaterThanOrEqual(25);
    // Within a category the products share few silhouettes: still, no two show the same picture.
    const categories = await rows<{ products: number; pictures: number }>(sql`
      select count(*)::int as products, count(distinct image)::int as pictures from products group by category_id`);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.filter((c) => c.pictures < c.products)).toEqual([]);
  });

  it("gives each colour of a product its own set of front, back and close-up pictures, its own colour first", async () => {
    const sets = await rows<{
      product_id: number;
      value: number | null;
      images: string[];
      first: boolean;
    }>(sql`
      select i.product_id, i.attribute_value_id as value, array_agg(i.image order by i.sort) as images,
        bool_or(i.sort = 0 and i.image = p.image) as first
      from product_images i join products p on p.id = i.product_id
      group by i.product_id, i.attribute_value_id`);
    expect(sets.filter((s) => s.value === null)).toEqual([]);
    expect(sets.filter((s) => s.images.length !== 3)).toEqual([]);
    expect(sets.filter((s) => !/-front-\w+\.jpg$/.test(s.images[0]) && s.first)).toEqual([]);
    const byProduct = Map.groupBy(sets, (s) => s.product_id);
    // Every colour sold has its set, and no two colours share a picture.
    const colours = await rows<{ product_id: number; values: number[] }>(sql`
      select i.product_id, array_agg(distinct v.attribute_value_id order by v.attribute_value_id) as values
      from inventories i join inventory_attribute_values v on v.inventory_id = i.id
      join attribute_values av on av.id = v.attribute_value_id join attributes a on a.id = av.attribute_id
      where a.slug = 'colour' group by i.product_id`);
    expect(colours.length).toBe(summary.counts.products);
    const wrong = colours.filter(({ product_id, values }) => {
      const own = byProduct.get(product_id) ?? [];
      const pictures = own.flatMap((s) => s.images);
      return (
        own
          .map((s) => s.value)
          .sort((a, b) => a! - b!)
          .join() !== values.join() || new Set(pictures).size !== pictures.length
      );
    });
    expect(wrong).toEqual([]);
    expect(sets.filter((s) => s.first).length).toBe(summary.counts.products);
    const multi = colours.filter((c) => c.values.length > 1);
    expect(multi.length).toBeGreaterThan(50);
  });

  it("plans the same catalogue from the same seed", () => {
    const a = planDemoProducts(7, 50).map((p) => [p.title.en, p.selling, p.variants.length]);
    const b = planDemoProducts(7, 50).map((p) => [p.title.en, p.selling, p.variants.length]);
    expect(a).toEqual(b);
    expect(planDemoProducts(8, 50).map((p) => p.title.en)).not.toEqual(a.map((x) => x[0]));
  });

  it("adds synthetic products in five languages with two variants each and keeps the search indexes", async () => {
    const before = await count(sql`select count(*) as n from products`);
    const lastId = await count(sql`select max(id) as n from products`);
    const searchIndexes = sql`select count(*) as n from pg_indexes where tablename = 'product_translations' and indexdef ilike '% using gin %'`;
    const indexesBefore = await count(searchIndexes);
    const progress: number[] = [];
    const result = await seedSynthetic(database.db, {
      count: 600,
      batchSize: 250,
      uploadsDir,
      onProgress: (done) => progress.push(done),
    });
    expect(result.products).toBe(600);
    expect(progress).toEqual([250, 500, 600, 600]);
    expect(await count(sql`select count(*) as n from products`)).toBe(before + 600);
    expect(
      await count(sql`select count(*) as n from product_translations where product_id > ${lastId}`),
    ).toBe(600 * 5);
    expect(
      await count(
        sql`select count(*) as n from products p where p.id > ${lastId} and (select count(*) from inventories i where i.product_id = p.id) not between 1 and 2`,
      ),
    ).toBe(0);
    expect(indexesBefore).toBeGreaterThan(0);
    expect(await count(searchIndexes)).toBe(indexesBefore);
    // Vacuumed after the commit: the batches' updated search words leave no dead rows to read past.
    expect(
      await count(
        sql`select count(*) as n from pg_stat_user_tables where relname = 'search_terms' and last_vacuum is not null`,
      ),
    ).toBe(1);
    // The product form refuses an address another product has in the same language.
    expect(
      await count(sql`select count(*) as n from (select lang, slug from product_translations
        group by lang, slug having count(*) > 1) repeated`),
    ).toBe(0);
  }, 300_000);

  it("empties every table on reset, and re-seeding reuses the pictures already drawn", async () => {
    await resetDatabase(database.db);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const again = await seedDemo(database.db, { uploadsDir, log: () => {} });
    expect(again.pictures.rendered).toBe(0);
    expect(again.counts.products).toBe(summary.counts.products);
  }, 300_000);
});
