import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import { SCRIPT_PLACES, ScriptInput } from "../../../lib/console/script-input.ts";
import {
  createCustomScript,
  deleteCustomScript,
  listCustomScripts,
  updateCustomScript,
} from "./console-scripts.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });

const Scripts = z
  .array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      place: z.enum(SCRIPT_PLACES),
      route_pattern: z.string(),
      code: z.string(),
      public: z.boolean(),
    }),
  )
  .openapi("ConsoleCustomScripts");

const path = "/console/content/scripts";
const routes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path,
    summary: "Every custom script (admins): name, place, the pages it is printed on, on/off",
    request: { headers },
    responses: { 200: success(Scripts, "The scripts"), ...failures(401, 403, 500) },
  }),
  create: createRoute({
    ...inConsole,
    method: "post",
    path,
    summary: "Add a custom script (admins); the storefront's CSP allows it by hash or origin",
    request: { headers, body: jsonBody(ScriptInput) },
    responses: { 200: success(Scripts, "The scripts with the new one"), ...failures(401, 403, 422, 500) },
  }),
  update: createRoute({
    ...inConsole,
    method: "put",
    path: `${path}/{id}`,
    summary: "Change a custom script (admins)",
    request: { headers, params, body: jsonBody(ScriptInput) },
    responses: { 200: success(Scripts, "The scripts"), ...failures(401, 403, 404, 422, 500) },
  }),
  remove: createRoute({
    ...inConsole,
    method: "delete",
    path: `${path}/{id}`,
    summary: "Delete a custom script (admins)",
    request: { headers, params },
    responses: { 200: success(Scripts, "The scripts without it"), ...failures(401, 403, 404, 422, 500) },
  }),
};

export function consoleScriptRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    await consoleActor(c.var.ctx, "scripts.manage");
    return ok(c, await listCustomScripts(await dbOf(c.var.ctx)));
  });
  app.openapi(routes.create, async (c) => {
    const actor = await consoleActor(c.var.ctx, "scripts.manage");
    return ok(c, await createCustomScript(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.update, async (c) => {
    const actor = await consoleActor(c.var.ctx, "scripts.manage");
    return ok(c, await updateCustomScript(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")));
  });
  app.openapi(routes.remove, async (c) => {
    const actor = await consoleActor(c.var.ctx, "scripts.manage");
    return ok(c, await deleteCustomScript(c.var.ctx, actor, c.req.valid("param").id));
  });
}
