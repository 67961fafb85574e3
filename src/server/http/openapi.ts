/**
 * The API's OpenAPI document: what each route's zod schemas say, plus what holds for every
 * operation (how to sign in, the answers the HTTP layer itself gives, an operationId), so a route
 * added anywhere is described the same way without repeating it.
 */
import type { ApiApp } from "../platform/api/app-type.ts";
import { FAILURE_DESCRIPTIONS } from "../platform/api/envelope.ts";
import { signInOptional } from "../platform/api/security.ts";
import { SERVER_TO_SERVER_KEY } from "../platform/api/callers.ts";
import { AUTH_COOKIE } from "../platform/session-cookie.ts";

export const DOCUMENT_PATH = "/openapi.json";

const INFO = {
  title: "Modest Marketplace storefront API",
  version: "1",
  description:
    "Every answer is an envelope `{ status, data, message }`: status 200 on success; 201 with " +
    "`data.form` (translated messages) on a business or validation failure; 403 when not signed in. " +
    "The HTTP status tells the truth as well. Send the `Language` header (en, fr, ar, hi, tr) to " +
    "choose the language of messages.",
  license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
};

const SECURITY_SCHEMES = {
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "The session token that sign-in answers with",
  },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: AUTH_COOKIE,
    description: "The same session token, in the cookie sign-in sets for the shop's own pages",
  },
};

/**
 * Answers any operation can give before or around its handler: input the middleware refuses
 * (a NUL character, malformed JSON, a wrong media type) and an unexpected error.
 */
/** What the HTTP layer may answer on any operation, and on those that take a JSON body. */
const HTTP_LAYER_FAILURES = [400, 422, 500] as const;
const JSON_BODY_FAILURES = [413] as const;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, unknown> };
  parameters?: unknown[];
  security?: unknown[];
  [SERVER_TO_SERVER_KEY]?: boolean;
  responses: Record<string, unknown>;
};

/**
 * What the cross-site guard (cross-site.ts) answers: 403 to another site's page on any operation
 * that changes something (but those whose callers are servers), 415 to a body of a type the
 * operation does not declare.
 */
function addCrossSiteFailures(method: string, operation: Operation): void {
  const changes = !["get", "head", "options"].includes(method);
  if (changes && !operation[SERVER_TO_SERVER_KEY]) operation.responses[403] ??= failureResponse(403);
  if (operation.requestBody) operation.responses[415] ??= failureResponse(415);
}

type Document = ReturnType<ApiApp["getOpenAPI31Document"]>;

/** `post /api/v1/order/by-user` -> `postOrderByUser`; `{id}` -> `ById`. */
export function operationIdOf(method: string, path: string, basePath: string): string {
  const words = path
    .slice(basePath.length)
    .split(/[/\-_]+/)
    .filter(Boolean)
    .map((word) => word.replace(/^\{(.+)\}$/, "by-$1"))
    .flatMap((word) => word.split("-"));
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

/** Every route's failures name the Failure schema, so it is always among the components. */
function takesJson(operation: Operation): boolean {
  return Object.hasOwn(operation.requestBody?.content ?? {}, "application/json");
}

function failureResponse(status: keyof typeof FAILURE_DESCRIPTIONS) {
  return {
    description: FAILURE_DESCRIPTIONS[status],
    content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } },
  };
}

type Schema = { type?: string | string[]; enum?: unknown[]; [key: string]: unknown };

/**
 * Where the generator's JSON Schema says less than zod checks: a nullable enum or literal lists
 * its values but not null, so null, which zod accepts, fails the document's own schema.
 */
function allowNullInEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(allowNullInEnums);
  if (!node || typeof node !== "object") return;
  const schema = node as Schema;
  if (
    Array.isArray(schema.type) &&
    schema.type.includes("null") &&
    schema.enum &&
    !schema.enum.includes(null)
  ) {
    schema.enum.push(null);
  }
  Object.values(schema).forEach(allowNullInEnums);
}

/**
 * A query, path or header parameter is text: it can be absent or empty, never JSON null. A zod
 * `nullish()` there must not tell clients that null may be sent.
 */
function withoutNull(schema: Schema): void {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== "null");
    schema.type = types.length === 1 ? types[0] : types;
  }
  if (schema.enum) schema.enum = schema.enum.filter((value) => value !== null);
}

/** Builds the document the app serves at DOCUMENT_PATH. */
export function buildDocument(app: ApiApp, basePath: string): Document {
  const document = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: INFO,
    servers: [{ url: "/", description: "This shop: the address the document was fetched from" }],
  });
  document.components = {
    ...document.components,
    securitySchemes: SECURITY_SCHEMES as NonNullable<Document["components"]>["securitySchemes"],
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path, basePath);
      operation.security ??= signInOptional;
      for (const status of HTTP_LAYER_FAILURES) operation.responses[status] ??= failureResponse(status);
      if (takesJson(operation)) {
        for (const status of JSON_BODY_FAILURES) operation.responses[status] ??= failureResponse(status);
      }
      addCrossSiteFailures(method, operation);
      for (const parameter of (operation.parameters ?? []) as { schema?: Schema }[]) {
        if (parameter.schema) withoutNull(parameter.schema);
      }
    }
  }
  allowNullInEnums(document);
  return document;
}

/** Serves the document, built once: the routes do not change after the app is made. */
export function serveDocument(app: ApiApp, basePath: string): void {
  let document: Document | undefined;
  app.get(DOCUMENT_PATH, (c) => c.json((document ??= buildDocument(app, basePath))));
}
