import { createRoute, z } from "@hono/zod-openapi";
import { getPage } from "./pages.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { notFound } from "../../core/errors.ts";
import { languageHeaders, slugField } from "../../platform/api/validation.ts";

const pageRoute = createRoute({
  method: "get",
  path: "/page/{slug}",
  tags: ["Public"],
  summary: "A static page (privacy policy at privacy-policy)",
  request: {
    params: z.object({
      slug: slugField.openapi({ example: "privacy-policy" }),
    }),
    headers: languageHeaders,
  },
  responses: {
    200: success(
      z
        .object({
          id: z.number().int(),
          slug: z.string(),
          title: z.string(),
          description: z.string().openapi({ description: "The body, HTML" }),
          seo_title: z.string().openapi({ description: "The title search engines show" }),
          seo_description: z.string(),
          updated_at: z.string(),
        })
        .openapi("StaticPage"),
      "The page",
    ),
    ...failures(404, 422, 500),
  },
});

export function pageRoutes(app: ApiApp): void {
  app.openapi(pageRoute, async (c) => {
    const page = await getPage(c.var.ctx, c.req.valid("param").slug);
    if (!page) throw notFound("page");
    return ok(c, page);
  });
}
