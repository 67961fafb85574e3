import { createRoute, z } from "@hono/zod-openapi";
import { withGuestToken } from "../accounts/index.ts";
import { checkVoucher, usableVouchers } from "./voucher.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { translate } from "../../core/messages.ts";
import { pageQuery, pagedSchema } from "../../platform/api/paged.ts";
import { idField, languageHeaders, userTokenField } from "../../platform/api/validation.ts";

const Money = z.number().int().openapi({ description: "Minor units (cents)" });

const VoucherCheckSchema = z
  .object({
    code: z.string(),
    discount: Money.openapi({ description: "What the voucher takes off the selected goods now" }),
    min_spend: Money,
    type: z.number().int().openapi({ description: "1 flat, 2 percent" }),
    amount: z.number().int(),
    max_discount: Money.nullable(),
    ends_at: z.string(),
  })
  .openapi("VoucherCheck");

const VoucherSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.number().int().openapi({ description: "1 flat (minor units), 2 percent" }),
    amount: z.number().int(),
    max_discount: Money.nullable(),
    min_spend: Money,
    store_id: z.number().int().nullable().openapi({ description: "null: the whole shop" }),
    starts_at: z.string(),
    ends_at: z.string(),
  })
  .openapi("Voucher");

const validity = createRoute({
  method: "post",
  path: "/voucher/validity",
  tags: ["Vouchers"],
  summary: "Check a voucher against the selected cart lines (the same rules checkout runs)",
  request: {
    body: jsonBody(
      z.object({
        user_token: userTokenField,
        code: z.string().trim().min(1).max(64),
        address_id: idField.optional(),
      }),
    ),
    headers: languageHeaders,
  },
  responses: {
    200: success(VoucherCheckSchema, "The voucher and its discount"),
    ...failures(401, 404, 409, 422, 500),
  },
});

const mine = createRoute({
  method: "get",
  path: "/user/user-vouchers",
  tags: ["Vouchers"],
  summary: "Vouchers usable now, 25 a page",
  request: { query: z.object({ user_token: userTokenField, page: pageQuery }), headers: languageHeaders },
  responses: { 200: success(pagedSchema(VoucherSchema), "A page of vouchers"), ...failures(401, 422, 500) },
});

export function voucherRoutes(app: ApiApp): void {
  app.openapi(validity, async (c) => {
    const body = c.req.valid("json");
    const ctx = withGuestToken(c.var.ctx, body.user_token);
    return ok(
      c,
      await checkVoucher(ctx, body.code, body.address_id),
      translate({ key: "shop.voucher_applied" }, ctx.lang),
    );
  });
  app.openapi(mine, async (c) => {
    const query = c.req.valid("query");
    return ok(c, await usableVouchers(withGuestToken(c.var.ctx, query.user_token), query.page));
  });
}
