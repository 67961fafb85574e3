import { and, asc, eq, gt, inArray, lte } from "drizzle-orm";
import type { RequestContext } from "../../platform/context.ts";
import { dbOf } from "../../platform/context.ts";
import { localizedTexts } from "../common/index.ts";
import {
  BANNER_TYPE,
  VISIBILITY,
  bannerTranslations,
  banners,
  flashSaleProducts,
  flashSaleTranslations,
  flashSales,
  homeFeaturedProducts,
  homeSections,
  products,
  siteFeatureTranslations,
  siteFeatures,
  sliderItemTranslations,
  sliderItems,
} from "../../platform/db/schema/index.ts";
import type { Db } from "../../platform/db/client.ts";
import type { Lang } from "../../../i18n/locales.ts";
import { PAGE_SIZE, type Paged } from "../../platform/api/paged.ts";
import { slugify, sourceLink } from "../../../lib/links.ts";
import { listProducts, visibleProducts } from "./listing.ts";
import { bannerIsLive, slideIsLive } from "./banner-schedule.ts";
import { showsBanner, showsHomeBanners, showsHomeContent } from "../../cache/catalog-tags.ts";
import { productCards, type ProductCard } from "./product-card.ts";
import { allCollections, featuredBrands, featuredCategories, type Tile } from "./taxonomy.ts";
import { HOME_SECTIONS, type HomeSectionKey } from "../../../lib/console/home-input.ts";

interface HomeSlide {
  id: number;
  image: string;
  title: string;
  subtitle: string | null;
  button_text: string | null;
  source_type: number;
  /** Where the slide leads: its url for source type URL, else its listing (?home_spm=id). */
  href: string;
}

export interface HomeBanner {
  id: number;
  type: number;
  image: string | null;
  title: string;
  subtitle: string | null;
  closable: boolean;
  source_type: number;
  href: string;
}

interface SiteFeature {
  id: number;
  icon: string | null;
  title: string;
  subtitle: string | null;
}

interface HomeFlashSale {
  id: number;
  title: string;
  image: string | null;
  end_time: string;
  products: ProductCard[];
}

/** Everything the home page shows, in the request's language. */
export interface Home {
  slider: HomeSlide[];
  site_features: SiteFeature[];
  banners: HomeBanner[];
  collections: Tile[];
  featured_categories: Tile[];
  featured_brands: Tile[];
  flash_sales: HomeFlashSale[];
  /** The "Featured" products the shop shows now, in their order. */
  featured_products: ProductCard[];
  products: Paged<ProductCard>;
  /** Every section in the order the page shows them, each on or off (a section's banners show either way). */
  sections: { key: HomeSectionKey; shown: boolean }[];
}

/** Flash products shown per sale on the home strip. */
const FLASH_STRIP_SIZE = 8;

interface ExtraText {
  parentId: number;
  lang: string;
  title: string;
  subtitle: string | null;
  buttonText?: string | null;
}

/** Title, subtitle (and button text) in the wanted language, else English. */
function pick<T extends ExtraText>(rows: T[], id: number, lang: Lang): T | undefined {
  return (
    rows.find((r) => r.parentId === id && r.lang === lang) ??
    rows.find((r) => r.parentId === id && r.lang === "en")
  );
}

const langs = (lang: Lang) => [...new Set([lang, "en"])];

async function slider(db: Db, lang: Lang): Promise<HomeSlide[]> {
  const rows = await db
    .select()
    .from(sliderItems)
    .where(slideIsLive())
    .orderBy(asc(sliderItems.sort), asc(sliderItems.id));
  showsHomeContent(lang, []);
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(sliderItemTranslations)
    .where(
      and(
        inArray(
          sliderItemTranslations.parentId,
          rows.map((r) => r.id),
        ),
        inArray(sliderItemTranslations.lang, langs(lang)),
      ),
    );
  return rows.map((r) => {
    const text = pick(texts, r.id, lang);
    showsHomeContent(lang, [text?.lang ?? "en"]);
    const title = text?.title ?? "";
    return {
      id: r.id,
      image: r.image,
      title,
      subtitle: text?.subtitle ?? null,
      button_text: text?.buttonText ?? null,
      source_type: r.sourceType,
      href: sourceLink(
        { id: r.id, source_type: r.sourceType, slug: slugify(title) || "products", url: r.url },
        "home_spm",
      ),
    };
  });
}

const HOME_BANNER_TYPES = [
  BANNER_TYPE.homeAfterSlider,
  BANNER_TYPE.homeAfterFlashSale,
  BANNER_TYPE.homeAfterCategories,
  BANNER_TYPE.homeAfterCollections,
  BANNER_TYPE.homeBeforeProducts,
];

/** A banner's unpublished draft, shown in place of its live text and picture by a signed preview link. */
export interface BannerPreview {
  id: number;
  image: string | null;
  translations: Partial<Record<string, { title: string; text: string }>>;
}

function withPreview(banner: HomeBanner, lang: Lang, preview: BannerPreview | undefined): HomeBanner {
  if (preview?.id !== banner.id) return banner;
  const text = preview.translations[lang] ?? preview.translations.en;
  return { ...banner, image: preview.image, title: text?.title ?? "", subtitle: text?.text || null };
}

async function homeBanners(db: Db, lang: Lang, preview?: BannerPreview): Promise<HomeBanner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(bannerIsLive(), inArray(banners.type, HOME_BANNER_TYPES)))
    .orderBy(asc(banners.type), asc(banners.sort), asc(banners.id));
  showsHomeBanners();
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(bannerTranslations)
    .where(
      and(
        inArray(
          bannerTranslations.parentId,
          rows.map((r) => r.id),
        ),
        inArray(bannerTranslations.lang, langs(lang)),
      ),
    );
  return rows
    .map((r) => {
      const text = pick(texts, r.id, lang);
      showsBanner(r.id, lang, text?.lang ?? "en");
      const title = text?.title ?? "";
      return {
        id: r.id,
        type: r.type,
        image: r.image,
        title,
        subtitle: text?.subtitle ?? null,
        closable: r.closable,
        source_type: r.sourceType,
        href: sourceLink({
          id: r.id,
          source_type: r.sourceType,
          slug: slugify(title) || "products",
          url: r.url,
        }),
      };
    })
    .map((banner) => withPreview(banner, lang, preview));
}

async function features(db: Db, lang: Lang): Promise<SiteFeature[]> {
  const rows = await db
    .select()
    .from(siteFeatures)
    .where(eq(siteFeatures.status, VISIBILITY.public))
    .orderBy(asc(siteFeatures.sort), asc(siteFeatures.id));
  showsHomeContent(lang, []);
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(siteFeatureTranslations)
    .where(
      and(
        inArray(
          siteFeatureTranslations.parentId,
          rows.map((r) => r.id),
        ),
        inArray(siteFeatureTranslations.lang, langs(lang)),
      ),
    );
  return rows.map((r) => {
    const text = pick(texts, r.id, lang);
    showsHomeContent(lang, [text?.lang ?? "en"]);
    return { id: r.id, icon: r.icon, title: text?.title ?? "", subtitle: text?.subtitle ?? null };
  });
}

/** Live flash sales, ending soonest first, each with its first products. */
async function liveFlashSales(ctx: RequestContext, now = new Date()): Promise<HomeFlashSale[]> {
  const db = await dbOf(ctx);
  const sales = await db
    .select()
    .from(flashSales)
    .where(
      and(
        eq(flashSales.status, VISIBILITY.public),
        lte(flashSales.startTime, now),
        gt(flashSales.endTime, now),
      ),
    )
    .orderBy(asc(flashSales.endTime), asc(flashSales.id))
    .limit(3);
  if (sales.length === 0) return [];
  const texts = await localizedTexts(
    db,
    flashSaleTranslations,
    sales.map((s) => s.id),
    ctx.lang,
  );
  return Promise.all(
    sales.map(async (sale) => {
      const entries = await db
        .select({ productId: flashSaleProducts.productId })
        .from(flashSaleProducts)
        .innerJoin(products, eq(products.id, flashSaleProducts.productId))
        .where(and(eq(flashSaleProducts.flashSaleId, sale.id), visibleProducts()))
        .orderBy(asc(flashSaleProducts.id))
        .limit(FLASH_STRIP_SIZE);
      return {
        id: sale.id,
        title: texts.get(sale.id)?.title ?? "",
        image: sale.image,
        end_time: sale.endTime.toISOString(),
        products: await productCards(
          ctx,
          entries.map((e) => e.productId),
          now,
        ),
      };
    }),
  );
}

/** Every section in its order, on or off (one missing from the table shows, in the default order). */
async function homeSectionOrder(db: Db, lang: Lang): Promise<Home["sections"]> {
  const rows = await db.select().from(homeSections).orderBy(asc(homeSections.sort), asc(homeSections.id));
  showsHomeContent(lang, []);
  const stored = rows
    .filter((r) => HOME_SECTIONS.includes(r.key as HomeSectionKey))
    .map((r) => ({ key: r.key as HomeSectionKey, shown: r.shown }));
  return [
    ...stored,
    ...HOME_SECTIONS.filter((key) => !stored.some((r) => r.key === key)).map((key) => ({ key, shown: true })),
  ];
}

/** The featured products the shop shows (hidden ones left out), in their order. */
async function featuredProducts(ctx: RequestContext, now: Date): Promise<ProductCard[]> {
  const db = await dbOf(ctx);
  const rows = await db
    .select({ id: homeFeaturedProducts.productId })
    .from(homeFeaturedProducts)
    .innerJoin(products, eq(products.id, homeFeaturedProducts.productId))
    .where(visibleProducts())
    .orderBy(asc(homeFeaturedProducts.sort), asc(homeFeaturedProducts.id));
  showsHomeContent(ctx.lang, []);
  return productCards(
    ctx,
    rows.map((r) => r.id),
    now,
  );
}

/** Everything the home page shows. */
export async function getHome(
  ctx: RequestContext,
  page = 1,
  now = new Date(),
  preview?: BannerPreview,
): Promise<Home> {
  const db = await dbOf(ctx);
  const [
    slides,
    siteFeatureRows,
    bannerRows,
    collections,
    featured_categories,
    featured_brands,
    flash_sales,
    productPage,
    sections,
    featured_products,
  ] = await Promise.all([
    slider(db, ctx.lang),
    features(db, ctx.lang),
    homeBanners(db, ctx.lang, preview),
    allCollections(ctx),
    featuredCategories(ctx),
    featuredBrands(ctx),
    liveFlashSales(ctx, now),
    listProducts(ctx, { page, perPage: PAGE_SIZE.homeProducts, now }),
    homeSectionOrder(db, ctx.lang),
    featuredProducts(ctx, now),
  ]);
  return {
    slider: slides,
    site_features: siteFeatureRows,
    banners: bannerRows,
    collections,
    featured_categories,
    featured_brands,
    flash_sales,
    featured_products,
    products: productPage,
    sections,
  };
}
