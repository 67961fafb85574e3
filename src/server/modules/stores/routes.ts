import { createRoute, z } from "@hono/zod-openapi";
import { listingOptionsOf, listingQuery } from "../catalog/index.ts";
import { getStore, listStores } from "./stores.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { notFound } from "../../core/errors.ts";
import { pageQuery, pagedSchema } from "../../platform/api/paged.ts";
import { languageHeaders, slugField } from "../../platform/api/validation.ts";
import { ListingSchema } from "../catalog/index.ts";
import { ProductTileSchema } from "../catalog/index.ts";

const StoreSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    banner: z.string().nullable(),
    member_since: z.string().openapi({ description: "ISO 8601" }),
    avg_rating: z.number().openapi({ description: "Mean over its products' published reviews" }),
    review_count: z.number().int(),
  })
  .openapi("StoreSummary");

const listRoute = createRoute({
  method: "get",
  path: "/store",
  tags: ["Public"],
  summary: "Listed stores, 25 per page",
  request: { query: z.object({ page: pageQuery }), headers: languageHeaders },
  responses: { 200: success(pagedSchema(StoreSummarySchema), "A page of stores"), ...failures(422, 500) },
});

const oneRoute = createRoute({
  method: "get",
  path: "/store/{slug}",
  tags: ["Public"],
  summary:
    "One store: banner, logo, member since, average rating, followed flag, a page of its products with sort and filters",
  description:
    "Takes the sort and filter query of every product listing; all_categories, collections, brands, shipping and attributes (sizes, colours …) are the filter options, as in a listing result.",
  request: {
    params: z.object({ slug: slugField }),
    query: listingQuery,
    headers: languageHeaders,
  },
  responses: {
    200: success(
      StoreSummarySchema.extend({
        description: z.string().nullable(),
        address: z.string().nullable(),
        followed: z.boolean(),
        products: pagedSchema(ProductTileSchema),
      }).extend(
        ListingSchema.pick({
          all_categories: true,
          collections: true,
          brands: true,
          shipping: true,
          attributes: true,
        }).shape,
      ),
      "The store",
    ),
    ...failures(404, 422, 500),
  },
});

export function storeRoutes(app: ApiApp): void {
  app.openapi(listRoute, async (c) => ok(c, await listStores(c.var.ctx, c.req.valid("query").page)));
  app.openapi(oneRoute, async (c) => {
    const options = listingOptionsOf(c.req.valid("query"));
    const store = await getStore(c.var.ctx, c.req.valid("param").slug, options);
    if (!store) throw notFound("store");
    return ok(c, store);
  });
}
