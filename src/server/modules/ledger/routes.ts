import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { pagedSchema, pageQuery } from "../../platform/api/paged.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import { listEntries, moneySummary, storeBalances } from "./balances.ts";
import {
  commissionSettings,
  setCategoryCommission,
  setShopCommission,
  setStoreCommission,
} from "./commission.ts";
import { recordPayout, requestPayout } from "./payouts.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });
const Amount = z
  .number()
  .int()
  .min(1)
  .max(2_147_483_647)
  .openapi({ description: "Minor units", example: 2500 });
const Percent = z.number().min(0).max(100).openapi({ description: "Percent, two decimals", example: 10 });
const Request = z.object({ id: z.number().int(), amount: z.number().int(), created_at: z.string() });

const MoneySummary = z
  .object({
    store: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    currency: z.string(),
    balance: z.number().int().openapi({ description: "Sum of the store's ledger entries" }),
    on_the_way: z.number().int().openapi({ description: "What parts not yet delivered and paid will bring" }),
    on_the_way_parts: z.number().int(),
    open_request: Request.nullable(),
  })
  .openapi("MoneySummary");

const LedgerEntry = z
  .object({
    id: z.number().int(),
    kind: z.enum(["sale", "refund_reversal", "payout", "adjustment"]),
    amount: z.number().int(),
    currency: z.string(),
    part_id: z.number().int().nullable(),
    part_code: z.string().nullable(),
    order_id: z.number().int().nullable(),
    refund_id: z.number().int().nullable(),
    payout_id: z.number().int().nullable(),
    goods: z.number().int().nullable(),
    shipping: z.number().int().nullable(),
    discount: z.number().int().nullable(),
    commission: z.number().int().nullable(),
    refunded: z.number().int().nullable(),
    note: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("LedgerEntry");

const StoreBalance = z
  .object({
    id: z.number().int(),
    name: z.string(),
    currency: z.string(),
    balance: z.number().int(),
    open_request: Request.nullable(),
  })
  .openapi("StoreBalance");

const Payout = z
  .object({ id: z.number().int(), amount: z.number().int(), reference: z.string(), created_at: z.string() })
  .openapi("Payout");

const Rate = { id: z.number().int(), name: z.string(), percent: z.number().nullable() };
const CommissionSettings = z
  .object({
    shop_percent: z.number(),
    stores: z.array(
      z.object({ ...Rate, effective: z.number().nullable(), source: z.enum(["store", "category_or_shop"]) }),
    ),
    categories: z.array(z.object({ ...Rate, effective: z.number(), source: z.enum(["category", "shop"]) })),
  })
  .openapi("CommissionSettings");

const routes = {
  summary: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/money/stores/{id}",
    summary: "A store's balance (the sum of its ledger), what is on the way and its open payout request",
    request: { headers, params },
    responses: { 200: success(MoneySummary, "The store's money"), ...failures(401, 403, 404, 422, 500) },
  }),
  entries: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/money/stores/{id}/entries",
    summary: "A store's ledger entries, newest first",
    request: {
      headers,
      params,
      query: z.object({
        from: z.iso.datetime({ offset: true }).optional().openapi({ example: "2026-01-01T00:00:00Z" }),
        to: z.iso.datetime({ offset: true }).optional(),
        page: pageQuery,
        per_page: z.coerce.number().int().min(1).max(100).default(25),
      }),
    },
    responses: { 200: success(pagedSchema(LedgerEntry), "Entries"), ...failures(401, 403, 404, 422, 500) },
  }),
  request: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/money/stores/{id}/payout-requests",
    summary: "Ask for a payout of at most the available balance; one open request at a time",
    request: {
      headers,
      params,
      body: jsonBody(z.object({ amount: Amount, note: z.string().trim().max(500).nullable().optional() })),
    },
    responses: { 200: success(Request, "The open request"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
  balances: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/money/balances",
    summary: "Every store's balance and open payout request (admins)",
    request: {
      headers,
      query: z.object({ page: pageQuery, per_page: z.coerce.number().int().min(1).max(100).default(25) }),
    },
    responses: { 200: success(pagedSchema(StoreBalance), "Stores"), ...failures(401, 403, 422, 500) },
  }),
  payout: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/money/stores/{id}/payouts",
    summary: "Record money paid to a store with its reference: a payout entry, the open request closed",
    request: {
      headers,
      params,
      body: jsonBody(z.object({ amount: Amount, reference: z.string().trim().min(1).max(200) })),
    },
    responses: { 200: success(Payout, "The payout"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
  commission: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/commission",
    summary: "Commission rates: the shop's default, each store's and each category's, and which applies",
    request: { headers },
    responses: { 200: success(CommissionSettings, "The rates"), ...failures(401, 403, 500) },
  }),
  shopRate: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/commission/shop",
    summary: "Set the shop's default commission rate",
    request: { headers, body: jsonBody(z.object({ percent: Percent })) },
    responses: { 200: success(CommissionSettings, "The rates"), ...failures(401, 403, 422, 500) },
  }),
  storeRate: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/commission/stores/{id}",
    summary: "Set a store's own commission rate; null: none (its categories' or the shop's apply)",
    request: { headers, params, body: jsonBody(z.object({ percent: Percent.nullable() })) },
    responses: { 200: success(CommissionSettings, "The rates"), ...failures(401, 403, 404, 422, 500) },
  }),
  categoryRate: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/commission/categories/{id}",
    summary: "Set a category's commission rate; null: none (the shop's applies)",
    request: { headers, params, body: jsonBody(z.object({ percent: Percent.nullable() })) },
    responses: { 200: success(CommissionSettings, "The rates"), ...failures(401, 403, 404, 422, 500) },
  }),
};

/** Two decimals, as the columns keep them. */
const rateOf = (percent: number | null) => (percent === null ? null : Math.round(percent * 100) / 100);

export function ledgerRoutes(app: ApiApp): void {
  app.openapi(routes.summary, async (c) => {
    const actor = await consoleActor(c.var.ctx, "money.view");
    return ok(c, await moneySummary(await dbOf(c.var.ctx), actor, c.req.valid("param").id));
  });
  app.openapi(routes.entries, async (c) => {
    const actor = await consoleActor(c.var.ctx, "money.view");
    const q = c.req.valid("query");
    return ok(
      c,
      await listEntries(await dbOf(c.var.ctx), actor, c.req.valid("param").id, {
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        page: q.page,
        perPage: q.per_page,
      }),
    );
  });
  app.openapi(routes.request, async (c) => {
    const actor = await consoleActor(c.var.ctx, "money.view");
    const body = c.req.valid("json");
    return ok(c, await requestPayout(await dbOf(c.var.ctx), actor, c.req.valid("param").id, body));
  });
  app.openapi(routes.balances, async (c) => {
    await consoleActor(c.var.ctx, "payouts.record");
    const q = c.req.valid("query");
    return ok(c, await storeBalances(await dbOf(c.var.ctx), q.page, q.per_page));
  });
  app.openapi(routes.payout, async (c) => {
    const actor = await consoleActor(c.var.ctx, "payouts.record");
    const body = c.req.valid("json");
    return ok(c, await recordPayout(await dbOf(c.var.ctx), actor, c.req.valid("param").id, body));
  });
  app.openapi(routes.commission, async (c) => {
    await consoleActor(c.var.ctx, "settings.manage");
    return ok(c, await commissionSettings(await dbOf(c.var.ctx), c.var.ctx.lang));
  });
  app.openapi(routes.shopRate, async (c) => {
    const actor = await consoleActor(c.var.ctx, "settings.manage");
    const db = await dbOf(c.var.ctx);
    await setShopCommission(db, actor, rateOf(c.req.valid("json").percent) as number);
    return ok(c, await commissionSettings(db, c.var.ctx.lang));
  });
  app.openapi(routes.storeRate, async (c) => {
    const actor = await consoleActor(c.var.ctx, "settings.manage");
    const db = await dbOf(c.var.ctx);
    await setStoreCommission(db, actor, c.req.valid("param").id, rateOf(c.req.valid("json").percent));
    return ok(c, await commissionSettings(db, c.var.ctx.lang));
  });
  app.openapi(routes.categoryRate, async (c) => {
    const actor = await consoleActor(c.var.ctx, "settings.manage");
    const db = await dbOf(c.var.ctx);
    await setCategoryCommission(db, actor, c.req.valid("param").id, rateOf(c.req.valid("json").percent));
    return ok(c, await commissionSettings(db, c.var.ctx.lang));
  });
}
