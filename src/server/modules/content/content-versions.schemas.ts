import { z } from "@hono/zod-openapi";

/** What the console is answered about a versioned entity: live, draft and every version, newest first. */
export function versionsSchema<C extends z.ZodType>(content: C) {
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

/** The one-file upload of a picture. */
export const PictureForm = z.object({
  file: z
    .instanceof(File)
    .openapi({ type: "string", format: "binary", description: "jpg or png, at most 1000 KB" }),
});

/** Signed links to the draft in each language, and when they stop working. */
export const PreviewLinks = z
  .object({
    urls: z.object({ en: z.string(), fr: z.string(), ar: z.string(), hi: z.string(), tr: z.string() }),
    expires_at: z.string(),
  })
  .openapi("PreviewLinks");
