import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { languageHeaders } from "../../platform/api/validation.ts";
import { consoleTaxonomy } from "./console-taxonomy.ts";

const Named = z.object({ id: z.number().int(), title: z.string() });

const ConsoleTaxonomySchema = z
  .object({
    categories: z.array(Named.extend({ sub_categories: z.array(Named) })),
    attributes: z.array(
      Named.extend({
        values: z.array(Named.extend({ color: z.string().nullable().openapi({ example: "#000000" }) })),
      }),
    ),
    brands: z.array(Named),
    collections: z.array(Named),
    tags: z.array(Named),
  })
  .openapi("ConsoleTaxonomy");

const taxonomy = createRoute({
  method: "get",
  path: "/console/taxonomy",
  security: signedIn,
  tags: ["Console"],
  summary:
    "Categories with sub-categories, attributes with values, brands, collections and tags, for the console's product form",
  request: { headers: languageHeaders },
  responses: {
    200: success(ConsoleTaxonomySchema, "What a product is filed under and varies by"),
    ...failures(401, 403, 500),
  },
});

export function consoleTaxonomyRoutes(app: ApiApp): void {
  app.openapi(taxonomy, async (c) => ok(c, await consoleTaxonomy(c.var.ctx)));
}
