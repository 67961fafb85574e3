import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { pagedSchema, pageQuery } from "../../platform/api/paged.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { USER_ROLES } from "../../platform/db/schema/enums.ts";
import { consoleActor } from "./permissions.ts";
import {
  blockPerson,
  changeRole,
  listPeople,
  mailPasswordReset,
  signOutEverywhere,
  unblockPerson,
} from "./people.service.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });
const roleField = z.enum(USER_ROLES);

const Person = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: roleField,
    store: z.string().nullable().openapi({ description: "The store the person owns, if any" }),
    joined_at: z.string(),
    last_sign_in_at: z.string().nullable().openapi({ description: "Null when not known" }),
    blocked: z.boolean(),
  })
  .openapi("ConsolePerson");

const done = success(z.null(), "Done");

const routes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/people",
    summary: "Customers, sellers, editors and admins, newest first; search by name, e-mail or store (admins)",
    request: {
      headers,
      query: z.object({
        q: z.string().trim().max(100).optional().openapi({ example: "ayesha" }),
        role: roleField.optional(),
        page: pageQuery,
        per_page: z.coerce.number().int().min(1).max(100).default(25),
      }),
    },
    responses: { 200: success(pagedSchema(Person), "One page of people"), ...failures(401, 403, 422, 500) },
  }),
  block: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/people/{id}/block",
    summary:
      "Block an account: its sessions end at once and it cannot sign in; the reason is audited (admins)",
    request: {
      headers,
      params,
      body: jsonBody(z.object({ reason: z.string().trim().min(1).max(500) }).strict()),
    },
    responses: { 200: done, ...failures(401, 403, 404, 409, 422, 500) },
  }),
  unblock: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/people/{id}/unblock",
    summary: "Let a blocked account sign in again (admins)",
    request: { headers, params },
    responses: { 200: done, ...failures(401, 403, 404, 422, 500) },
  }),
  signOut: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/people/{id}/sign-out",
    summary: "End every session of the account (admins)",
    request: { headers, params },
    responses: {
      200: success(z.object({ sessions: z.number().int() }), "How many sessions ended"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
  reset: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/people/{id}/password-reset",
    summary: "E-mail the account the password reset code of the sign-in page (admins)",
    request: { headers, params },
    responses: { 200: done, ...failures(401, 403, 404, 422, 429, 500) },
  }),
  role: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/people/{id}/role",
    summary: "Change the account's role; an admin keeps their own, and the last admin stays one (admins)",
    request: { headers, params, body: jsonBody(z.object({ role: roleField }).strict()) },
    responses: { 200: done, ...failures(401, 403, 404, 409, 422, 500) },
  }),
};

export function consolePeopleRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    await consoleActor(c.var.ctx, "people.manage");
    const q = c.req.valid("query");
    return ok(
      c,
      await listPeople(await dbOf(c.var.ctx), { q: q.q, role: q.role, page: q.page, perPage: q.per_page }),
    );
  });
  app.openapi(routes.block, async (c) => {
    const actor = await consoleActor(c.var.ctx, "people.manage");
    await blockPerson(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json").reason);
    return ok(c, null);
  });
  app.openapi(routes.unblock, async (c) => {
    const actor = await consoleActor(c.var.ctx, "people.manage");
    await unblockPerson(c.var.ctx, actor, c.req.valid("param").id);
    return ok(c, null);
  });
  app.openapi(routes.signOut, async (c) => {
    const actor = await consoleActor(c.var.ctx, "people.manage");
    return ok(c, await signOutEverywhere(c.var.ctx, actor, c.req.valid("param").id));
  });
  app.openapi(routes.reset, async (c) => {
    const actor = await consoleActor(c.var.ctx, "people.manage");
    await mailPasswordReset(c.var.ctx, actor, c.req.valid("param").id);
    return ok(c, null);
  });
  app.openapi(routes.role, async (c) => {
    const actor = await consoleActor(c.var.ctx, "people.manage");
    await changeRole(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json").role);
    return ok(c, null);
  });
}
