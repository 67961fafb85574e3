import { createRoute, z } from "@hono/zod-openapi";
import { productCards } from "./product-card.ts";
import { getProductDetail, isVisibleProduct } from "./product.service.ts";
import { getProductReviews } from "./reviews.service.ts";
import { SUGGESTED_PAGE_SIZE, suggestedProductIds } from "./suggested.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { notFound } from "../../core/errors.ts";
import { pageQuery, paged, pagedSchema } from "../../platform/api/paged.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { ProductDetailSchema, ProductTileSchema, ReviewSchema } from "./product.schemas.ts";

const getProduct = createRoute({
  method: "get",
  path: "/product/{id}",
  tags: ["Public"],
  summary: "One product: texts, gallery, variants, stock, flags, bundle deal, live flash sale",
  description: "Texts in the request's language, English where missing. Unknown or hidden product: 404.",
  request: { params: z.object({ id: idField }), headers: languageHeaders },
  responses: { 200: success(ProductDetailSchema, "The product"), ...failures(404, 422, 500) },
});

const getReviews = createRoute({
  method: "get",
  path: "/reviews/{id}",
  tags: ["Public"],
  summary: "A product's reviews, 6 per page, newest first, with totals",
  request: {
    params: z.object({ id: idField }),
    query: z.object({ page: pageQuery }),
    headers: languageHeaders,
  },
  responses: {
    200: success(
      z.object({
        total: z.number().int(),
        average: z.number(),
        stars: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
        banner: z
          .object({
            id: z.number().int(),
            image: z.string().nullable(),
            title: z.string(),
            source_type: z.number().int(),
            slug: z.string(),
            url: z.string().nullable(),
          })
          .nullable(),
        all: pagedSchema(ReviewSchema),
      }),
      "The reviews",
    ),
    ...failures(404, 422, 500),
  },
});

const getSuggested = createRoute({
  method: "get",
  path: "/suggested-products/{id}",
  tags: ["Public"],
  summary: "Products suggested beside one: same sub-category, then category, then others",
  request: {
    params: z.object({ id: idField }),
    query: z.object({ page: pageQuery }),
    headers: languageHeaders,
  },
  responses: {
    200: success(pagedSchema(ProductTileSchema), "A page of products"),
    ...failures(404, 422, 500),
  },
});

export function productRoutes(app: ApiApp): void {
  app.openapi(getProduct, async (c) => {
    const product = await getProductDetail(c.var.ctx, c.req.valid("param").id);
    if (!product) throw notFound("product");
    return ok(c, product);
  });
  app.openapi(getReviews, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await isVisibleProduct(c.var.ctx, id))) throw notFound("product");
    return ok(c, await getProductReviews(c.var.ctx, id, c.req.valid("query").page));
  });
  app.openapi(getSuggested, async (c) => {
    const { page } = c.req.valid("query");
    const found = await suggestedProductIds(c.var.ctx, c.req.valid("param").id, page);
    if (!found) throw notFound("product");
    const tiles = await productCards(c.var.ctx, found.ids);
    return ok(c, paged(tiles, { page, perPage: SUGGESTED_PAGE_SIZE, total: found.total }));
  });
}
