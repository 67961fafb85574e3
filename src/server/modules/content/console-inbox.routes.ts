import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { pagedSchema, pageQuery } from "../../platform/api/paged.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { dbOf } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import { listContactMessages, readContactMessage, setMessageHandled } from "./contact-messages.ts";
import { listSubscribers, subscribersCsv } from "./newsletter.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const headers = languageHeaders;
const params = z.object({ id: idField });
const perPage = z.coerce.number().int().min(1).max(100).default(25);
const search = z.string().trim().max(100).optional().openapi({ example: "gmail" });

const ContactMessage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string(),
    read: z.boolean(),
    handled_at: z.string().nullable(),
    handled_by: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("ConsoleContactMessage");

const Subscriber = z
  .object({
    id: z.number().int(),
    email: z.string(),
    lang: z.string(),
    subscribed_at: z.string(),
    unsubscribed_at: z.string().nullable(),
  })
  .openapi("ConsoleSubscriber");

const routes = {
  messages: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/messages",
    summary: "Contact messages, newest first; handled or waiting only (admins)",
    request: {
      headers,
      query: z.object({ handled: z.enum(["true", "false"]).optional(), page: pageQuery, per_page: perPage }),
    },
    responses: {
      200: success(pagedSchema(ContactMessage), "One page of messages"),
      ...failures(401, 403, 422, 500),
    },
  }),
  message: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/messages/{id}",
    summary: "One contact message; the first reading marks it read (admins)",
    request: { headers, params },
    responses: { 200: success(ContactMessage, "The message"), ...failures(401, 403, 404, 422, 500) },
  }),
  handled: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/messages/{id}/handled",
    summary: "Mark a contact message handled, or waiting again (admins)",
    request: { headers, params, body: jsonBody(z.object({ handled: z.boolean() }).strict()) },
    responses: { 200: success(ContactMessage, "The message"), ...failures(401, 403, 404, 422, 500) },
  }),
  subscribers: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/newsletter",
    summary: "Newsletter subscribers (and those who left), newest first, searched by e-mail (admins)",
    request: { headers, query: z.object({ q: search, page: pageQuery, per_page: perPage }) },
    responses: {
      200: success(pagedSchema(Subscriber), "One page of subscribers"),
      ...failures(401, 403, 422, 500),
    },
  }),
  csv: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/newsletter/export",
    summary: "Everybody still subscribed (matching the search) as CSV: email, lang, subscribed_at (admins)",
    request: { headers, query: z.object({ q: search }) },
    responses: {
      200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
      ...failures(401, 403, 422, 500),
    },
  }),
};

export function consoleInboxRoutes(app: ApiApp): void {
  app.openapi(routes.messages, async (c) => {
    await consoleActor(c.var.ctx, "messages.manage");
    const q = c.req.valid("query");
    const handled = q.handled === undefined ? undefined : q.handled === "true";
    return ok(
      c,
      await listContactMessages(await dbOf(c.var.ctx), { handled, page: q.page, perPage: q.per_page }),
    );
  });
  app.openapi(routes.message, async (c) => {
    await consoleActor(c.var.ctx, "messages.manage");
    return ok(c, await readContactMessage(c.var.ctx, c.req.valid("param").id));
  });
  app.openapi(routes.handled, async (c) => {
    const actor = await consoleActor(c.var.ctx, "messages.manage");
    const { id } = c.req.valid("param");
    await setMessageHandled(c.var.ctx, actor, id, c.req.valid("json").handled);
    return ok(c, await readContactMessage(c.var.ctx, id));
  });
  app.openapi(routes.subscribers, async (c) => {
    await consoleActor(c.var.ctx, "newsletter.manage");
    const q = c.req.valid("query");
    return ok(c, await listSubscribers(await dbOf(c.var.ctx), { q: q.q, page: q.page, perPage: q.per_page }));
  });
  app.openapi(routes.csv, async (c) => {
    await consoleActor(c.var.ctx, "newsletter.manage");
    const csv = await subscribersCsv(await dbOf(c.var.ctx), c.req.valid("query").q);
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="newsletter-subscribers.csv"',
      "cache-control": "private, no-store",
    }) as never;
  });
}
