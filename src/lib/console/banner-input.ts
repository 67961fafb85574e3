/**
 * What the console sends to save a banner's draft, checked by the same zod schema on the server
 * (the route) and in the browser (the form). English title required; other languages optional.
 */
import { z } from "zod";
import { contentLink, moment, scheduleInOrder } from "./content-fields.ts";

const BannerText = z.object({
  title: z.string().trim().max(200),
  text: z.string().trim().max(500).default(""),
});

export const BannerInput = z
  .object({
    public: z.boolean().default(true),
    link: contentLink,
    starts_at: moment,
    ends_at: moment,
    translations: z.object({
      en: BannerText.extend({ title: z.string().trim().min(1).max(200) }),
      fr: BannerText.optional(),
      ar: BannerText.optional(),
      hi: BannerText.optional(),
      tr: BannerText.optional(),
    }),
  })
  .refine(...scheduleInOrder);

export type BannerInputType = z.infer<typeof BannerInput>;
