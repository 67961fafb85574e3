import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { uploadBodyLimit } from "../../platform/uploads/image-upload.ts";
import { consoleActor } from "../accounts/index.ts";
import { BannerInput } from "../../../lib/console/banner-input.ts";
import {
  bannerPreviewLinks,
  consoleBanner,
  listConsoleBanners,
  publishBanner,
  restoreBannerVersion,
  saveBannerDraft,
  setBannerPictureDraft,
} from "./console-banners.ts";
import { PictureForm, PreviewLinks, versionsSchema } from "./content-versions.schemas.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });
const versionParams = z.object({ id: idField, versionId: idField });

const Text = z.object({ title: z.string(), text: z.string() });
const Content = z.object({
  public: z.boolean(),
  link: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  image: z.string().nullable(),
  translations: z.object({
    en: Text.optional(),
    fr: Text.optional(),
    ar: Text.optional(),
    hi: Text.optional(),
    tr: Text.optional(),
  }),
});
const BannerRow = z
  .object({
    id: z.number().int(),
    type: z
      .number()
      .int()
      .openapi({ description: "Placement: 1 top, 2 popup, 3-7 home, 8 listing, 9 product" }),
    image: z.string().nullable(),
    public: z.boolean(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    title: z.string().openapi({ description: "The live English title" }),
    has_draft: z.boolean(),
  })
  .openapi("ConsoleBannerRow");
const Banner = z
  .object({
    id: z.number().int(),
    type: z.number().int(),
    ...versionsSchema(Content),
  })
  .openapi("ConsoleBanner");

const routes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/content/banners",
    summary: "Every banner (home, popup, top, listing, product page) with its live English title",
    request: { headers },
    responses: { 200: success(z.array(BannerRow), "The banners"), ...failures(401, 403, 500) },
  }),
  one: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/content/banners/{id}",
    summary: "A banner: its live content, its draft and every version",
    request: { headers, params },
    responses: { 200: success(Banner, "The banner"), ...failures(401, 403, 404, 422, 500) },
  }),
  save: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/content/banners/{id}",
    summary: "Save a banner's texts, link, schedule and visibility as a new draft version (not live yet)",
    request: { headers, params, body: jsonBody(BannerInput) },
    responses: {
      200: success(Banner, "The banner with its new draft"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
  picture: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/content/banners/{id}/picture",
    middleware: [uploadBodyLimit(1)] as const,
    summary: "Set a banner's picture in a new draft version (checked by its bytes, re-encoded)",
    request: {
      headers,
      params,
      body: { content: { "multipart/form-data": { schema: PictureForm } }, required: true },
    },
    responses: {
      200: success(Banner, "The banner with its new draft"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
  publish: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/content/banners/{id}/publish",
    summary: "Publish the draft: the shop shows it, and only the pages showing what changed are re-rendered",
    request: { headers, params },
    responses: { 200: success(Banner, "The banner as published"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
  restore: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/content/banners/{id}/versions/{versionId}/restore",
    summary: "Make a past version the draft again (publish it to make it live)",
    request: { headers, params: versionParams },
    responses: {
      200: success(Banner, "The banner with the restored draft"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
  preview: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/content/banners/{id}/preview-link",
    summary: "Signed links (valid one hour) to the home page in each language showing this banner's draft",
    request: { headers, params },
    responses: {
      200: success(PreviewLinks, "The home page's address in each language"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
};

export function consoleBannerRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await listConsoleBanners(await dbOf(c.var.ctx)));
  });
  app.openapi(routes.one, async (c) => {
    await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await consoleBanner(await dbOf(c.var.ctx), c.req.valid("param").id));
  });
  app.openapi(routes.save, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await saveBannerDraft(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")));
  });
  app.openapi(routes.picture, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
    return ok(c, await setBannerPictureDraft(c.var.ctx, actor, c.req.valid("param").id, bytes));
  });
  app.openapi(routes.publish, async (c) => {
    const actor = await consoleActor(c.var.ctx, "pages.publish");
    return ok(c, await publishBanner(c.var.ctx, actor, c.req.valid("param").id));
  });
  app.openapi(routes.restore, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    const { id, versionId } = c.req.valid("param");
    return ok(c, await restoreBannerVersion(c.var.ctx, actor, id, versionId));
  });
  app.openapi(routes.preview, async (c) => {
    await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await bannerPreviewLinks(c.var.ctx, c.req.valid("param").id));
  });
}
