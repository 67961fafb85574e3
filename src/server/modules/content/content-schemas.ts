import { z } from "@hono/zod-openapi";

/** What the console reads of any versioned content: live, the draft if any, and every version. */
export function versionedSchema<C extends z.ZodType>(content: C) {
  return {
    live: content,
    draft: content.nullable().openapi({ description: "The unpublished draft, or null" }),
    versions: z.array(
      z.object({
        id: z.number().int(),
        created_at: z.string(),
        created_by: z.string(),
        published_at: z.string().nullable(),
        draft: z.boolean(),
        content,
      }),
    ),
  };
}

/** Signed links to the draft in each language, and when they stop working. */
export const PreviewLinks = z
  .object({
    urls: z.object({ en: z.string(), fr: z.string(), ar: z.string(), hi: z.string(), tr: z.string() }),
    expires_at: z.string(),
  })
  .openapi("PreviewLinks");
