import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { LOCALE_CODES, type Lang } from "../../../i18n/locales.ts";
import { AppError, type Message } from "../../core/errors.ts";
import { isMessageKey } from "../../core/messages.ts";
import { SLUG } from "../../../lib/slug.ts";

type Issue = z.core.$ZodIssue;

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const segment of path) {
    if (value === null || value === undefined) return undefined;
    // A text the schema turned into a list ("1,2" -> [1, 2]): the text itself was given.
    if (typeof value !== "object") return value;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function fieldOf(path: PropertyKey[]): string {
  const named = [...path].reverse().find((segment) => typeof segment === "string");
  return typeof named === "string" ? named : "value";
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

/** One zod issue -> one translatable message, in the shop's wording (locales/<lang>/validation.json). */
export function messageOfIssue(issue: Issue, input: unknown): Message[] {
  const type = fieldOf(issue.path);
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({ key: "validation.unknown_field", params: { type: key } }));
  }
  if (isMissing(valueAt(input, issue.path))) {
    return [{ key: "validation.required", params: { type } }];
  }
  if (isMessageKey(issue.message)) return [{ key: issue.message, params: { type } }];
  switch (issue.code) {
    case "invalid_type":
      return [
        {
          key:
            issue.expected === "number" || issue.expected === "int"
              ? "validation.not_a_number"
              : "validation.invalid",
          params: { type },
        },
      ];
    case "invalid_format":
      return [
        { key: issue.format === "email" ? "validation.email" : "validation.invalid", params: { type } },
      ];
    case "too_small": {
      if (issue.origin === "string" && Number(issue.minimum) === 1)
        return [{ key: "validation.required", params: { type } }];
      const key =
        issue.origin === "string"
          ? "validation.too_short"
          : issue.origin === "array"
            ? "validation.too_few"
            : "validation.too_small";
      return [{ key, params: { type, minimum: Number(issue.minimum) } }];
    }
    case "too_big": {
      const key =
        issue.origin === "string"
          ? "validation.too_long"
          : issue.origin === "array"
            ? "validation.too_many"
            : "validation.too_big";
      return [{ key, params: { type, maximum: Number(issue.maximum) } }];
    }
    case "invalid_value":
      return [{ key: "validation.one_of", params: { type, values: issue.values.map(String).join(", ") } }];
    default:
      return [{ key: "validation.invalid", params: { type } }];
  }
}

type HookResult = { success: true; data: unknown } | { success: false; error: { issues: Issue[] } };

/**
 * defaultHook of the API app: a failed zod validation becomes an `invalid` AppError (422 + the
 * envelope) with one translated message per problem; the error handler translates them.
 */
export function validationHook(result: HookResult, _c: Context): undefined {
  if (result.success) return undefined;
  // The validator also hands over the input it checked (not in the published type).
  const input = (result as { data?: unknown }).data;
  throw new AppError(
    "invalid",
    result.error.issues.flatMap((issue) => messageOfIssue(issue, input)),
  );
}

/*
 * Reusable field schemas carrying the shop's validation messages. Error texts are message keys of
 * locales/<lang>/validation.json; the hook translates them. Use them in every form route.
 */
/**
 * An e-mail address as the server accepts it. The document gives the pattern as well as the
 * format: `format: email` alone admits addresses (quoted names, bare domains) that are refused.
 */
export const emailField = z
  .email({ error: "validation.email" })
  .max(191)
  .openapi({ pattern: z.regexes.email.source, example: "ayesha@example.com" });
export const passwordField = z
  .string({ error: "validation.password_length" })
  .min(6, { error: "validation.password_length" })
  .max(200);
export const phoneField = z
  .string()
  .regex(/^(?=(?:\D*\d){6,20}\D*$)[\d\s()+-]+$/, { error: "validation.phone" })
  .openapi({ example: "+1 (555) 010-2030" });
export const quantityField = z.coerce
  .number({ error: "validation.not_a_number" })
  .int()
  .min(1, { error: "validation.quantity_min" })
  .max(10_000, { error: "validation.quantity_max" });
export const langField = z
  .enum(LOCALE_CODES as [Lang, ...Lang[]], { error: "validation.language" })
  .openapi({ example: "fr" });
/** The largest id a table holds (PostgreSQL `integer`); a larger one would fail in the database. */
const MAX_ID = 2_147_483_647;

/** A positive whole-number id in a path or query. */
export const idField = z.coerce
  .number({ error: "validation.not_a_number" })
  .int()
  .positive()
  .max(MAX_ID)
  .openapi({ example: 1 });

/** A slug in a path (the rule and why the document states its pattern: lib/slug.ts). */
export const slugField = z
  .string()
  .min(1)
  .max(191)
  .regex(SLUG)
  .openapi({ pattern: SLUG.source, example: "noor-atelier" });

/** Documents the `Language` header on a route; any value is accepted (unsupported ones fall back). */
export const languageHeaders = z.object({
  Language: z
    .string()
    .optional()
    .openapi({ description: "en, fr, ar, hi or tr: the language of messages", example: "fr" }),
});

/** A guest's browser-made token, which owns the guest's cart, addresses and orders. */
export const userTokenField = z
  .string()
  .min(6)
  .max(64)
  .regex(/^[0-9a-zA-Z_-]+$/)
  .optional()
  .openapi({
    description: "A guest's browser-made token (not needed when signed in)",
    example: "k3j9x0a8b7c6d5e4f3",
  });
