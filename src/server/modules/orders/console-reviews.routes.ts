import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { pagedSchema, pageQuery } from "../../platform/api/paged.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import { answerReview, listConsoleReviews, setReviewHidden } from "./console-reviews.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });

const ConsoleReview = z
  .object({
    id: z.number().int(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    hidden: z.boolean(),
    answer: z.string().nullable().openapi({ description: "The store's answer shown under the review" }),
    answered_at: z.string().nullable(),
    created_at: z.string(),
    product_id: z.number().int(),
    product: z.string().openapi({ description: "The product's English title" }),
    reviewer: z.string(),
  })
  .openapi("ConsoleReview");

const done = success(z.null(), "Done");

const routes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/reviews",
    summary: "Reviews, newest first, by rating, product and visibility (admins)",
    request: {
      headers,
      query: z.object({
        rating: z.coerce.number().int().min(1).max(5).optional(),
        product_id: idField.optional(),
        hidden: z.enum(["true", "false"]).optional().openapi({ description: "Only hidden or only shown" }),
        page: pageQuery,
        per_page: z.coerce.number().int().min(1).max(100).default(25),
      }),
    },
    responses: {
      200: success(pagedSchema(ConsoleReview), "One page of reviews"),
      ...failures(401, 403, 422, 500),
    },
  }),
  visibility: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/reviews/{id}/hidden",
    summary: "Hide a review from the product page and its rating, or show it again (admins)",
    request: { headers, params, body: jsonBody(z.object({ hidden: z.boolean() }).strict()) },
    responses: { 200: done, ...failures(401, 403, 404, 422, 500) },
  }),
  answer: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/reviews/{id}/answer",
    summary: "The store's answer under the review on the product page; empty removes it (admins)",
    request: { headers, params, body: jsonBody(z.object({ answer: z.string().trim().max(2000) }).strict()) },
    responses: { 200: done, ...failures(401, 403, 404, 422, 500) },
  }),
};

export function consoleReviewRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    await consoleActor(c.var.ctx, "reviews.moderate");
    const q = c.req.valid("query");
    const filters = {
      rating: q.rating,
      productId: q.product_id,
      hidden: q.hidden === undefined ? undefined : q.hidden === "true",
      page: q.page,
      perPage: q.per_page,
    };
    return ok(c, await listConsoleReviews(await dbOf(c.var.ctx), filters));
  });
  app.openapi(routes.visibility, async (c) => {
    const actor = await consoleActor(c.var.ctx, "reviews.moderate");
    await setReviewHidden(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json").hidden);
    return ok(c, null);
  });
  app.openapi(routes.answer, async (c) => {
    const actor = await consoleActor(c.var.ctx, "reviews.moderate");
    await answerReview(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json").answer);
    return ok(c, null);
  });
}
