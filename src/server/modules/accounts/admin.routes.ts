import { createRoute, z } from "@hono/zod-openapi";
import { dbOf, type RequestContext } from "../../platform/context.ts";
import { approveApplication, listApplications, rejectApplication } from "./sellers.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { consoleActor } from "./permissions.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";

/** The old admin routes answer like their console twins: the same guard, the same capability. */
const adminOf = (ctx: RequestContext) => consoleActor(ctx, "sellers.manage");

export const ApplicationSchema = z
  .object({
    id: z.number().int(),
    store_name: z.string(),
    status: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    message: z.string().nullable(),
    created_at: z.string(),
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    store_id: z.number().int().nullable(),
  })
  .openapi("SellerApplication");

const routes = {
  list: createRoute({
    method: "get",
    path: "/admin/seller-applications",
    security: signedIn,
    tags: ["Admin"],
    summary: "Seller applications of verified accounts (admin only)",
    request: {
      headers: languageHeaders,
      query: z.object({ status: z.enum(["pending", "approved", "rejected"]).default("pending") }),
    },
    responses: { 200: success(z.array(ApplicationSchema), "Applications"), ...failures(401, 403, 422, 500) },
  }),
  approve: createRoute({
    method: "post",
    path: "/admin/seller-applications/{id}/approve",
    security: signedIn,
    tags: ["Admin"],
    summary: "Approve: creates the store, makes the account a seller and e-mails it (admin only)",
    request: { headers: languageHeaders, params: z.object({ id: idField }) },
    responses: {
      200: success(z.object({ store_id: z.number().int(), slug: z.string() }), "Approved"),
      ...failures(401, 403, 404, 409, 500),
    },
  }),
  reject: createRoute({
    method: "post",
    path: "/admin/seller-applications/{id}/reject",
    security: signedIn,
    tags: ["Admin"],
    summary: "Reject an application (admin only)",
    request: { headers: languageHeaders, params: z.object({ id: idField }) },
    responses: { 200: success(z.null(), "Rejected"), ...failures(401, 403, 404, 409, 500) },
  }),
};

export function adminRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    await adminOf(c.var.ctx);
    const rows = await listApplications(await dbOf(c.var.ctx), c.req.valid("query").status);
    return ok(
      c,
      rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    );
  });
  app.openapi(routes.approve, async (c) => {
    const admin = await adminOf(c.var.ctx);
    const store = await approveApplication(await dbOf(c.var.ctx), c.req.valid("param").id, admin.id);
    return ok(c, { store_id: store.id, slug: store.slug });
  });
  app.openapi(routes.reject, async (c) => {
    const admin = await adminOf(c.var.ctx);
    await rejectApplication(await dbOf(c.var.ctx), c.req.valid("param").id, admin.id);
    return ok(c, null);
  });
}
