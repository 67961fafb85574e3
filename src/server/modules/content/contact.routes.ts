import { createRoute, z } from "@hono/zod-openapi";
import { saveContactMessage } from "./contact.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { translate } from "../../core/messages.ts";
import { emailField, languageHeaders, phoneField } from "../../platform/api/validation.ts";

const ContactBody = z
  .object({
    name: z.string().trim().min(1).max(191).openapi({ example: "Ayesha Khan" }),
    email: emailField,
    message: z.string().trim().min(1).max(5000).openapi({ example: "Do you ship to Lyon?" }),
    phone: phoneField.optional(),
    subject: z.string().trim().max(191).optional(),
  })
  .strict()
  .openapi("ContactMessage");

const contactRoute = createRoute({
  method: "post",
  path: "/contact",
  tags: ["Public"],
  summary: "Send a message to the shop: stored, and e-mailed to the shop's address (settings.email)",
  request: {
    body: jsonBody(ContactBody),
    headers: languageHeaders,
  },
  responses: {
    200: success(z.object({ id: z.number().int() }), "Stored; message says so in the request's language"),
    ...failures(422, 500),
  },
});

export function contactRoutes(app: ApiApp): void {
  app.openapi(contactRoute, async (c) => {
    const saved = await saveContactMessage(c.var.ctx, c.req.valid("json"));
    return ok(c, saved, translate({ key: "contact.sent" }, c.var.ctx.lang));
  });
}
