import { describe, expect, it } from "vitest";
import type { RequestContext } from "../../platform/context.ts";
import { FIXTURE_NOW, seedCatalogueFixture } from "../../../testing/catalog-fixtures.ts";
import { categoryListing, sourceListing } from "./catalog.service.ts";
import { getHome } from "./home.ts";
import { listProducts, type ListingFilters } from "./listing.ts";
import { listBrands, listCategories } from "./taxonomy.ts";
import { useTestWorld } from "../../../testing/world.ts";

const world = useTestWorld({ fill: seedCatalogueFixture });
const { ctx } = world;

const now = FIXTURE_NOW;

const titles = async (filters: ListingFilters, lang: RequestContext["lang"] = "en") =>
  (await listProducts(ctx(lang), { filters, now })).data.map((p) => p.title);

describe("product listing", () => {
  it("shows public products of listed stores, newest first", async () => {
    expect(await titles({})).toEqual(["Linen Kaftan", "Silk Hijab", "Black Crepe Abaya"]);
  });

  it("filters by category, sub-category, brand, collection and tag", async () => {
    expect(await titles({ categories: [world.fx.categories.abayas.id] })).toEqual(["Black Crepe Abaya"]);
    expect(await titles({ sub_categories: [world.fx.categories.openAbayas.id] })).toEqual([
      "Black Crepe Abaya",
    ]);
    expect(await titles({ brands: [world.fx.brands.silkBrand.id] })).toEqual(["Linen Kaftan", "Silk Hijab"]);
    expect(await titles({ collections: [world.fx.collection.id] })).toEqual(["Black Crepe Abaya"]);
    expect(await titles({ tags: [world.fx.tag.id] })).toEqual(["Silk Hijab"]);
  });

  it("filters by the price the shopper pays now (flash, offered, selling)", async () => {
    // kaftan: flash 15.00; hijab: 20.00; abaya: offered 40.00
    expect(await titles({ max_price: 1500 })).toEqual(["Linen Kaftan"]);
    expect(await titles({ min_price: 1600, max_price: 3000 })).toEqual(["Silk Hijab"]);
    expect(await titles({ min_price: 3500 })).toEqual(["Black Crepe Abaya"]);
  });

  it("filters by star rating, customer reviews and free shipping", async () => {
    expect(await titles({ rating: 4 })).toEqual(["Linen Kaftan", "Black Crepe Abaya"]);
    expect(await titles({ reviews: 5 })).toEqual(["Black Crepe Abaya"]);
    expect(await titles({ free_shipping: true })).toEqual(["Black Crepe Abaya"]);
  });

  it("lists hot deals (paid below the selling price now), biggest saving first", async () => {
    const deals = await listProducts(ctx(), { filters: { on_sale: true }, orderBy: "discount", now });
    expect(deals.data.map((p) => p.discount_percent)).toEqual([50, 20]);
  });

  it("sorts by price and by rating in either direction", async () => {
    const byPrice = await listProducts(ctx(), { orderBy: "price", orderByType: "asc", now });
    expect(byPrice.data.map((p) => p.current_price)).toEqual([1500, 2000, 4000]);
    const byRating = await listProducts(ctx(), { orderBy: "rating", orderByType: "desc", now });
    expect(byRating.data[0].title).toBe("Black Crepe Abaya");
  });

  it("pages with from, to, total and last page", async () => {
    const second = await listProducts(ctx(), { page: 2, perPage: 2, now });
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3, from: 3, to: 3 });
    const beyond = await listProducts(ctx(), { page: 5, perPage: 2, now });
    expect(beyond).toMatchObject({ data: [], total: 3, from: null, to: null });
  });

  it("maps a product to a card with its live flash price, discount and stock", async () => {
    const [kaftan, hijab, abaya] = (await listProducts(ctx(), { now })).data;
    expect(kaftan).toMatchObject({
      price: 1500,
      current_price: 1500,
      previous_price: 3000,
      discount_percent: 50,
      flash_remaining: 6,
      flash_sold: 4,
      in_stock: true,
    });
    expect(hijab).toMatchObject({ price: null, current_price: 2000, previous_price: null, in_stock: false });
    expect(abaya).toMatchObject({
      current_price: 4000,
      discount_percent: 20,
      free_shipping: true,
      rating: 4.5,
    });
  });

  it("shows titles in the visitor's language and falls back to English", async () => {
    expect(await titles({}, "ar")).toEqual(["Linen Kaftan", "حجاب حرير", "عباية كريب سوداء"]);
  });
});

describe("listing pages", () => {
  it("answers a category listing by slug with its filter lists, and nothing for an unknown slug", async () => {
    const listing = await categoryListing(ctx("ar"), { category: "abayas" }, { now });
    expect(listing?.title).toBe("عبايات");
    expect(listing?.result.total).toBe(1);
    expect(listing?.all_categories.map((c) => c.slug)).toEqual(["abayas", "scarves"]);
    expect(listing?.brands).toHaveLength(2);
    expect(listing?.collections.map((c) => c.title)).toEqual(["مختارات العيد"]);
    expect(listing?.shipping).toEqual([{ value: "free" }]);
    expect(await categoryListing(ctx(), { category: "nothing-here" })).toBeUndefined();
  });

  it("answers a sub-category listing and nothing for a sub-category of another category", async () => {
    const listing = await categoryListing(
      ctx(),
      { category: "abayas", sub_category: "open-abayas" },
      { now },
    );
    expect(listing?.result.data.map((p) => p.title)).toEqual(["Black Crepe Abaya"]);
    expect(
      await categoryListing(ctx(), { category: "scarves", sub_category: "open-abayas" }),
    ).toBeUndefined();
  });

  it("restricts a listing to a banner's, slide's, brand's or collection's products", async () => {
    const banner = await sourceListing(ctx(), { banner: world.fx.banners.brandBanner.id }, { now });
    expect(banner?.result.data.map((p) => p.title)).toEqual(["Black Crepe Abaya"]);
    const slide = await sourceListing(ctx(), { home_spm: world.fx.slide.id }, { now });
    expect(slide?.result.data.map((p) => p.title)).toEqual(["Linen Kaftan", "Silk Hijab"]);
    const brand = await sourceListing(
      ctx(),
      { brand: world.fx.brands.silkBrand.id },
      { now, filters: { max_price: 1800 } },
    );
    expect(brand?.title).toBe("Silk Road");
    expect(brand?.result.data.map((p) => p.title)).toEqual(["Linen Kaftan"]);
    const collection = await sourceListing(ctx(), { collection: world.fx.collection.id }, { now });
    expect(collection?.result.total).toBe(1);
  });

  it("knows nothing of a private banner or an unknown brand", async () => {
    expect(await sourceListing(ctx(), { banner: world.fx.banners.privateBanner.id })).toBeUndefined();
    expect(await sourceListing(ctx(), { brand: 9999 })).toBeUndefined();
  });

  it("lists categories with their sub-categories and brands as paged tiles", async () => {
    const page = await listCategories(ctx("ar"));
    expect(page.data[0]).toMatchObject({
      title: "عبايات",
      public_sub_categories: [{ title: "عبايات مفتوحة" }],
    });
    expect(page).toMatchObject({ total: 2, last_page: 1 });
    const brands = await listBrands(ctx());
    expect(brands.data.map((b) => b.title)).toEqual(["Noor Atelier", "Silk Road"]);
  });
});

describe("home", () => {
  it("gathers slider, banners, featured tiles, live flash sales and the newest products", async () => {
    const home = await getHome(ctx("ar"), 1, now);
    expect(home.slider[0].href).toMatch(/\/products\?home_spm=\d+$/);
    expect(home.banners.map((b) => b.id)).toEqual([world.fx.banners.brandBanner.id]);
    expect(home.banners[0].href).toMatch(/\?banner=\d+$/);
    expect(home.featured_categories.map((c) => c.title)).toEqual(["عبايات"]);
    expect(home.featured_brands.map((b) => b.title)).toEqual(["نور أتيليه"]);
    expect(home.flash_sales).toHaveLength(1);
    expect(home.flash_sales[0]).toMatchObject({
      title: "تخفيضات نهاية الأسبوع",
      products: [{ price: 1500 }],
    });
    expect(home.products).toMatchObject({ per_page: 24, total: 3 });
  });

  it("shows no flash sale once it has ended", async () => {
    const later = new Date("2026-06-01T00:00:00Z");
    expect((await getHome(ctx(), 1, later)).flash_sales).toEqual([]);
  });
});
