import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import { MoveInput, SubCategoryInput } from "../../../lib/console/taxonomy-input.ts";
import {
  createConsoleSubCategory,
  deleteConsoleSubCategory,
  moveConsoleSubCategory,
  updateConsoleSubCategory,
} from "./console-sub-categories.ts";
import { listConsoleCategories } from "./console-categories.ts";
import { CategoryTree } from "./console-categories.routes.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const params = z.object({ id: idField });
const headers = languageHeaders;
const Text = z.object({ title: z.string(), slug: z.string() });
const ConsoleSubCategory = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    public: z.boolean(),
    category_id: z.number().int(),
    translations: z.object({
      en: Text.optional(),
      fr: Text.optional(),
      ar: Text.optional(),
      hi: Text.optional(),
      tr: Text.optional(),
    }),
  })
  .openapi("ConsoleSubCategory");

const routes = {
  create: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/taxonomy/categories/{id}/sub-categories",
    summary: "Create a sub-category under a category, placed last; English text required, slugs unique",
    request: { headers, params, body: jsonBody(SubCategoryInput) },
    responses: {
      200: success(ConsoleSubCategory, "The new sub-category"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  update: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/taxonomy/sub-categories/{id}",
    summary: "Edit a sub-category's texts, visibility or category",
    request: { headers, params, body: jsonBody(SubCategoryInput) },
    responses: {
      200: success(ConsoleSubCategory, "The sub-category as saved"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  move: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/taxonomy/sub-categories/{id}/move",
    summary: "Move a sub-category one place up or down within its category",
    request: { headers, params, body: jsonBody(MoveInput) },
    responses: { 200: success(CategoryTree, "The category tree"), ...failures(401, 403, 404, 422, 500) },
  }),
  remove: createRoute({
    ...inConsole,
    method: "delete",
    path: "/console/taxonomy/sub-categories/{id}",
    summary: "Delete a sub-category; refused while products are filed under it",
    request: { headers, params },
    responses: { 200: success(CategoryTree, "The category tree"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
};

export function consoleSubCategoryRoutes(app: ApiApp): void {
  app.openapi(routes.create, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    const id = c.req.valid("param").id;
    return ok(c, await createConsoleSubCategory(c.var.ctx, actor, id, c.req.valid("json")));
  });
  app.openapi(routes.update, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    const id = c.req.valid("param").id;
    return ok(c, await updateConsoleSubCategory(c.var.ctx, actor, id, c.req.valid("json")));
  });
  app.openapi(routes.move, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    const { direction } = c.req.valid("json");
    return ok(c, await moveConsoleSubCategory(c.var.ctx, actor, c.req.valid("param").id, direction));
  });
  app.openapi(routes.remove, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    await deleteConsoleSubCategory(c.var.ctx, actor, c.req.valid("param").id);
    return ok(c, await listConsoleCategories(await dbOf(c.var.ctx)));
  });
}
