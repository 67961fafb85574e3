import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { consoleActor } from "../accounts/index.ts";
import { TRANSLATION_KIND_NAMES, missingTranslations, saveTranslation } from "./translations.service.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ lang: z.enum(["fr", "ar", "hi", "tr"]) });
const kindField = z.enum(TRANSLATION_KIND_NAMES as [string, ...string[]]) as unknown as z.ZodEnum<{
  [K in (typeof TRANSLATION_KIND_NAMES)[number]]: K;
}>;

const MissingText = z
  .object({
    kind: kindField,
    id: z.number().int(),
    field: z.enum(["title", "description"]),
    english: z.string().openapi({ description: "The English text (rich text as its words)" }),
  })
  .openapi("MissingTranslation");

const SaveTranslation = z.union([
  z.object({ kind: kindField, id: idField, title: z.string().trim().min(1).max(200) }).strict(),
  z.object({ kind: kindField, id: idField, description: z.string().trim().min(1).max(20_000) }).strict(),
]);

const routes = {
  missing: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/translations/{lang}",
    summary:
      "What the language lacks (titles, descriptions of products, categories, pages, banners …) with the English text",
    request: { headers, params, query: z.object({ kind: kindField.optional() }) },
    responses: {
      200: success(
        z.object({
          counts: z
            .record(z.string(), z.number().int())
            .openapi({ description: "Missing texts of each kind" }),
          rows: z.array(MissingText),
        }),
        "The missing texts",
      ),
      ...failures(401, 403, 422, 500),
    },
  }),
  save: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/translations/{lang}",
    summary: "Save one title or description in the language (a description needs its title first)",
    request: { headers, params, body: jsonBody(SaveTranslation) },
    responses: { 200: success(z.null(), "Saved"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
};

export function consoleTranslationRoutes(app: ApiApp): void {
  app.openapi(routes.missing, async (c) => {
    const actor = await consoleActor(c.var.ctx, "translations.manage");
    const { lang } = c.req.valid("param");
    return ok(c, await missingTranslations(c.var.ctx, actor, lang, c.req.valid("query").kind));
  });
  app.openapi(routes.save, async (c) => {
    const actor = await consoleActor(c.var.ctx, "translations.manage");
    const body = c.req.valid("json");
    const [field, text] =
      "title" in body ? (["title", body.title] as const) : (["description", body.description] as const);
    await saveTranslation(c.var.ctx, actor, c.req.valid("param").lang, {
      kind: body.kind,
      id: body.id,
      field,
      text,
    });
    return ok(c, null);
  });
}
