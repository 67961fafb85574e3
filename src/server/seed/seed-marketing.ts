import type { SourceValue } from "../platform/db/schema/marketing.ts";
import {
  bannerTranslations,
  banners,
  homeFeaturedProducts,
  bundleDeals,
  flashSaleProducts,
  flashSales,
  flashSaleTranslations,
  pickupPoints,
  shippingPlaces,
  shippingRules,
  sliderItems,
  sliderItemTranslations,
  vouchers,
} from "../platform/db/schema/index.ts";
import { BANNERS, type SourceRef } from "./content/banners.ts";
import { SLIDES } from "./content/slides.ts";
import { VOUCHERS } from "./content/vouchers.ts";
import { FLASH_SALES } from "./content/site.ts";
import { STORES } from "./content/stores.ts";
import { insertMany, insertReturningIds, type Tx } from "./insert.ts";
import type { Pictures } from "./pictures.ts";
import type { Random } from "./random.ts";
import type { InsertedProduct } from "./seed-products.ts";
import type { Taxonomy } from "./seed-taxonomy.ts";
import type { Shops } from "./seed-people.ts";
import { insertTranslated, named } from "./translated.ts";

const DAY = 86_400_000;

export interface MarketingArt {
  banners: string[];
  slides: string[];
  flashSales: string[];
}

export async function drawMarketing(pics: Pictures): Promise<MarketingArt> {
  const [bannerImages, slides, sales] = await Promise.all([
    Promise.all(
      BANNERS.map((b, i) => pics.banner(`banner-${b.type}-${i}`, b.hex, b.motif, b.width, b.height)),
    ),
    Promise.all(SLIDES.map((s, i) => pics.banner(`slide-${i}`, s.hex, s.motif, 1600, 600))),
    Promise.all(FLASH_SALES.map((f, i) => pics.banner(`flash-sale-${i}`, f.hex, "dress", 1200, 400))),
  ]);
  return { banners: bannerImages, slides, flashSales: sales };
}

function sourceOf(
  ref: SourceRef,
  taxonomy: Taxonomy,
  picks: () => number[],
): { sourceType: number; sourceValue: SourceValue; url: string | null } {
  const ids = (slugs: string[], map: Map<string, number>) => slugs.map((s) => map.get(s)!);
  switch (ref.type) {
    case 1:
      return {
        sourceType: 1,
        sourceValue: { category_ids: ids(ref.categories, taxonomy.categories) },
        url: null,
      };
    case 2:
      return {
        sourceType: 2,
        sourceValue: { sub_category_ids: ids(ref.subCategories, taxonomy.subCategories) },
        url: null,
      };
    case 3:
      return { sourceType: 3, sourceValue: { tags: ids(ref.tags, taxonomy.tags) }, url: null };
    case 4:
      return { sourceType: 4, sourceValue: { brand_ids: ids(ref.brands, taxonomy.brands) }, url: null };
    case 5:
      return { sourceType: 5, sourceValue: { product_ids: picks() }, url: null };
    case 6:
      return { sourceType: 6, sourceValue: {}, url: ref.url };
  }
}

/** Banners of every placement, the home slider, flash sales, bundle deals and vouchers. */
export async function seedMarketing(
  tx: Tx,
  random: Random,
  now: Date,
  art: MarketingArt,
  taxonomy: Taxonomy,
  shops: Shops,
  catalogue: InsertedProduct[],
): Promise<Record<string, number>> {
  const featured = catalogue.filter((p) => p.plan.featured).map((p) => p.id);
  await insertTranslated(
    tx,
    banners,
    bannerTranslations,
    BANNERS,
    (b, i) => ({
      type: b.type,
      ...sourceOf(b.source, taxonomy, () => featured.slice(0, b.source.type === 5 ? b.source.products : 0)),
      image: art.banners[i],
      closable: b.closable,
      sort: i,
    }),
    (b) => ({ ...named(b.title), subtitle: b.subtitle, buttonText: b.button }),
  );
  await insertTranslated(
    tx,
    sliderItems,
    sliderItemTranslations,
    SLIDES,
    (s, i) => ({
      ...sourceOf(s.source, taxonomy, () => featured.slice(0, 8)),
      image: art.slides[i],
      sort: i,
    }),
    (s) => ({ ...named(s.title), subtitle: s.subtitle, buttonText: s.button }),
  );
  // The home page's "Featured" section starts with the first featured products.
  const homeFeatured = featured.slice(0, 8).map((productId, sort) => ({ productId, sort }));
  if (homeFeatured.length > 0) await tx.insert(homeFeaturedProducts).values(homeFeatured);

  // Flash sales: products whose variants all use the product price, so the flash price applies.
  const eligible = catalogue.filter(
    (p) => p.variants.every((v) => v.price === 0) && p.variants.some((v) => v.quantity > 0),
  );
  const chosen = random.sample(
    eligible,
    FLASH_SALES.reduce((n, f) => n + f.products, 0),
  );
  const saleIds = await insertTranslated(
    tx,
    flashSales,
    flashSaleTranslations,
    FLASH_SALES,
    (f, i) => ({
      image: art.flashSales[i],
      startTime: new Date(now.getTime() + f.startsInDays * DAY),
      endTime: new Date(now.getTime() + f.endsInDays * DAY),
    }),
    (f) => named(f.title, f.description),
  );
  let offset = 0;
  const saleRows = FLASH_SALES.flatMap((f, i) => {
    const products = chosen.slice(offset, offset + f.products);
    offset += f.products;
    return products.map((p) => {
      const quantity = random.int(20, 60);
      const base = p.plan.offered > 0 ? p.plan.offered : p.plan.selling;
      return {
        flashSaleId: saleIds[i],
        productId: p.id,
        price: Math.max(99, Math.round((base * (0.6 + random.next() * 0.15)) / 100) * 100 - 1),
        quantity,
        sold: f.startsInDays < 0 ? random.int(0, quantity - 5) : 0,
      };
    });
  });
  await insertMany(tx, flashSaleProducts, saleRows);

  // Bundle deals on small things people buy several of.
  const bundleSubs = new Set([
    "shawls",
    "instant-hijabs",
    "underscarves",
    "kufi-caps",
    "arm-sleeves",
    "girls-hijabs",
    "sports-hijabs",
    "square-scarves",
  ]);
  const bundled = catalogue.filter((p) => bundleSubs.has(p.plan.sub.slug)).slice(0, 24);
  await insertMany(
    tx,
    bundleDeals,
    bundled.map((p, i) => ({ productId: p.id, buyQuantity: i % 3 === 2 ? 3 : 2, freeQuantity: 1 })),
  );

  await insertMany(
    tx,
    vouchers,
    VOUCHERS.map((v) => ({
      code: v.code,
      storeId: v.store ? shops.ids.get(v.store)! : null,
      type: v.type,
      amount: v.amount,
      maxDiscount: v.maxDiscount,
      minSpend: v.minSpend,
      startsAt: new Date(now.getTime() + v.startsInDays * DAY),
      endsAt: new Date(now.getTime() + v.endsInDays * DAY),
      usageLimit: v.usageLimit,
      perCustomerLimit: v.perCustomerLimit,
    })),
  );

  return {
    banners: BANNERS.length,
    slides: SLIDES.length,
    flashSales: FLASH_SALES.length,
    flashSaleProducts: saleRows.length,
    bundleDeals: bundled.length,
    vouchers: VOUCHERS.length,
  };
}

interface RuleSeed {
  title: string;
  type: 1 | 2;
  priceType: 1 | 2;
  singlePrice?: boolean;
  places?: [country: string, state: string | null, price: number][];
  pickup?: { name: string; address: string; price: number };
}

/** Flat standard-delivery prices abroad, in cents. */
const ABROAD: Record<string, number> = { US: 1500, GB: 1200, TR: 900, SA: 900, AE: 900, IN: 700, FR: 1100 };

/** Every store ships to the default place (AF / BDS), all of AF, its own country and a few more. */
function rulesFor(slug: string, country: string): RuleSeed[] {
  const abroad = Object.entries(ABROAD).filter(([code]) => code !== country);
  const standard: RuleSeed = {
    title: "Standard delivery",
    type: 1,
    priceType: 1,
    places: [
      ["AF", "BDS", 500],
      ["AF", null, 800],
      [country, null, 400],
      ...abroad.map(([code, price]): [string, null, number] => [code, null, price]),
    ],
  };
  const extra: Record<string, RuleSeed[]> = {
    "noor-modest-house": [
      {
        title: "Express courier",
        type: 1,
        priceType: 2,
        places: [
          ["AE", "DU", 8],
          ["AE", null, 10],
          ["AF", "BDS", 15],
          ["SA", null, 12],
        ],
      },
      {
        title: "Pickup at our workshop",
        type: 2,
        priceType: 1,
        pickup: {
          name: "Noor workshop, Al Quoz",
          address: "Warehouse 14, Al Quoz Industrial Area 3, Dubai",
          price: 0,
        },
      },
    ],
    "anatolia-modest-wear": [
      {
        title: "Showroom pickup",
        type: 2,
        priceType: 1,
        pickup: { name: "Laleli showroom", address: "Ordu Caddesi 112, Laleli, Fatih, İstanbul", price: 200 },
      },
    ],
    "al-rawda-prayer-shop": [
      {
        title: "One price per order",
        type: 1,
        priceType: 1,
        singlePrice: true,
        places: [
          ["AF", null, 600],
          ["AF", "BDS", 600],
          ["JO", null, 300],
          ["SA", null, 700],
        ],
      },
    ],
    "atlas-shoes-and-bags": [
      {
        title: "Pickup in the medina",
        type: 2,
        priceType: 1,
        pickup: { name: "Atlas atelier, Fès el-Bali", address: "Derb Talaa Kebira 27, Fès", price: 0 },
      },
    ],
  };
  return [standard, ...(extra[slug] ?? [])];
}

/** Shipping rules per store: places with prices (flat and percent), one single-price rule, pickup points. */
export async function seedShipping(tx: Tx, shops: Shops): Promise<Record<string, number>> {
  const rules = STORES.flatMap((s) => rulesFor(s.slug, s.country).map((rule) => ({ store: s.slug, rule })));
  const ruleIds = await insertReturningIds(
    tx,
    shippingRules,
    "shipping_rules",
    rules.map(({ store, rule }) => ({
      storeId: shops.ids.get(store)!,
      title: rule.title,
      type: rule.type,
      priceType: rule.priceType,
      singlePrice: rule.singlePrice ?? false,
    })),
  );
  const places = rules.flatMap(({ rule }, i) =>
    (rule.places ?? []).map(([country, state, price]) => ({ ruleId: ruleIds[i], country, state, price })),
  );
  await insertMany(tx, shippingPlaces, places);
  const pickups = rules.flatMap(({ rule }, i) =>
    rule.pickup ? [{ ruleId: ruleIds[i], ...rule.pickup }] : [],
  );
  await insertMany(tx, pickupPoints, pickups);
  return { shippingRules: rules.length, shippingPlaces: places.length, pickupPoints: pickups.length };
}
