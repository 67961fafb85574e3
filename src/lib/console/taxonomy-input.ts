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

/** A sub-category: a category's fields, and optionally the category it is moved under. */
export const SubCategoryInput = CategoryInput.extend({ category_id: z.number().int().positive().optional() });
export type SubCategoryInputType = z.infer<typeof SubCategoryInput>;

export const MoveInput = z.object({ direction: z.enum(["up", "down"]) });

const TitleInput = z.object({ title: z.string().trim().min(1).max(200) });

/** A brand, collection, tag or attribute: one address (slug) and a name per language, English required. */
export const NamedInput = z.object({
  slug: slugInput,
  translations: z.object({
    en: TitleInput,
    fr: TitleInput.optional(),
    ar: TitleInput.optional(),
    hi: TitleInput.optional(),
    tr: TitleInput.optional(),
  }),
});

/** A brand or collection: named, and shown in the shop or not. */
export const ShownNamedInput = NamedInput.extend({ public: z.boolean().default(true) });

/** A value of an attribute (size M, colour Blue); a colour value may carry its swatch (#rrggbb). */
export const AttributeValueInput = NamedInput.extend({
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "validation.color" })
    .nullable()
    .default(null),
});

export type NamedInputType = z.infer<typeof NamedInput>;
export type ShownNamedInputType = z.infer<typeof ShownNamedInput>;
export type AttributeValueInputType = z.infer<typeof AttributeValueInput>;
