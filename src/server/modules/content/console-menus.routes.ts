import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { uploadBodyLimit } from "../../platform/uploads/image-upload.ts";
import { consoleActor } from "../accounts/index.ts";
import {
  MENU_POSITIONS,
  MenuLinkInput,
  MoveInput,
  SocialLinkInput,
} from "../../../lib/console/menu-input.ts";
import { createMenuLink, deleteMenuLink, moveMenuLink, updateMenuLink } from "./console-menus.ts";
import {
  createSocialLink,
  deleteSocialLink,
  moveSocialLink,
  setSocialLinkPicture,
  updateSocialLink,
} from "./console-social-links.ts";
import { listMenus } from "./menu-lists.ts";
import { PictureForm } from "./content-versions.schemas.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });

const Label = z.string().optional();
const Menus = z
  .object({
    links: z.array(
      z.object({
        id: z.number().int(),
        position: z.enum(MENU_POSITIONS),
        url: z.string(),
        public: z.boolean(),
        labels: z.object({ en: Label, fr: Label, ar: Label, hi: Label, tr: Label }),
      }),
    ),
    social: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        url: z.string(),
        image: z.string().nullable(),
        public: z.boolean(),
      }),
    ),
  })
  .openapi("ConsoleMenus");

const answers = (what: string, ...more: (404 | 422)[]) => ({
  200: success(Menus, what),
  ...failures(401, 403, ...more, 500),
});

const links = "/console/content/menus/links";
const social = "/console/content/menus/social";
const routes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/content/menus",
    summary: "The header (left, right) and footer links with their labels, and the social links, in order",
    request: { headers },
    responses: answers("The menus"),
  }),
  addLink: createRoute({
    ...inConsole,
    method: "post",
    path: links,
    summary: "Add a header or footer link (a shop path or an https address); it goes last in its place",
    request: { headers, body: jsonBody(MenuLinkInput) },
    responses: answers("The menus with the new link", 422),
  }),
  saveLink: createRoute({
    ...inConsole,
    method: "put",
    path: `${links}/{id}`,
    summary: "Change a link's place, address, labels or visibility",
    request: { headers, params, body: jsonBody(MenuLinkInput) },
    responses: answers("The menus", 404, 422),
  }),
  moveLink: createRoute({
    ...inConsole,
    method: "post",
    path: `${links}/{id}/move`,
    summary: "Move a link one place up or down among the links of its place",
    request: { headers, params, body: jsonBody(MoveInput) },
    responses: answers("The menus in their new order", 404, 422),
  }),
  removeLink: createRoute({
    ...inConsole,
    method: "delete",
    path: `${links}/{id}`,
    summary: "Delete a header or footer link",
    request: { headers, params },
    responses: answers("The menus without it", 404, 422),
  }),
  addSocial: createRoute({
    ...inConsole,
    method: "post",
    path: social,
    summary: "Add a social link (an https address); it goes last",
    request: { headers, body: jsonBody(SocialLinkInput) },
    responses: answers("The menus with the new social link", 422),
  }),
  saveSocial: createRoute({
    ...inConsole,
    method: "put",
    path: `${social}/{id}`,
    summary: "Change a social link's title, address or visibility",
    request: { headers, params, body: jsonBody(SocialLinkInput) },
    responses: answers("The menus", 404, 422),
  }),
  socialPicture: createRoute({
    ...inConsole,
    method: "post",
    path: `${social}/{id}/picture`,
    middleware: [uploadBodyLimit(1)] as const,
    summary: "Set a social link's icon (checked by its bytes, re-encoded)",
    request: {
      headers,
      params,
      body: { content: { "multipart/form-data": { schema: PictureForm } }, required: true },
    },
    responses: answers("The menus", 404, 422),
  }),
  moveSocial: createRoute({
    ...inConsole,
    method: "post",
    path: `${social}/{id}/move`,
    summary: "Move a social link one place up or down",
    request: { headers, params, body: jsonBody(MoveInput) },
    responses: answers("The menus in their new order", 404, 422),
  }),
  removeSocial: createRoute({
    ...inConsole,
    method: "delete",
    path: `${social}/{id}`,
    summary: "Delete a social link",
    request: { headers, params },
    responses: answers("The menus without it", 404, 422),
  }),
};

const CAPABILITY = "content.manage";

export function consoleMenuRoutes(app: ApiApp): void {
  app.openapi(routes.list, async (c) => {
    await consoleActor(c.var.ctx, CAPABILITY);
    return ok(c, await listMenus(await dbOf(c.var.ctx)));
  });
  app.openapi(routes.addLink, async (c) => {
    const actor = await consoleActor(c.var.ctx, CAPABILITY);
    return ok(c, await createMenuLink(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.saveLink, async (c) => {
    const actor = await consoleActor(c.var.ctx, CAPABILITY);
    return ok(c, await updateMenuLink(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")));
  });
  app.openapi(routes.moveLink, async (c) => {
    const actor = await consoleActor(c.var.ctx, CAPABILITY);
    const { direction } = c.req.valid("json");
    return ok(c, await moveMenuLink(c.var.ctx, actor, c.req.valid("param").id, direction));
  });
  app.openapi(routes.removeLink, async (c) => {
    const actor = await consoleActor(c.var.ctx, CAPABILITY);
    return ok(c, await deleteMenuLink(c.var.ctx, actor, c.req.valid("param").id));
  });
  app.openapi(routes.addSocial, async (c) => {
    const actor = await consoleActor(c.var.ctx, CAPABILITY);
    return ok(c, await createSocialLink(c.var.ctx, actor, c.req.valid("json")));
  });
  app.openapi(routes.saveSocial, async (c) => {
    const actor = await consoleActor(c.var.ctx, CAPABILITY);
    return ok(c, await updateSocialLink(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")));
  });
  app.openapi(routes.socialPicture, async (c) => {
    const actor = await consoleActor(c.var.ctx, CAPABILITY);
    const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
    return ok(c, await setSocialLinkPicture(c.var.ctx, actor, c.req.valid("param").id, bytes));
  });
  app.openapi(routes.moveSocial, async (c) => {
    const actor = await consoleActor(c.var.ctx, CAPABILITY);
    const { direction } = c.req.valid("json");
    return ok(c, await moveSocialLink(c.var.ctx, actor, c.req.valid("param").id, direction));
  });
  app.openapi(routes.removeSocial, async (c) => {
    const actor = await consoleActor(c.var.ctx, CAPABILITY);
    return ok(c, await deleteSocialLink(c.var.ctx, actor, c.req.valid("param").id));
  });
}
