/**
 * What the console sends to create or edit a category, checked by the same zod schema on the
 * server (the route) and in the browser (the form). English is required; other languages optional.
 */
import { z } from "zod";
import { slugInput } from "../slug.ts";

export const NamedTextInput = z.object({
  title: z.string().trim().min(1).max(200),
  slug: slugInput,
});

export const CategoryInput = z.object({
  public: z.boolean().default(true),
  translations: z.object({
    en: NamedTextInput,
    fr: NamedTextInput.optional(),
    ar: NamedTextInput.optional(),
    hi: NamedTextInput.optional(),
    tr: NamedTextInput.optional(),
  }),
});

export type CategoryInputType = z.infer<typeof CategoryInput>;

export const MoveInput = z.object({ direction: z.enum(["up", "down"]) });
