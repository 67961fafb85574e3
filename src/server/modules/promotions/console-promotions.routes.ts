import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { pageQuery, pagedSchema } from "../../platform/api/paged.ts";
import { consoleActor } from "../accounts/index.ts";
import { FlashEntriesInput, FlashSaleInput, VoucherInput } from "../../../lib/console/promotion-input.ts";
import {
  adminsOnly,
  createConsoleVoucher,
  getConsoleVoucher,
  listConsoleVouchers,
  updateConsoleVoucher,
} from "./console-vouchers.ts";
import {
  createConsoleFlashSale,
  getConsoleFlashSale,
  listConsoleFlashSales,
  updateConsoleFlashEntries,
  updateConsoleFlashSale,
} from "./console-flash-sales.ts";
import { listConsoleBundleDeals, switchConsoleBundleDeal } from "./console-bundle-deals.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });
const int = z.number().int();

const ConsoleVoucherSchema = z
  .object({
    id: int,
    code: z.string(),
    type: z.enum(["flat", "percent"]),
    amount: int.openapi({ description: "Minor units when flat, a whole percent when percent" }),
    max_discount: int.nullable(),
    min_spend: int,
    starts_at: z.string(),
    ends_at: z.string(),
    usage_limit: int.nullable(),
    per_customer_limit: int.nullable(),
    store_id: int.nullable(),
    store_name: z.string().nullable(),
    active: z.boolean(),
    used: z.object({
      times: int,
      customers: int.openapi({ description: "Accounts, and guests by e-mail or phone" }),
      given: int.openapi({ description: "Discount given in all, minor units" }),
    }),
  })
  .openapi("ConsoleVoucher");

const Title = z.object({ title: z.string() });
const ConsoleFlashSaleSchema = z
  .object({
    id: int,
    translations: z.object({
      en: Title.optional(),
      fr: Title.optional(),
      ar: Title.optional(),
      hi: Title.optional(),
      tr: Title.optional(),
    }),
    start_time: z.string(),
    end_time: z.string(),
    active: z.boolean(),
    products: z.array(
      z.object({
        product_id: int,
        product_title: z.string(),
        store_id: int,
        regular_price: int,
        flash_price: int,
        allotment: int,
        sold: int,
      }),
    ),
    allotted: int,
    sold: int,
  })
  .openapi("ConsoleFlashSale");

const ConsoleBundleDealSchema = z
  .object({
    id: int,
    product_id: int,
    product_title: z.string().openapi({ description: "In the request's language, else in English" }),
    store_id: int,
    store_name: z.string(),
    buy_quantity: int,
    free_quantity: int,
    active: z.boolean(),
    orders: int.openapi({ description: "Orders in which the deal gave free units" }),
  })
  .openapi("ConsoleBundleDeal");

const routes = {
  vouchers: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/vouchers",
    summary: "A page of vouchers, newest first, with times used, customers and discount given (admins)",
    request: { headers, query: z.object({ q: z.string().trim().max(100).optional(), page: pageQuery }) },
    responses: {
      200: success(pagedSchema(ConsoleVoucherSchema), "Vouchers"),
      ...failures(401, 403, 422, 500),
    },
  }),
  voucher: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/vouchers/{id}",
    summary: "One voucher with its usage (admins)",
    request: { headers, params },
    responses: { 200: success(ConsoleVoucherSchema, "The voucher"), ...failures(401, 403, 404, 422, 500) },
  }),
  createVoucher: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/vouchers",
    summary:
      'Create a voucher with every rule of BUSINESS-RULES "Vouchers"; codes are unique without case (admins)',
    request: { headers, body: jsonBody(VoucherInput) },
    responses: {
      200: success(ConsoleVoucherSchema, "The new voucher"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  updateVoucher: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/vouchers/{id}",
    summary: "Edit a voucher's rules; active false disables it (admins)",
    request: { headers, params, body: jsonBody(VoucherInput) },
    responses: {
      200: success(ConsoleVoucherSchema, "The voucher as saved"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  flashSales: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/flash-sales",
    summary:
      "A page of flash sales, latest start first, with products, allotted and sold units; a seller sees every sale with its own store's entries only",
    request: { headers, query: z.object({ page: pageQuery }) },
    responses: {
      200: success(pagedSchema(ConsoleFlashSaleSchema), "Flash sales"),
      ...failures(401, 403, 422, 500),
    },
  }),
  flashSale: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/flash-sales/{id}",
    summary: "One flash sale; a seller sees only its own store's entries in it",
    request: { headers, params },
    responses: {
      200: success(ConsoleFlashSaleSchema, "The flash sale"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
  createFlashSale: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/flash-sales",
    summary:
      "Schedule a flash sale: flash prices below regular prices, allotments of 1 or more, no product in two overlapping sales (admins)",
    request: { headers, body: jsonBody(FlashSaleInput) },
    responses: {
      200: success(ConsoleFlashSaleSchema, "The new flash sale"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  updateFlashSale: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/flash-sales/{id}",
    summary: "Edit a flash sale's names, window and products; units already sold stay counted (admins)",
    request: { headers, params, body: jsonBody(FlashSaleInput) },
    responses: {
      200: success(ConsoleFlashSaleSchema, "The flash sale as saved"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  updateFlashEntries: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/flash-sales/{id}/entries",
    summary:
      "Put the caller's own store's products in a flash sale, or change or remove them (sellers; admins: every entry); other stores' entries stay",
    request: { headers, params, body: jsonBody(FlashEntriesInput) },
    responses: {
      200: success(ConsoleFlashSaleSchema, "The flash sale with the caller's entries"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  bundleDeals: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/bundle-deals",
    summary:
      "A page of every store's bundle deals, newest first, with the orders that got free units; q finds product titles and store names (admins)",
    request: { headers, query: z.object({ q: z.string().trim().max(100).optional(), page: pageQuery }) },
    responses: {
      200: success(pagedSchema(ConsoleBundleDealSchema), "Bundle deals"),
      ...failures(401, 403, 422, 500),
    },
  }),
  switchBundleDeal: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/bundle-deals/{id}/active",
    summary: "Switch a bundle deal on or off; its quantities are edited on the product form (admins)",
    request: { headers, params, body: jsonBody(z.object({ active: z.boolean() }).strict()) },
    responses: {
      200: success(ConsoleBundleDealSchema, "The bundle deal as saved"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
};

/** Vouchers and bundle deals (admins) and flash sales (admins schedule; sellers put their own store's products in). */
export function consolePromotionRoutes(app: ApiApp): void {
  const admin = async (ctx: Parameters<typeof consoleActor>[0]) => {
    const actor = await consoleActor(ctx, "promotions.manage");
    adminsOnly(actor);
    return actor;
  };
  app.openapi(routes.vouchers, async (c) => {
    await admin(c.var.ctx);
    return ok(c, await listConsoleVouchers(c.var.ctx, c.req.valid("query")));
  });
  app.openapi(routes.voucher, async (c) => {
    await admin(c.var.ctx);
    return ok(c, await getConsoleVoucher(c.var.ctx, c.req.valid("param").id));
  });
  app.openapi(routes.createVoucher, async (c) => {
    const actor = await admin(c.var.ctx);
    return ok(c, await createConsoleVoucher(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.updateVoucher, async (c) => {
    const actor = await admin(c.var.ctx);
    return ok(c, await updateConsoleVoucher(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")));
  });
  app.openapi(routes.bundleDeals, async (c) => {
    await admin(c.var.ctx);
    return ok(c, await listConsoleBundleDeals(c.var.ctx, c.req.valid("query")));
  });
  app.openapi(routes.switchBundleDeal, async (c) => {
    const actor = await admin(c.var.ctx);
    return ok(
      c,
      await switchConsoleBundleDeal(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json").active),
    );
  });
  app.openapi(routes.flashSales, async (c) => {
    const actor = await consoleActor(c.var.ctx, "promotions.manage");
    return ok(c, await listConsoleFlashSales(c.var.ctx, actor, c.req.valid("query").page));
  });
  app.openapi(routes.flashSale, async (c) => {
    const actor = await consoleActor(c.var.ctx, "promotions.manage");
    return ok(c, await getConsoleFlashSale(c.var.ctx, actor, c.req.valid("param").id));
  });
  app.openapi(routes.createFlashSale, async (c) => {
    const actor = await consoleActor(c.var.ctx, "promotions.manage");
    return ok(c, await createConsoleFlashSale(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.updateFlashSale, async (c) => {
    const actor = await consoleActor(c.var.ctx, "promotions.manage");
    return ok(
      c,
      await updateConsoleFlashSale(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")),
    );
  });
  app.openapi(routes.updateFlashEntries, async (c) => {
    const actor = await consoleActor(c.var.ctx, "promotions.manage");
    return ok(
      c,
      await updateConsoleFlashEntries(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")),
    );
  });
}
