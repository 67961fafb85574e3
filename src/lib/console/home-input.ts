/**
 * What the console sends to save the home page's draft (slider and feature boxes, in their order),
 * checked by the same zod schema on the server (the route) and in the browser (the form). English
 * title required; other languages optional. Pictures are set by their own upload.
 */
import { z } from "zod";
import { contentLink, moment, scheduleInOrder } from "./content-fields.ts";

const title = z.string().trim().max(200);
const text = z.string().trim().max(500).default("");

const SlideText = z.object({ title, text, button: z.string().trim().max(60).default("") });
const FeatureText = z.object({ title, text });

const SlideInput = z
  .object({
    id: z.number().int().positive(),
    public: z.boolean().default(true),
    link: contentLink,
    starts_at: moment,
    ends_at: moment,
    translations: z.object({
      en: SlideText.extend({ title: title.min(1) }),
      fr: SlideText.optional(),
      ar: SlideText.optional(),
      hi: SlideText.optional(),
      tr: SlideText.optional(),
    }),
  })
  .refine(...scheduleInOrder);

const FeatureInput = z.object({
  id: z.number().int().positive(),
  public: z.boolean().default(true),
  translations: z.object({
    en: FeatureText.extend({ title: title.min(1) }),
    fr: FeatureText.optional(),
    ar: FeatureText.optional(),
    hi: FeatureText.optional(),
    tr: FeatureText.optional(),
  }),
});

/** The home page's sections, in the order the shop showed them before any was moved. */
export const HOME_SECTIONS = [
  "slider",
  "features",
  "flash_sales",
  "featured_categories",
  "collections",
  "featured_brands",
  "featured_products",
  "products",
] as const;

export type HomeSectionKey = (typeof HOME_SECTIONS)[number];

/** Every section once, in the order wanted, each on or off. */
const SectionsInput = z
  .array(z.object({ key: z.enum(HOME_SECTIONS), shown: z.boolean() }))
  .superRefine((sections, issue) => {
    const seen = new Set<string>();
    sections.forEach((section, i) => {
      if (seen.has(section.key))
        issue.addIssue({ code: "custom", path: [i, "key"], message: "validation.duplicate" });
      seen.add(section.key);
    });
    if (HOME_SECTIONS.some((key) => !seen.has(key)))
      issue.addIssue({ code: "custom", path: [], message: "validation.required" });
  });

export const HomeInput = z.object({
  slides: z.array(SlideInput).max(50),
  features: z.array(FeatureInput).max(50),
  /** Left out: the sections stay as they are. */
  sections: SectionsInput.optional(),
});

/** The most products the home page's "Featured" section shows. */
export const FEATURED_PRODUCTS_MAX = 24;

/** The home page's "Featured" products, in their order. */
export const HomeFeaturedInput = z.object({
  product_ids: z
    .array(z.number().int().positive())
    .max(FEATURED_PRODUCTS_MAX)
    .superRefine((ids, issue) => {
      ids.forEach((id, i) => {
        if (ids.indexOf(id) !== i)
          issue.addIssue({ code: "custom", path: [i], message: "validation.duplicate" });
      });
    }),
});

export type HomeFeaturedInputType = z.infer<typeof HomeFeaturedInput>;

/** A new slide: its English title (its picture comes in the same form). */
export const NewSlideTitle = title.min(1);

export type HomeInputType = z.infer<typeof HomeInput>;
