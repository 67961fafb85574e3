import { createRoute, z } from "@hono/zod-openapi";
import { categoryListing, sourceListing } from "./catalog.service.ts";
import { getHome } from "./home.ts";
import { HOME_SECTIONS } from "../../../lib/console/home-input.ts";
import { listingOptionsOf, listingQuery } from "./listing-query.ts";
import { listBrands, listCategories } from "./taxonomy.ts";
import { searchProducts, searchSuggestions } from "./search.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { notFound } from "../../core/errors.ts";
import { pageQuery, pagedSchema } from "../../platform/api/paged.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";

const money = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}, minor units` });

const ProductCardSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    image: z.string().nullable(),
    selling: money("Regular price"),
    offered: money("Offer price, 0 = none"),
    price: money("Live flash price").nullable(),
    end_time: z.string().nullable().openapi({ description: "End of the live flash sale (ISO 8601)" }),
    current_price: money("Price paid now (flash sale, then variant or special price, then the price)"),
    previous_price: money("Regular price shown struck through").nullable(),
    discount_percent: z.number().int(),
    rating: z.number(),
    review_count: z.number().int(),
    in_stock: z.boolean(),
    free_shipping: z.boolean(),
    has_variants: z.boolean(),
    flash_remaining: z.number().int().nullable(),
    flash_sold: z.number().int().nullable(),
  })
  .openapi("ProductCard");

const TileSchema = z
  .object({ id: z.number().int(), title: z.string(), slug: z.string(), image: z.string().nullable() })
  .openapi("Tile");
const CategoryTileSchema = TileSchema.extend({ public_sub_categories: z.array(TileSchema) }).openapi(
  "CategoryTile",
);

const AttributeFilterSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    values: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        slug: z.string(),
        color: z.string().nullable().openapi({ description: "Swatch colour (#rrggbb) of a colour" }),
      }),
    ),
  })
  .openapi("AttributeFilter");

export const ListingSchema = z
  .object({
    result: pagedSchema(ProductCardSchema),
    all_categories: z.array(CategoryTileSchema),
    category: TileSchema.passthrough().nullable(),
    collections: z.array(TileSchema),
    brands: z.array(TileSchema),
    shipping: z.array(z.object({ value: z.string() })),
    attributes: z.array(AttributeFilterSchema).openapi({
      description:
        "Sizes, colours … the listing's products are sold in (filter attribute_values by their ids)",
    }),
    title: z.string().nullable(),
  })
  .openapi("Listing");

const LinkedSchema = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  source_type: z.number().int(),
  href: z.string().openapi({ description: "Unprefixed link: own url for source type 6, else the listing" }),
});

const HomeSchema = z
  .object({
    slider: z.array(LinkedSchema.extend({ button_text: z.string().nullable() })),
    site_features: z.array(
      z.object({
        id: z.number().int(),
        icon: z.string().nullable(),
        title: z.string(),
        subtitle: z.string().nullable(),
      }),
    ),
    banners: z.array(LinkedSchema.extend({ type: z.number().int(), closable: z.boolean() })),
    collections: z.array(TileSchema),
    featured_categories: z.array(TileSchema),
    featured_brands: z.array(TileSchema),
    flash_sales: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        image: z.string().nullable(),
        end_time: z.string(),
        products: z.array(ProductCardSchema),
      }),
    ),
    featured_products: z.array(ProductCardSchema),
    products: pagedSchema(ProductCardSchema),
    sections: z.array(z.object({ key: z.enum(HOME_SECTIONS), shown: z.boolean() })).openapi({
      description:
        "Every section in the order the home page shows them, each on or off (its banners show either way)",
    }),
  })
  .openapi("Home");

const SuggestionsSchema = z
  .object({
    suggested: z.array(z.string()).openapi({ description: "Keywords" }),
    category: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string() })),
    sub_category: z.array(
      z.object({ id: z.number().int(), title: z.string(), slug: z.string(), category_slug: z.string() }),
    ),
    product: z.array(ProductCardSchema),
  })
  .openapi("SearchSuggestions");

const slugField = z.string().trim().min(1).max(191).openapi({ example: "abayas" });

const homeRoute = createRoute({
  method: "get",
  path: "/home",
  tags: ["Public"],
  summary:
    "Home: slider, site features, banners, collections, featured categories, brands and products, live flash sales, newest products (24 per page), and the sections' order",
  request: { query: z.object({ page: pageQuery }), headers: languageHeaders },
  responses: { 200: success(HomeSchema, "Everything the home page shows"), ...failures(422, 500) },
});

const allRoute = createRoute({
  method: "get",
  path: "/all",
  tags: ["Public"],
  summary: "Products of a category or sub-category (by slug) with sort and filters, 30 per page",
  description: "An unknown or private category or sub-category answers 404.",
  request: {
    query: listingQuery.extend({ category: slugField, sub_category: slugField.optional() }),
    headers: languageHeaders,
  },
  responses: {
    200: success(ListingSchema, "The listing and its filter options"),
    ...failures(404, 422, 500),
  },
});

const sourceIds = {
  home_spm: idField.optional().openapi({ description: "A home slide's id" }),
  banner: idField.optional().openapi({ description: "A banner's id" }),
  brand: idField.optional(),
  collection: idField.optional(),
  category: idField.optional(),
  sub_category: idField.optional(),
};

const productsRoute = createRoute({
  method: "get",
  path: "/products",
  tags: ["Public"],
  summary:
    "Product listing restricted by a source id (home_spm, banner, brand, collection, category, sub_category), with sort and filters",
  description: "A source id naming nothing public answers 404. Without a source id: every product.",
  request: { query: listingQuery.extend(sourceIds), headers: languageHeaders },
  responses: {
    200: success(ListingSchema, "The listing and its filter options"),
    ...failures(404, 422, 500),
  },
});

const categoriesRoute = createRoute({
  method: "get",
  path: "/categories",
  tags: ["Public"],
  summary: "Public categories with their sub-categories, 30 per page",
  request: { query: z.object({ page: pageQuery }), headers: languageHeaders },
  responses: {
    200: success(pagedSchema(CategoryTileSchema), "A page of category tiles"),
    ...failures(422, 500),
  },
});

const brandsRoute = createRoute({
  method: "get",
  path: "/brands",
  tags: ["Public"],
  summary: "Public brands, 30 per page",
  request: { query: z.object({ page: pageQuery }), headers: languageHeaders },
  responses: { 200: success(pagedSchema(TileSchema), "A page of brand tiles"), ...failures(422, 500) },
});

const qField = z.string().trim().min(1).max(100).openapi({ example: "abaya" });

const searchRoute = createRoute({
  method: "get",
  path: "/search",
  tags: ["Public"],
  summary:
    "Products matching q (full-text in each language, typo tolerant), best first unless orderBy, 9 per page",
  request: {
    query: z.object({
      q: qField,
      page: pageQuery,
      orderBy: listingQuery.shape.orderBy,
      orderByType: listingQuery.shape.orderByType,
    }),
    headers: languageHeaders,
  },
  responses: {
    200: success(pagedSchema(ProductCardSchema), "A page of matching products"),
    ...failures(422, 500),
  },
});

const suggestionsRoute = createRoute({
  method: "get",
  path: "/search/suggestions",
  tags: ["Public"],
  summary:
    "Search popup suggestions: keywords, categories, sub-categories and products (7 each) in the active language",
  request: { query: z.object({ q: qField }), headers: languageHeaders },
  responses: { 200: success(SuggestionsSchema, "Suggestions"), ...failures(422, 500) },
});

export function catalogRoutes(app: ApiApp): void {
  app.openapi(homeRoute, async (c) => ok(c, await getHome(c.var.ctx, c.req.valid("query").page)));

  app.openapi(allRoute, async (c) => {
    const { category, sub_category, ...query } = c.req.valid("query");
    const listing = await categoryListing(c.var.ctx, { category, sub_category }, listingOptionsOf(query));
    if (!listing) throw notFound(sub_category ? "sub_category" : "category");
    return ok(c, listing);
  });

  app.openapi(productsRoute, async (c) => {
    const { home_spm, banner, brand, collection, category, sub_category, ...query } = c.req.valid("query");
    const ids = { home_spm, banner, brand, collection, category, sub_category };
    const listing = await sourceListing(c.var.ctx, ids, listingOptionsOf(query));
    if (!listing) {
      const named = Object.entries(ids).find(([, v]) => v !== undefined)?.[0] ?? "page";
      throw notFound(named);
    }
    return ok(c, listing);
  });

  app.openapi(categoriesRoute, async (c) =>
    ok(c, await listCategories(c.var.ctx, c.req.valid("query").page)),
  );
  app.openapi(brandsRoute, async (c) => ok(c, await listBrands(c.var.ctx, c.req.valid("query").page)));

  app.openapi(searchRoute, async (c) => {
    const { q, ...options } = c.req.valid("query");
    return ok(c, await searchProducts(c.var.ctx, q, options));
  });
  app.openapi(suggestionsRoute, async (c) =>
    ok(c, await searchSuggestions(c.var.ctx, c.req.valid("query").q)),
  );
}
