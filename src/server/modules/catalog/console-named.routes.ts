import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { failures, jsonBody, ok, success } from "../../platform/api/envelope.ts";
import { signedIn } from "../../platform/api/security.ts";
import { idField, languageHeaders } from "../../platform/api/validation.ts";
import { pageQuery, pagedSchema } from "../../platform/api/paged.ts";
import { dbOf } from "../../platform/context.ts";
import { consoleActor } from "../accounts/index.ts";
import { AttributeValueInput, NamedInput, ShownNamedInput } from "../../../lib/console/taxonomy-input.ts";
import { createNamed, deleteNamed, listNamed, updateNamed } from "./console-named.ts";
import type { NamedKindName } from "./console-named-kinds.ts";
import {
  createAttributeValue,
  deleteAttributeValue,
  listConsoleAttributes,
  updateAttributeValue,
} from "./console-attribute-values.ts";

const inConsole = { security: signedIn, tags: ["Console"] };
const params = z.object({ id: idField });
const headers = languageHeaders;
const ListQuery = z.object({ q: z.string().trim().max(100).optional(), page: pageQuery });

const Title = z.object({ title: z.string() });
const Titles = z.object({
  en: Title.optional(),
  fr: Title.optional(),
  ar: Title.optional(),
  hi: Title.optional(),
  tr: Title.optional(),
});
const Named = z.object({
  id: z.number().int(),
  slug: z.string(),
  public: z.boolean().optional().openapi({ description: "Brands and collections only" }),
  translations: Titles,
});
const ConsoleNamedSchema = Named.openapi("ConsoleNamed");
const ConsoleAttributeValueSchema = Named.omit({ public: true })
  .extend({ color: z.string().nullable() })
  .openapi("ConsoleAttributeValue");
const ConsoleAttributeSchema = Named.omit({ public: true })
  .extend({ values: z.array(ConsoleAttributeValueSchema) })
  .openapi("ConsoleAttribute");
const Ok = z.object({ deleted: z.literal(true) });

/**
 * The list, create, update and delete routes of one kind, e.g. /console/taxonomy/brands. Attributes
 * are few and listed whole with their values (valueRoutes.list) instead of by pages.
 */
function namedRoutes(
  app: ApiApp,
  name: NamedKindName,
  noun: string,
  input: typeof NamedInput | typeof ShownNamedInput,
) {
  const path = `/console/taxonomy/${name}`;
  const list = createRoute({
    ...inConsole,
    method: "get",
    path,
    summary: `A page of ${noun}s in their order with names in every language; q searches slugs and names`,
    request: { headers, query: ListQuery },
    responses: { 200: success(pagedSchema(ConsoleNamedSchema), `${noun}s`), ...failures(401, 403, 422, 500) },
  });
  const create = createRoute({
    ...inConsole,
    method: "post",
    path,
    summary: `Create a ${noun}, placed last; English name required, slug unique`,
    request: { headers, body: jsonBody(input) },
    responses: { 200: success(ConsoleNamedSchema, `The new ${noun}`), ...failures(401, 403, 409, 422, 500) },
  });
  const update = createRoute({
    ...inConsole,
    method: "put",
    path: `${path}/{id}`,
    summary: `Edit a ${noun}'s slug and names`,
    request: { headers, params, body: jsonBody(input) },
    responses: {
      200: success(ConsoleNamedSchema, `The ${noun} as saved`),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  });
  const remove = createRoute({
    ...inConsole,
    method: "delete",
    path: `${path}/{id}`,
    summary: `Delete a ${noun}; refused while products use it`,
    request: { headers, params },
    responses: { 200: success(Ok, "Deleted"), ...failures(401, 403, 404, 409, 422, 500) },
  });
  if (name !== "attributes")
    app.openapi(list, async (c) => {
      await consoleActor(c.var.ctx, "taxonomy.manage");
      return ok(c, await listNamed(c.var.ctx, name, c.req.valid("query")));
    });
  app.openapi(create, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    return ok(c, await createNamed(c.var.ctx, actor, name, c.req.valid("json")));
  });
  app.openapi(update, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    return ok(c, await updateNamed(c.var.ctx, actor, name, c.req.valid("param").id, c.req.valid("json")));
  });
  app.openapi(remove, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    await deleteNamed(c.var.ctx, actor, name, c.req.valid("param").id);
    return ok(c, { deleted: true as const });
  });
}

const valueRoutes = {
  list: createRoute({
    ...inConsole,
    method: "get",
    path: "/console/taxonomy/attributes",
    summary: "Every attribute in its order with its names in every language and its values",
    request: { headers },
    responses: {
      200: success(z.array(ConsoleAttributeSchema), "Attributes with their values"),
      ...failures(401, 403, 500),
    },
  }),
  create: createRoute({
    ...inConsole,
    method: "post",
    path: "/console/taxonomy/attributes/{id}/values",
    summary: "Add a value to an attribute, placed last; English name required, slug unique in the attribute",
    request: { headers, params, body: jsonBody(AttributeValueInput) },
    responses: {
      200: success(ConsoleAttributeValueSchema, "The new value"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  update: createRoute({
    ...inConsole,
    method: "put",
    path: "/console/taxonomy/attribute-values/{id}",
    summary: "Edit an attribute value's slug, names and swatch colour",
    request: { headers, params, body: jsonBody(AttributeValueInput) },
    responses: {
      200: success(ConsoleAttributeValueSchema, "The value as saved"),
      ...failures(401, 403, 404, 409, 422, 500),
    },
  }),
  remove: createRoute({
    ...inConsole,
    method: "delete",
    path: "/console/taxonomy/attribute-values/{id}",
    summary: "Delete an attribute value; refused while a variant or picture uses it",
    request: { headers, params },
    responses: { 200: success(Ok, "Deleted"), ...failures(401, 403, 404, 409, 422, 500) },
  }),
};

export function consoleNamedRoutes(app: ApiApp): void {
  namedRoutes(app, "brands", "brand", ShownNamedInput);
  namedRoutes(app, "collections", "collection", ShownNamedInput);
  namedRoutes(app, "tags", "tag", NamedInput);
  namedRoutes(app, "attributes", "attribute", NamedInput);
  app.openapi(valueRoutes.list, async (c) => {
    await consoleActor(c.var.ctx, "taxonomy.manage");
    return ok(c, await listConsoleAttributes(await dbOf(c.var.ctx)));
  });
  app.openapi(valueRoutes.create, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    return ok(c, await createAttributeValue(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")));
  });
  app.openapi(valueRoutes.update, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    return ok(c, await updateAttributeValue(c.var.ctx, actor, c.req.valid("param").id, c.req.valid("json")));
  });
  app.openapi(valueRoutes.remove, async (c) => {
    const actor = await consoleActor(c.var.ctx, "taxonomy.manage");
    await deleteAttributeValue(c.var.ctx, actor, c.req.valid("param").id);
    return ok(c, { deleted: true as const });
  });
}
