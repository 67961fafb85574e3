import { createRoute, z } from "@hono/zod-openapi";
import { BulkConfirmInput, PartStepInput } from "../../../lib/console/order-desk-input.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { pagedSchema } from "../../platform/api/paged.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { consoleActor } from "../accounts/index.ts";
import { bulkConfirm, stepPart } from "./desk-actions.ts";
import { countNewParts, listParts } from "./desk-list.ts";
import { getPart } from "./desk-part.ts";
import { partDocumentRoutes } from "./documents.routes.ts";
import {
  BulkConfirmResultSchema,
  PartDetailSchema,
  PartListQuery,
  PartRowSchema,
  StepResultSchema,
} from "./desk.schemas.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });

const routes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/order-parts",
    summary: "Order parts to fulfil: a seller's own store's, every store's for admins; paged, filtered",
    request: { headers, query: PartListQuery },
    responses: {
      200: success(pagedSchema(PartRowSchema), "One page of parts"),
      ...failures(401, 403, 422, 500),
    },
  }),
  get: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/order-parts/{id}",
    summary: "One part: lines, ship-to, shopper, carrier, payment, timeline (admins: the whole order)",
    description: "Opened by its store's seller, the part is no longer counted as new.",
    request: { headers, params },
    responses: { 200: success(PartDetailSchema, "The part"), ...failures(401, 403, 404, 422, 500) },
  }),
  step: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/order-parts/{id}/status",
    summary: "Move a part forward: confirmed, picked up (carrier + tracking number), on the way, delivered",
    description: "Written to the part's timeline and the audit log; the shopper is e-mailed.",
    request: { headers, params, body: jsonBody(PartStepInput) },
    responses: {
      200: success(StepResultSchema, "The part's new status"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  bulkConfirm: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/bulk/order-parts/confirm",
    summary: "Confirm the chosen pending parts, each on its own; says which could not be and why",
    request: { headers, body: jsonBody(BulkConfirmInput) },
    responses: {
      200: success(BulkConfirmResultSchema, "Confirmed parts and failures"),
      ...failures(401, 403, 422, 500),
    },
  }),
  newCount: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/new-order-parts",
    summary: "How many parts are new (not opened by their store): a seller's own, every store's for admins",
    request: { headers },
    responses: {
      200: success(z.object({ count: z.number().int().min(0) }), "The count"),
      ...failures(401, 403, 500),
    },
  }),
};

const actorOf = (c: { var: { ctx: Parameters<typeof consoleActor>[0] } }) =>
  consoleActor(c.var.ctx, "orders.manage");

export function orderDeskRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    const actor = await actorOf(c);
    const q = c.req.valid("query");
    return ok(
      c,
      await listParts(c.var.ctx, actor, {
        status: q.status,
        from: q.from,
        to: q.to,
        paymentStatus: q.payment_status,
        paymentMethod: q.payment_method,
        q: q.q,
        storeId: q.store_id,
        unseen: q.new === "true",
        sort: q.sort,
        page: q.page,
        perPage: q.per_page,
      }),
    );
  });
  app.openapi(routes.get, async (c) =>
    ok(c, await getPart(c.var.ctx, await actorOf(c), c.req.valid("param").id)),
  );
  app.openapi(routes.step, async (c) =>
    ok(c, await stepPart(c.var.ctx, await actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
  );
  app.openapi(routes.bulkConfirm, async (c) =>
    ok(c, await bulkConfirm(c.var.ctx, await actorOf(c), c.req.valid("json").ids)),
  );
  partDocumentRoutes(app);
  app.openapi(routes.newCount, async (c) =>
    ok(c, { count: await countNewParts(c.var.ctx, await actorOf(c)) }),
  );
}
