import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import { CategoryInput, MoveInput } from "../../../lib/console/taxonomy-input.ts";
import {
  createConsoleCategory,
  deleteConsoleCategory,
  listConsoleCategories,
  moveConsoleCategory,
  updateConsoleCategory,
} from "./console-categories.ts";
import { setCategoryPicture } from "./console-category-picture.ts";
import { uploadBodyLimit } from "../../platform/uploads/image-upload.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const params = z.object({ id: idField });
const headers = languageHeaders;

const Text = z.object({ title: z.string(), slug: z.string() });
const Texts = z.object({
  en: Text.optional(),
  fr: Text.optional(),
  ar: Text.optional(),
  hi: Text.optional(),
  tr: Text.optional(),
});
const Node = z.object({ id: z.number().int(), slug: z.string(), public: z.boolean(), translations: Texts });
const ConsoleCategorySchema = Node.extend({
  image: z.string().nullable().openapi({ description: "The tile's picture, or null" }),
  sub_categories: z.array(Node),
}).openapi("ConsoleCategory");
const PictureForm = z.object({
  file: z
    .instanceof(File)
    .openapi({ type: "string", format: "binary", description: "jpg or png, at most 1000 KB" }),
});
export const CategoryTree = z.array(ConsoleCategorySchema);

const routes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/taxonomy/categories",
    summary: "Every category in sibling order with its sub-categories and texts in every language",
    request: { headers },
    responses: { 200: success(CategoryTree, "The category tree"), ...failures(401, 403, 500) },
  }),
  create: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/taxonomy/categories",
    summary: "Create a category, placed last; English text required, slugs unique",
    request: { headers, body: jsonBody(CategoryInput) },
    responses: {
      200: success(ConsoleCategorySchema, "The new category"),
      ...failures(401, 403, 409, 422, 500),
    },
  }),
  update: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/taxonomy/categories/{id}",
    summary: "Edit a category's texts and visibility; a changed slug leaves a 301 from the old listing",
    request: { headers, params, body: jsonBody(CategoryInput) },
    responses: {
      200: success(ConsoleCategorySchema, "The category as saved"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  move: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/taxonomy/categories/{id}/move",
    summary: "Move a category one place up or down among its siblings",
    request: { headers, params, body: jsonBody(MoveInput) },
    responses: {
      200: success(CategoryTree, "The category tree in its new order"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
  remove: createRoute({
    ...inConsole,
    method: "delete",
    path: "/console/taxonomy/categories/{id}",
    summary: "Delete a category and its sub-categories; refused while products are filed under them",
    request: { headers, params },
    responses: {
      200: success(CategoryTree, "The category tree without it"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  picture: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/taxonomy/categories/{id}/picture",
    middleware: [uploadBodyLimit(1)] as const,
    summary:
      "Set a category's picture (checked by its bytes, re-encoded without metadata); replaces the old one",
    request: {
      headers,
      params,
      body: { content: { "multipart/form-data": { schema: PictureForm } }, required: true },
    },
    responses: { 200: success(CategoryTree, "The category tree"), ...failures(401, 403, 404, 422, 500) },
  }),
  removePicture: createRoute({
    ...inConsole,
    method: "delete",
    path: "/console/taxonomy/categories/{id}/picture",
    summary: "Remove a category's picture (its tile shows the shop's default picture)",
    request: { headers, params },
    responses: { 200: success(CategoryTree, "The category tree"), ...failures(401, 403, 404, 422, 500) },
  }),
};

export function consoleCategoryRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    await consoleActor(c.var.ctx, "taxonomy.manage");
    return ok(c, await listConsoleCategories(await dbOf(c.var.ctx)));
  });
  app.openapi(routes.create, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    return ok(c, await createConsoleCategory(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.update, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    return ok(c, await updateConsoleCategory(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")));
  });
  app.openapi(routes.move, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    const { direction } = c.req.valid("json");
    return ok(c, await moveConsoleCategory(c.var.ctx, actor, c.req.valid("param").id, direction));
  });
  app.openapi(routes.picture, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
    await setCategoryPicture(c.var.ctx, actor, c.req.valid("param").id, bytes);
    return ok(c, await listConsoleCategories(await dbOf(c.var.ctx)));
  });
  app.openapi(routes.removePicture, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    await setCategoryPicture(c.var.ctx, actor, c.req.valid("param").id, null);
    return ok(c, await listConsoleCategories(await dbOf(c.var.ctx)));
  });
  app.openapi(routes.remove, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    await deleteConsoleCategory(c.var.ctx, actor, c.req.valid("param").id);
    return ok(c, await listConsoleCategories(await dbOf(c.var.ctx)));
  });
}
