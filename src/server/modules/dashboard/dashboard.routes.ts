import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { languageHeaders } from "../../platform/api/validation.ts";
import { consoleDashboard } from "./dashboard.service.ts";

const count = z.number().int().min(0);
const minorUnits = z.number().int().openapi({ description: "Minor units of `currency`", example: 12500 });

const ConsoleDashboardSchema = z
  .object({
    scope: z.enum(["store", "shop"]).openapi({ description: "A seller's own store, or the whole shop" }),
    time_zone: z.string().openapi({ description: "The zone the days begin in", example: "UTC" }),
    currency: z.string().openapi({ example: "USD" }),
    sales: z
      .object({
        today: z.object({ orders: count, amount: minorUnits }),
        days: z
          .array(
            z.object({
              date: z.string().openapi({ example: "2026-11-25" }),
              orders: count,
              amount: minorUnits,
            }),
          )
          .openapi({
            description: "The last 30 days, oldest first, today last; days without orders included",
          }),
      })
      .nullable()
      .openapi({ description: "Orders not cancelled; a store counts only its own lines (sellers, admins)" }),
    products: z
      .object({
        low_stock: count.openapi({ description: "As GET /console/products?low_stock=true counts them" }),
        submitted: count.openapi({ description: "As GET /console/products?status=submitted counts them" }),
      })
      .nullable(),
    catalogue: z
      .object({
        categories: count,
        sub_categories: count,
        brands: count,
        collections: count,
        tags: count,
        attributes: count,
      })
      .nullable()
      .openapi({ description: "The catalogue's structure (editors, admins)" }),
    seller_applications: count.nullable().openapi({ description: "Applications waiting (admins)" }),
    new_reviews: count.nullable().openapi({ description: "Reviews of the last 7 days (admins)" }),
  })
  .openapi("ConsoleDashboard");

const dashboard = createRoute({
  method: "get",
  path: "/console/dashboard",
  security: signedIn,
  tags: ["Console"],
  summary: "The console's first screen: figures for the caller's role (a seller: their own store)",
  request: { headers: languageHeaders },
  responses: { 200: success(ConsoleDashboardSchema, "The figures"), ...failures(401, 403, 500) },
});

export function dashboardRoutes(app: ApiApp): void {
  app.openapi(dashboard, async (c) => ok(c, await consoleDashboard(c.var.ctx)));
}
