import { z } from "@hono/zod-openapi";
import type { Context } from "hono";

/**
 * The response envelope of BUSINESS-RULES.md: `{ status: 200, data, message: "" }` on success,
 * `{ status: 201 | 403 | 404 | 500, data: { form: [...] }, message: form[0] }` on failure.
 */
export interface Ok<T> {
  status: 200;
  data: T;
  message: string;
}

export interface Failure {
  status: 201 | 403 | 404 | 500;
  data: { form: string[] };
  message: string;
}

function okBody<T>(data: T, message = ""): Ok<T> {
  return { status: 200, data, message };
}

export function failureBody(status: Failure["status"], messages: string[]): Failure {
  return { status, data: { form: messages }, message: messages[0] ?? "" };
}

/** Answer 200 with the success envelope. */
export function ok<T, C extends Context>(c: C, data: T, message = "") {
  return c.json(okBody(data, message), 200);
}

/** zod schema of the success envelope around `data`, for createRoute responses. */
function okSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal(200),
    data,
    message: z.string().openapi({ example: "" }),
  });
}

const FailureSchema = z
  .object({
    status: z.union([z.literal(201), z.literal(403), z.literal(404), z.literal(500)]),
    data: z.object({ form: z.array(z.string()).openapi({ example: ["Invalid email"] }) }),
    message: z.string().openapi({ example: "Invalid email" }),
  })
  .openapi("Failure");

export const FAILURE_DESCRIPTIONS = {
  400: "Malformed request, such as an invalid Host header (body status 201)",
  401: "Not signed in (body status 403)",
  403: "Not allowed, or sent by another site's page (body status 403)",
  404: "Not found (body status 201)",
  409: "Business rule refused the request (body status 201)",
  413: "JSON body over 1 MB (body status 201)",
  415: "A body of a type the route does not take (body status 201)",
  422: "Invalid input (body status 201, translated messages in data.form)",
  429: "Too many requests (body status 201)",
  500: "Unexpected error (body status 500)",
} as const;

type FailureStatus = keyof typeof FAILURE_DESCRIPTIONS;

/** The failure responses a route can give, for createRoute: `...failures(422, 500)`. */
export function failures<S extends FailureStatus>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: FAILURE_DESCRIPTIONS[s], content: { "application/json": { schema: FailureSchema } } },
    ]),
  ) as unknown as Record<
    S,
    { description: string; content: { "application/json": { schema: typeof FailureSchema } } }
  >;
}

/** JSON success response entry for createRoute: `200: success(MySchema, "What it returns")`. */
export function success<T extends z.ZodType>(data: T, description: string) {
  return { description, content: { "application/json": { schema: okSchema(data) } } };
}

/**
 * A JSON request body for createRoute. Always `required`: then the schema checks every request,
 * and one sent without a body is read as `{}` (its defaults apply, a missing field is named). An
 * optional body would reach the handler unchecked, as `{}` without its defaults.
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } } as const;
}
