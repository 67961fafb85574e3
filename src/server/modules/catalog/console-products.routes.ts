import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { pagedSchema, pageQuery } from "../../platform/api/paged.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { consoleActor } from "../accounts/index.ts";
import { ProductInput } from "../../../lib/console/product-input.ts";
import {
  AdjustStockSchema,
  BulkProductsSchema,
  BulkResultSchema,
  ConsoleProductListQuery,
  ConsoleProductRowSchema,
  ConsoleProductSchema,
  RejectProductSchema,
  StockMovementSchema,
  perPageQuery,
} from "./console-products.schemas.ts";
import { getConsoleProduct, listConsoleProducts } from "./console-products.service.ts";
import { createConsoleProduct, updateConsoleProduct } from "./console-product-save.ts";
import { bulkProducts, changeProductState } from "./product-workflow.ts";
import { adjustStock, stockMovementsOf } from "./stock-adjust.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const params = z.object({ id: idField });
const headers = languageHeaders;

const routes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/products",
    summary: "Products to manage: a seller's own store, every store for admins; paged, sorted, searched",
    request: { headers, query: ConsoleProductListQuery },
    responses: {
      200: success(pagedSchema(ConsoleProductRowSchema), "One page of products"),
      ...failures(401, 403, 422, 500),
    },
  }),
  get: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/products/{id}",
    summary: "One product with every translation, variants, taxonomy, bundle and workflow status",
    request: { headers, params },
    responses: { 200: success(ConsoleProductSchema, "The product"), ...failures(401, 403, 404, 422, 500) },
  }),
  create: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/products",
    summary: "Create a product (a draft); English texts required, slugs unique per language, SKUs unique",
    request: { headers, body: jsonBody(ProductInput) },
    responses: {
      200: success(ConsoleProductSchema, "The new product"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  update: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/products/{id}",
    summary: "Edit a product; a changed slug leaves a 301 from the old address",
    request: { headers, params, body: jsonBody(ProductInput) },
    responses: {
      200: success(ConsoleProductSchema, "The product as saved"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  bulk: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/bulk/products",
    summary: "Publish, unpublish or delete drafts among the chosen products (the caller's reach only)",
    request: { headers, body: jsonBody(BulkProductsSchema) },
    responses: {
      200: success(BulkResultSchema, "What was done and what was skipped"),
      ...failures(401, 403, 422, 500),
    },
  }),
  adjustInventory: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/inventories/{id}/adjust",
    summary: "Add or remove units of a variant by hand, with a note; writes a stock movement",
    request: { headers, params, body: jsonBody(AdjustStockSchema) },
    responses: {
      200: success(z.object({ stock: z.number().int() }), "The variant's new stock"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  adjustProduct: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/products/{id}/adjust-stock",
    summary: "Add or remove units of a product without variants, with a note; writes a stock movement",
    request: { headers, params, body: jsonBody(AdjustStockSchema) },
    responses: {
      200: success(z.object({ stock: z.number().int() }), "The product's new stock"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  movements: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/products/{id}/stock-movements",
    summary: "A product's stock history, newest first; `inventory_id` narrows it to one variant",
    request: {
      headers,
      params,
      query: z.object({ inventory_id: idField.optional(), page: pageQuery, per_page: perPageQuery }),
    },
    responses: {
      200: success(pagedSchema(StockMovementSchema), "Stock movements"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
};

const WORKFLOW = {
  submit: "Send a draft or rejected product for approval (sellers, when approval is on)",
  approve: "Approve a submitted product (admins)",
  publish: "Show the product in the shop (approved, or any product when approval is off or for admins)",
  unpublish: "Hide the product from the shop",
} as const;

const workflowRoutes = Object.entries(WORKFLOW).map(([action, summary]) => ({
  action: action as keyof typeof WORKFLOW,
  route: createRoute({
    ...inConsole,
    method: "post",
    path: `/console/products/{id}/${action}`,
    summary,
    request: { headers, params },
    responses: {
      200: success(ConsoleProductSchema, "The product"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
}));

const rejectRoute = createRoute({
  ...inConsole,
  method: "post",
  path: "/console/products/{id}/reject",
  summary: "Refuse a submitted product with a reason the seller sees (admins)",
  request: { headers, params, body: jsonBody(RejectProductSchema) },
  responses: { 200: success(ConsoleProductSchema, "The product"), ...failures(401, 403, 404, 409, 422, 500) },
});

export function consoleProductRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    return ok(c, await listConsoleProducts(c.var.ctx, actor, c.req.valid("query")));
  });
  // Registered before /{id} routes so "bulk" is never read as an id.
  app.openapi(routes.bulk, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    return ok(c, await bulkProducts(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.get, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    return ok(c, await getConsoleProduct(c.var.ctx, actor, c.req.valid("param").id));
  });
  app.openapi(routes.create, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    return ok(c, await createConsoleProduct(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.update, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    return ok(c, await updateConsoleProduct(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")));
  });
  for (const { action, route } of workflowRoutes) {
    app.openapi(route, async (c) => {
      const actor = await consoleActor(
        c.var.ctx,
        action === "approve" ? "products.approve" : "products.manage",
      );
      return ok(c, await changeProductState(c.var.ctx, actor, c.req.valid("param").id, action));
    });
  }
  app.openapi(rejectRoute, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.approve");
    const { reason } = c.req.valid("json");
    return ok(c, await changeProductState(c.var.ctx, actor, c.req.valid("param").id, "reject", reason));
  });
  app.openapi(routes.adjustInventory, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    const id = c.req.valid("param").id;
    return ok(c, await adjustStock(c.var.ctx, actor, { inventoryId: id }, c.req.valid("json")));
  });
  app.openapi(routes.adjustProduct, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    const id = c.req.valid("param").id;
    return ok(c, await adjustStock(c.var.ctx, actor, { productId: id }, c.req.valid("json")));
  });
  app.openapi(routes.movements, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    const q = c.req.valid("query");
    return ok(
      c,
      await stockMovementsOf(c.var.ctx, actor, c.req.valid("param").id, {
        inventoryId: q.inventory_id,
        page: q.page,
        perPage: q.per_page,
      }),
    );
  });
}
