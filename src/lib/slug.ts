import { z } from "zod";

/**
 * A slug: letters of any script, marks, digits, `-` and `_`. Documents state `SLUG.source` as their
 * pattern: a generator would write the JavaScript flag into it (`…$/u`), which no slug can match;
 * JSON Schema patterns are read with Unicode semantics already.
 */
export const SLUG = /^[\p{L}\p{M}\p{N}_-]+$/u;

/** A slug typed in a form (console products, categories): the message is a validation key. */
export const slugInput = z
  .string()
  .trim()
  .min(1)
  .max(191)
  .regex(SLUG, { error: "validation.slug" })
  .meta({ pattern: SLUG.source });
