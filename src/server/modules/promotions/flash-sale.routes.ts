import { createRoute, z } from "@hono/zod-openapi";
import { getFlashSaleProducts, listLiveFlashSales } from "./flash-sale.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { notFound } from "../../core/errors.ts";
import { pageQuery, pagedSchema } from "../../platform/api/paged.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { ProductTileSchema } from "../catalog/index.ts";

const FlashSaleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    start_time: z.string(),
    end_time: z.string(),
  })
  .openapi("FlashSale");

const listRoute = createRoute({
  method: "get",
  path: "/flash-sale",
  tags: ["Public"],
  summary: "Live flash sales, ending soonest first, 25 per page",
  request: { query: z.object({ page: pageQuery }), headers: languageHeaders },
  responses: {
    200: success(pagedSchema(FlashSaleSchema), "A page of live flash sales"),
    ...failures(422, 500),
  },
});

const productsRoute = createRoute({
  method: "get",
  path: "/flash-sale/{id}",
  tags: ["Public"],
  summary: "One live flash sale and its products (flash price, allotted, sold, remaining), 30 per page",
  description: "A flash sale that is unknown, switched off, not started or over answers 404.",
  request: {
    params: z.object({ id: idField }),
    query: z.object({ page: pageQuery }),
    headers: languageHeaders,
  },
  responses: {
    200: success(
      z.object({
        flash_sale: FlashSaleSchema,
        products: pagedSchema(
          ProductTileSchema.extend({
            flash_price: z.number().int(),
            quantity: z.number().int(),
            sold: z.number().int(),
            remaining: z.number().int(),
          }),
        ),
      }),
      "The flash sale and a page of its products",
    ),
    ...failures(404, 422, 500),
  },
});

export function flashSaleRoutes(app: ApiApp): void {
  app.openapi(listRoute, async (c) => ok(c, await listLiveFlashSales(c.var.ctx, c.req.valid("query").page)));
  app.openapi(productsRoute, async (c) => {
    const found = await getFlashSaleProducts(c.var.ctx, c.req.valid("param").id, c.req.valid("query").page);
    if (!found) throw notFound("flash_sale");
    return ok(c, found);
  });
}
