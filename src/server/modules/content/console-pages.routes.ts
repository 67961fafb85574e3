import { createRoute, z } from "@hono/zod-openapi";
import { PreviewLinks, versionsSchema } from "./content-versions.schemas.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import { PageInput, RedirectInput } from "../../../lib/console/page-input.ts";
import {
  consolePage,
  createPage,
  deletePage,
  listConsolePages,
  pagePreviewLinks,
  publishPage,
  restorePageVersion,
  savePageDraft,
} from "./console-pages.ts";
import { addRedirect, deleteRedirect, listRedirects } from "./redirects.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });
const versionParams = z.object({ id: idField, versionId: idField });

const Text = z.object({
  title: z.string(),
  slug: z.string().openapi({ description: "Empty in a language other than English: the English address" }),
  body: z.string().openapi({ description: "HTML, as the shop's sanitizer leaves it" }),
  seo_title: z.string(),
  seo_description: z.string(),
});
const Content = z.object({
  public: z.boolean(),
  in_footer: z.boolean(),
  translations: z.object({
    en: Text.optional(),
    fr: Text.optional(),
    ar: Text.optional(),
    hi: Text.optional(),
    tr: Text.optional(),
  }),
});
const PageRow = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string().openapi({ description: "The live English title" }),
    public: z.boolean(),
    updated_at: z.string(),
    updated_by: z.string().openapi({ description: "Who saved the newest version" }),
    has_draft: z.boolean(),
  })
  .openapi("ConsolePageRow");
const Page = z
  .object({
    id: z.number().int(),
    ...versionsSchema(Content),
  })
  .openapi("ConsolePage");
const Redirect = z
  .object({
    id: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Null: a product's or category's former address" }),
    source: z.enum(["redirect", "product", "category"]),
    from: z.string(),
    to: z.string(),
    code: z.number().int(),
    created_at: z.string(),
    created_by: z.string(),
  })
  .openapi("ConsoleRedirect");
const Deleted = z.object({ deleted: z.literal(true) });

const pagePath = "/console/content/pages";
const routes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: pagePath,
    summary: "Every static page with its English title, address, visibility and last save",
    request: { headers },
    responses: { 200: success(z.array(PageRow), "The pages"), ...failures(401, 403, 500) },
  }),
  create: createRoute({
    ...inConsole,
    method: "post",
    path: pagePath,
    summary: "Create a static page, hidden, with its first draft (publish it to show it)",
    request: { headers, body: jsonBody(PageInput) },
    responses: { 200: success(Page, "The new page"), ...failures(401, 403, 409, 422, 500) },
  }),
  one: createRoute({
    ...inConsole,
    method: "get",
    path: `${pagePath}/{id}`,
    summary: "A static page: its live content, its draft and every version",
    request: { headers, params },
    responses: { 200: success(Page, "The page"), ...failures(401, 403, 404, 422, 500) },
  }),
  save: createRoute({
    ...inConsole,
    method: "put",
    path: `${pagePath}/{id}`,
    summary: "Save a page's texts, addresses, body and SEO texts as a new draft version (not live yet)",
    request: { headers, params, body: jsonBody(PageInput) },
    responses: {
      200: success(Page, "The page with its new draft"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  remove: createRoute({
    ...inConsole,
    method: "delete",
    path: `${pagePath}/{id}`,
    summary: "Delete a static page with its texts and versions",
    request: { headers, params },
    responses: { 200: success(Deleted, "Deleted"), ...failures(401, 403, 404, 422, 500) },
  }),
  publish: createRoute({
    ...inConsole,
    method: "post",
    path: `${pagePath}/{id}/publish`,
    summary: "Publish the draft: only what changed is written, a changed address answers 301 to the new one",
    request: { headers, params },
    responses: { 200: success(Page, "The page as published"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
  restore: createRoute({
    ...inConsole,
    method: "post",
    path: `${pagePath}/{id}/versions/{versionId}/restore`,
    summary: "Make a past version of a page the draft again (publish it to make it live)",
    request: { headers, params: versionParams },
    responses: {
      200: success(Page, "The page with the restored draft"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
  preview: createRoute({
    ...inConsole,
    method: "post",
    path: `${pagePath}/{id}/preview-link`,
    summary: "Signed links (valid one hour) to the page in each language showing its draft",
    request: { headers, params },
    responses: {
      200: success(PreviewLinks, "The page's address in each language"),
      ...failures(401, 403, 404, 422, 500),
    },
  }),
  redirects: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/content/redirects",
    summary: "Redirects (newest first), then former product and category addresses; q filters by path",
    request: { headers, query: z.object({ q: z.string().max(200).optional() }) },
    responses: { 200: success(z.array(Redirect), "The redirects"), ...failures(401, 403, 422, 500) },
  }),
  addRedirect: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/content/redirects",
    summary: "Redirect a path of the shop to another (301 or 302); refused when it would loop",
    request: { headers, body: jsonBody(RedirectInput) },
    responses: {
      200: success(z.object({ id: z.number().int() }), "The new redirect"),
      ...failures(401, 403, 409, 422, 500),
    },
  }),
  deleteRedirect: createRoute({
    ...inConsole,
    method: "delete",
    path: "/console/content/redirects/{id}",
    summary: "Remove a redirect: its path answers as it would without it",
    request: { headers, params },
    responses: { 200: success(Deleted, "Deleted"), ...failures(401, 403, 404, 422, 500) },
  }),
};

export function consolePageRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await listConsolePages(await dbOf(c.var.ctx)));
  });
  app.openapi(routes.create, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await createPage(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.one, async (c) => {
    await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await consolePage(await dbOf(c.var.ctx), c.req.valid("param").id));
  });
  app.openapi(routes.save, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await savePageDraft(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")));
  });
  app.openapi(routes.remove, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    await deletePage(c.var.ctx, actor, c.req.valid("param").id);
    return ok(c, { deleted: true as const });
  });
  app.openapi(routes.publish, async (c) => {
    const actor = await consoleActor(c.var.ctx, "pages.publish");
    return ok(c, await publishPage(c.var.ctx, actor, c.req.valid("param").id));
  });
  app.openapi(routes.restore, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    const { id, versionId } = c.req.valid("param");
    return ok(c, await restorePageVersion(c.var.ctx, actor, id, versionId));
  });
  app.openapi(routes.preview, async (c) => {
    await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await pagePreviewLinks(c.var.ctx, c.req.valid("param").id));
  });
  app.openapi(routes.redirects, async (c) => {
    await consoleActor(c.var.ctx, "content.manage");
    return ok(c, await listRedirects(await dbOf(c.var.ctx), c.req.valid("query").q));
  });
  app.openapi(routes.addRedirect, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    return ok(c, { id: await addRedirect(c.var.ctx, actor, c.req.valid("json")) });
  });
  app.openapi(routes.deleteRedirect, async (c) => {
    const actor = await consoleActor(c.var.ctx, "content.manage");
    await deleteRedirect(c.var.ctx, actor, c.req.valid("param").id);
    return ok(c, { deleted: true as const });
  });
}
