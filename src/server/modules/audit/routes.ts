import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { pagedSchema, pageQuery } from "../../platform/api/paged.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { consoleActor } from "../accounts/index.ts";
import { listAudit } from "./audit.service.ts";

const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    actor_id: z.number().int().nullable(),
    actor_name: z.string().nullable(),
    actor_role: z.string(),
    store_id: z.number().int().nullable(),
    entity: z.string(),
    entity_id: z.number().int().nullable(),
    action: z.string(),
    changes: z
      .record(z.string(), z.array(z.unknown()))
      .openapi({ description: "Each changed field: [before, after]" }),
    at: z.string(),
  })
  .openapi("AuditEntry");

const listAuditRoute = createRoute({
  method: "get",
  path: "/console/audit",
  security: signedIn,
  tags: ["Console"],
  summary: "The audit log: admins see all, sellers their store's entries, editors their own",
  request: {
    headers: languageHeaders,
    query: z.object({
      actor: idField.optional(),
      person: z.string().trim().min(1).max(100).optional().openapi({
        description: "Part of the person's name, or for admins of their e-mail",
        example: "ayesha",
      }),
      entity: z.string().max(40).optional().openapi({ example: "product" }),
      from: z.iso.datetime({ offset: true }).optional().openapi({ example: "2026-01-01T00:00:00Z" }),
      to: z.iso.datetime({ offset: true }).optional(),
      page: pageQuery,
      per_page: z.coerce.number().int().min(1).max(100).default(25),
    }),
  },
  responses: {
    200: success(pagedSchema(AuditEntrySchema), "Entries, newest first"),
    ...failures(401, 403, 422, 500),
  },
});

export function auditRoutes(app: ApiApp): void {
  app.openapi(listAuditRoute, async (c) => {
    const actor = await consoleActor(c.var.ctx, "audit.view");
    const q = c.req.valid("query");
    return ok(
      c,
      await listAudit(c.var.ctx, actor, {
        actor: q.actor,
        person: q.person,
        entity: q.entity,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        page: q.page,
        perPage: q.per_page,
      }),
    );
  });
}
