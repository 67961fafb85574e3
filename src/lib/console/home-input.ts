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

export const HomeInput = z.object({
  slides: z.array(SlideInput).max(50),
  features: z.array(FeatureInput).max(50),
});

export type HomeInputType = z.infer<typeof HomeInput>;
