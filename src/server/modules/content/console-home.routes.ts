import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { uploadBodyLimit } from "../../platform/uploads/image-upload.ts";
import { consoleActor } from "../accounts/index.ts";
import { adminsOnly } from "../promotions/index.ts";
import {
  HOME_SECTIONS,
  HomeFeaturedInput,
  HomeInput,
  NewSlideTitle,
} from "../../../lib/console/home-input.ts";
import {
  addSlideDraft,
  consoleHome,
  deleteSlideDraft,
  publishHome,
  restoreHomeVersion,
  saveHomeDraft,
  setFeaturedDraft,
  setSlidePictureDraft,
} from "./console-home.ts";
import { PictureForm, versionsSchema } from "./content-versions.schemas.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;

const texts = <T extends z.ZodType>(text: T) =>
  z.object({
    en: text.optional(),
    fr: text.optional(),
    ar: text.optional(),
    hi: text.optional(),
    tr: text.optional(),
  });
const Slide = z.object({
  id: z.number().int(),
  public: z.boolean(),
  image: z.string(),
  link: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  translations: texts(z.object({ title: z.string(), text: z.string(), button: z.string() })),
});
const Feature = z.object({
  id: z.number().int(),
  public: z.boolean(),
  icon: z.string().nullable(),
  translations: texts(z.object({ title: z.string(), text: z.string() })),
});
const Section = z.object({ key: z.enum(HOME_SECTIONS), shown: z.boolean() });
const Content = z.object({
  slides: z.array(Slide),
  features: z.array(Feature),
  sections: z.array(Section),
  featured_products: z.array(z.number().int()),
});
const FeaturedChoice = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  published: z.boolean(),
});
const Home = z
  .object({
    ...versionsSchema(Content),
    featured_choices: z
      .array(FeaturedChoice)
      .openapi({ description: "The featured products named by the live content and the draft" }),
  })
  .openapi("ConsoleHome");
const NewSlideForm = PictureForm.extend({ title: NewSlideTitle });

const routes = {
  one: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/content/home",
    summary:
      "The home page's slider, feature boxes, sections and featured products: live, the draft and every version",
    request: { headers },
    responses: { 200: success(Home, "The home page's content"), ...failures(401, 403, 500) },
  }),
  save: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/content/home",
    summary:
      "Save the slides and feature boxes (texts, links, schedules, order, on/off) and the sections (order, on/off) as a new draft version",
    request: { headers, body: jsonBody(HomeInput) },
    responses: {
      200: success(Home, "The home page with its new draft"),
      ...failures(401, 403, 409, 422, 500),
    },
  }),
  picture: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/content/home/slides/{id}/picture",
    middleware: [uploadBodyLimit(1)] as const,
    summary: "Set a slide's picture in a new draft version (checked by its bytes, re-encoded)",
    request: {
      headers,
      params: z.object({ id: idField }),
      body: { content: { "multipart/form-data": { schema: PictureForm } }, required: true },
    },
    responses: {
      200: success(Home, "The home page with its new draft"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
  addSlide: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/content/home/slides",
    middleware: [uploadBodyLimit(1)] as const,
    summary: "Add a slide (picture and English title) at the end of a new draft version",
    request: {
      headers,
      body: { content: { "multipart/form-data": { schema: NewSlideForm } }, required: true },
    },
    responses: {
      200: success(Home, "The home page with its new draft"),
      ...failures(401, 403, 422, 500),
    },
  }),
  deleteSlide: createRoute({
    ...inConsole,
    method: "delete",
    path: "/console/content/home/slides/{id}",
    summary: "Take a slide out in a new draft version (publishing deletes it, restoring brings it back)",
    request: { headers, params: z.object({ id: idField }) },
    responses: {
      200: success(Home, "The home page with its new draft"),
      ...failures(401, 403, 404, 500),
    },
  }),
  featured: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/content/home/featured",
    summary: "Set the home page's featured products, in their order, in a new draft version (admins)",
    request: { headers, body: jsonBody(HomeFeaturedInput) },
    responses: {
      200: success(Home, "The home page with its new draft"),
      ...failures(401, 403, 422, 500),
    },
  }),
  publish: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/content/home/publish",
    summary: "Publish the draft: only the home page, in the languages whose texts changed, is re-rendered",
    request: { headers },
    responses: { 200: success(Home, "The home page as published"), ...failures(401, 403, 409, 500) },
  }),
  restore: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/content/home/versions/{versionId}/restore",
    summary: "Make a past version the draft again (publish it to make it live)",
    request: { headers, params: z.object({ versionId: idField }) },
    responses: {
      200: success(Home, "The home page with the restored draft"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
};

export function consoleHomeRoutes(app: ApiApp): void {
  app.openapi(routes.one, async (c) => {
    await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await consoleHome(await dbOf(c.var.ctx)));
  });
  app.openapi(routes.save, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await saveHomeDraft(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.picture, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
    return ok(c, await setSlidePictureDraft(c.var.ctx, actor, c.req.valid("param").id, bytes));
  });
  app.openapi(routes.addSlide, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    const form = c.req.valid("form");
    const bytes = new Uint8Array(await form.file.arrayBuffer());
    return ok(c, await addSlideDraft(c.var.ctx, actor, { bytes, title: form.title }));
  });
  app.openapi(routes.deleteSlide, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await deleteSlideDraft(c.var.ctx, actor, c.req.valid("param").id));
  });
  app.openapi(routes.featured, async (c) => {
    // Shop-wide: a seller's promotions reach its own store only.
    const actor = await consoleActor(c.var.ctx, "promotions.manage");
    adminsOnly(actor);
    return ok(c, await setFeaturedDraft(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.publish, async (c) => {
    const actor = await consoleActor(c.var.ctx, "pages.publish");
    return ok(c, await publishHome(c.var.ctx, actor));
  });
  app.openapi(routes.restore, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await restoreHomeVersion(c.var.ctx, actor, c.req.valid("param").versionId));
  });
}
