import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { uploadBodyLimit } from "../../platform/uploads/image-upload.ts";
import { consoleActor } from "../accounts/index.ts";
import { CONSOLE_LANGS } from "../../../lib/console/product-input.ts";
import {
  addPicture,
  deletePicture,
  listPictures,
  reorderPictures,
  updatePicture,
} from "./console-pictures.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });
const pictureParams = z.object({ id: idField, pictureId: idField });

const AltTexts = z
  .object(Object.fromEntries(CONSOLE_LANGS.map((lang) => [lang, z.string().max(300).optional()])))
  .openapi({ description: "Alternative text per language; a missing language shows the English one" });

const PictureSchema = z
  .object({
    id: z.number().int(),
    image: z.string(),
    sort: z.number().int(),
    attribute_value_id: z.number().int().nullable().openapi({ description: "The colour it shows, or null" }),
    alt: z.record(z.string(), z.string()),
  })
  .openapi("ConsolePicture");
const PictureList = z.array(PictureSchema);

const UploadForm = z.object({
  file: z
    .instanceof(File)
    .openapi({ type: "string", format: "binary", description: "jpg or png, at most 1000 KB" }),
  attribute_value_id: z
    .union([z.literal(""), idField])
    .optional()
    .openapi({ type: "string", description: "The colour (an attribute value of the product); empty: none" }),
  alt: z.string().max(300).optional().openapi({ description: "English alternative text" }),
});

const PictureUpdate = z
  .object({ attribute_value_id: idField.nullable().optional(), alt: AltTexts.optional() })
  .openapi("ConsolePictureUpdate");
const PictureOrder = z.object({ ids: z.array(idField).max(100) }).openapi("ConsolePictureOrder");

const routes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/products/{id}/pictures",
    summary: "A product's pictures in order, with their colour and alternative texts",
    request: { headers, params },
    responses: { 200: success(PictureList, "The pictures"), ...failures(401, 403, 404, 422, 500) },
  }),
  upload: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/products/{id}/pictures",
    middleware: [uploadBodyLimit(1)] as const,
    summary: "Add a picture (checked by its bytes, re-encoded without metadata) at the end of the gallery",
    request: {
      headers,
      params,
      body: { content: { "multipart/form-data": { schema: UploadForm } }, required: true },
    },
    responses: { 200: success(PictureList, "The pictures"), ...failures(401, 403, 404, 422, 500) },
  }),
  update: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/products/{id}/pictures/{pictureId}",
    summary: "Change a picture's colour or alternative texts",
    request: { headers, params: pictureParams, body: jsonBody(PictureUpdate) },
    responses: { 200: success(PictureList, "The pictures"), ...failures(401, 403, 404, 422, 500) },
  }),
  reorder: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/products/{id}/picture-order",
    summary: "Put the pictures in the order given (every picture of the product, once)",
    request: { headers, params, body: jsonBody(PictureOrder) },
    responses: { 200: success(PictureList, "The pictures"), ...failures(401, 403, 404, 422, 500) },
  }),
  remove: createRoute({
    ...inConsole,
    method: "delete",
    path: "/console/products/{id}/pictures/{pictureId}",
    summary: "Delete a picture and its file",
    request: { headers, params: pictureParams },
    responses: { 200: success(PictureList, "The pictures left"), ...failures(401, 403, 404, 422, 500) },
  }),
};

export function consolePictureRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    return ok(c, await listPictures(c.var.ctx, actor, c.req.valid("param").id));
  });
  app.openapi(routes.upload, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    const form = c.req.valid("form");
    const bytes = new Uint8Array(await form.file.arrayBuffer());
    const valueId = form.attribute_value_id === "" ? null : (form.attribute_value_id ?? null);
    const alt: Record<string, string> = form.alt ? { en: form.alt } : {};
    return ok(
      c,
      await addPicture(c.var.ctx, actor, c.req.valid("param").id, bytes, {
        attribute_value_id: valueId,
        alt,
      }),
    );
  });
  app.openapi(routes.update, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    const { id, pictureId } = c.req.valid("param");
    const body = c.req.valid("json");
    const alt = body.alt
      ? Object.fromEntries(Object.entries(body.alt).filter((e): e is [string, string] => e[1] !== undefined))
      : undefined;
    return ok(
      c,
      await updatePicture(c.var.ctx, actor, id, pictureId, {
        attribute_value_id: body.attribute_value_id,
        alt,
      }),
    );
  });
  app.openapi(routes.reorder, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    return ok(c, await reorderPictures(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json").ids));
  });
  app.openapi(routes.remove, async (c) => {
    const actor = await consoleActor(c.var.ctx, "products.manage");
    const { id, pictureId } = c.req.valid("param");
    return ok(c, await deletePicture(c.var.ctx, actor, id, pictureId));
  });
}
