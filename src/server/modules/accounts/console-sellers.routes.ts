import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { dbOf } from "../../platform/context.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { consoleActor } from "./permissions.ts";
import { approveApplication, listApplications, rejectApplication } from "./sellers.service.ts";
import { ApplicationSchema } from "./admin.routes.ts";

export const RejectApplicationSchema = z
  .object({
    reason: z.string().trim().min(1).max(1000).openapi({ example: "Photos of the products are missing" }),
  })
  .strict();

const routes = {
  list: createRoute({
    method: "get",
    path: "/console/seller-applications",
    security: signedIn,
    tags: ["Console"],
    summary: "Seller applications of verified accounts (admins)",
    request: {
      headers: languageHeaders,
      query: z.object({ status: z.enum(["pending", "approved", "rejected"]).default("pending") }),
    },
    responses: {
      200: success(z.array(ApplicationSchema), "Applications, newest first"),
      ...failures(401, 403, 422, 500),
    },
  }),
  approve: createRoute({
    method: "post",
    path: "/console/seller-applications/{id}/approve",
    security: signedIn,
    tags: ["Console"],
    summary: "Approve: creates the store, makes the account a seller and e-mails it (admins)",
    request: { headers: languageHeaders, params: z.object({ id: idField }) },
    responses: {
      200: success(
        z.object({ store_id: z.number().int(), slug: z.string(), mailed: z.boolean() }),
        "Approved",
      ),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  reject: createRoute({
    method: "post",
    path: "/console/seller-applications/{id}/reject",
    security: signedIn,
    tags: ["Console"],
    summary: "Reject an application; the reason is e-mailed to the applicant (admins)",
    request: {
      headers: languageHeaders,
      params: z.object({ id: idField }),
      body: jsonBody(RejectApplicationSchema),
    },
    responses: {
      200: success(z.object({ mailed: z.boolean() }), "Rejected"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
};

export function consoleSellerRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    await consoleActor(c.var.ctx, "sellers.manage");
    const rows = await listApplications(await dbOf(c.var.ctx), c.req.valid("query").status);
    return ok(
      c,
      rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    );
  });
  app.openapi(routes.approve, async (c) => {
    const actor = await consoleActor(c.var.ctx, "sellers.manage");
    const db = await dbOf(c.var.ctx);
    const store = await approveApplication(db, c.req.valid("param").id, actor.id, actor);
    return ok(c, { store_id: store.id, slug: store.slug, mailed: store.mailed });
  });
  app.openapi(routes.reject, async (c) => {
    const actor = await consoleActor(c.var.ctx, "sellers.manage");
    const db = await dbOf(c.var.ctx);
    const { reason } = c.req.valid("json");
    return ok(c, await rejectApplication(db, c.req.valid("param").id, actor.id, reason, actor));
  });
}
