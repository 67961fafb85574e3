import { createRoute, z } from "@hono/zod-openapi";
import { RESOURCES } from "../../../i18n/resources.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { langField, languageHeaders } from "../../platform/api/validation.ts";

const getLocalization = createRoute({
  method: "get",
  path: "/localization",
  tags: ["Public"],
  summary: "UI strings of one language",
  description:
    "The flat dictionary (`area.name` keys, `{{param}}` placeholders) the storefront uses; missing keys fall back to English.",
  request: { query: z.object({ locale_code: langField }), headers: languageHeaders },
  responses: {
    200: success(
      z.record(z.string(), z.string()).openapi({ example: { "nav.home": "Accueil" } }),
      "The dictionary",
    ),
    ...failures(422, 500),
  },
});

export function localizationRoutes(app: ApiApp): void {
  app.openapi(getLocalization, (c) => {
    const { locale_code } = c.req.valid("query");
    return ok(c, { ...RESOURCES.en, ...RESOURCES[locale_code] });
  });
}
