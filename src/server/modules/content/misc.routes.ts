import { createRoute, z } from "@hono/zod-openapi";
import { listCountryPhones, subscribeToNewsletter } from "./contact.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { translate } from "../../core/messages.ts";
import { emailField, languageHeaders } from "../../platform/api/validation.ts";

const countriesRoute = createRoute({
  method: "get",
  path: "/countries-phones",
  tags: ["Public"],
  summary: "Countries with their dialling codes and states",
  request: { headers: languageHeaders },
  responses: {
    200: success(
      z.array(
        z.object({
          id: z.number().int(),
          code: z.string().openapi({ example: "FR" }),
          name: z.string(),
          phone_code: z.string().nullable().openapi({ example: "+33" }),
          states: z.array(z.object({ code: z.string().openapi({ example: "BDS" }), name: z.string() })),
        }),
      ),
      "The countries",
    ),
    ...failures(500),
  },
});

const subscribeRoute = createRoute({
  method: "post",
  path: "/email-subscription",
  tags: ["Public"],
  summary: "Subscribe an e-mail address to the newsletter",
  description: "Subscribing twice keeps one subscription and answers 200 again.",
  request: {
    body: jsonBody(z.object({ email: emailField }).strict()),
    headers: languageHeaders,
  },
  responses: {
    200: success(z.object({ email: z.string() }), "Subscribed; message says so in the request's language"),
    ...failures(422, 500),
  },
});

export function miscRoutes(app: ApiApp): void {
  app.openapi(countriesRoute, async (c) => ok(c, await listCountryPhones(c.var.ctx)));
  app.openapi(subscribeRoute, async (c) => {
    const { email } = c.req.valid("json");
    await subscribeToNewsletter(c.var.ctx, email);
    return ok(c, { email }, translate({ key: "newsletter.subscribed" }, c.var.ctx.lang));
  });
}
