/**
 * The routes of the served OpenAPI document, for the suites that try every route: each route's
 * method, path and input fields (path, query and body, with their schemas) and its body type.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  example?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
}

export interface Field {
  where: "path" | "query" | "body";
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Route {
  method: string;
  /** Without the /api/v1 prefix, with `{param}` placeholders. */
  path: string;
  fields: Field[];
  bodyType?: string;
}

let components: Record<string, JsonSchema> = {};

/** A schema with its `$ref` (and single `allOf`) followed, against the last loaded document. */
export function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) return resolve(components[schema.$ref.split("/").pop() as string]);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0]);
  return schema;
}

export function typesOf(schema: JsonSchema): string[] {
  const s = resolve(schema);
  if (s.anyOf || s.oneOf) return [...(s.anyOf ?? []), ...(s.oneOf ?? [])].flatMap(typesOf);
  if (Array.isArray(s.type)) return s.type;
  return s.type ? [s.type] : [];
}

/** A value the schema accepts, as far as the document tells (example, default, enum, type). */
export function plausible(schema: JsonSchema): unknown {
  const s = resolve(schema);
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const type = typesOf(s)[0];
  if (type === "integer" || type === "number") return Math.max(1, s.minimum ?? 1);
  if (type === "boolean") return true;
  if (type === "array") return [];
  if (type === "object") return {};
  if (s.format === "email") return "someone@example.test";
  if (s.format === "binary") return new Blob(["x"]);
  return "a".repeat(Math.max(1, s.minLength ?? 1));
}

/** Every operation of the document `fetchDoc` answers with. */
export async function loadApiRoutes(fetchDoc: () => Promise<Response>): Promise<Route[]> {
  const doc = (await (await fetchDoc()).json()) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, JsonSchema> };
  };
  components = doc.components.schemas;
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const fields: Field[] = (operation.parameters ?? [])
        .filter((p) => p.in === "path" || p.in === "query")
        .map((p) => ({
          where: p.in as "path" | "query",
          name: p.name,
          schema: p.schema,
          required: !!p.required,
        }));
      const [bodyType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const body = resolve(content?.schema);
      for (const [name, schema] of Object.entries(body.properties ?? {}))
        fields.push({ where: "body", name, schema, required: body.required?.includes(name) ?? false });
      return { method: method.toUpperCase(), path: path.replace(/^\/api\/v1/, ""), fields, bodyType };
    }),
  );
}

/** The route's path with every `{param}` filled with a plausible value. */
export function filledPath(route: Route): string {
  let path = route.path;
  for (const field of route.fields)
    if (field.where === "path")
      path = path.replace(`{${field.name}}`, encodeURIComponent(String(plausible(field.schema))));
  return path;
}

/** A JSON body of plausible values for the route's body fields. */
export function plausibleBody(route: Route): Record<string, unknown> {
  return Object.fromEntries(
    route.fields.filter((field) => field.where === "body").map((f) => [f.name, plausible(f.schema)]),
  );
}
