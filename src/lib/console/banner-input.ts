/**
 * What the console sends to save a banner's draft, checked by the same zod schema on the server
 * (the route) and in the browser (the form). English title required; other languages optional.
 */
import { z } from "zod";

const BannerText = z.object({
  title: z.string().trim().max(200),
  text: z.string().trim().max(500).default(""),
});

const moment = z.iso.datetime({ offset: true }).nullable().default(null);

export const BannerInput = z
  .object({
    public: z.boolean().default(true),
    /** Where the banner leads: a path in the shop or an http(s) address; null keeps its listing. */
    link: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, { error: "validation.invalid" })
      .nullable()
      .default(null),
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
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.ends_at) > Date.parse(b.starts_at), {
    path: ["ends_at"],
    error: "validation.invalid",
  });

export type BannerInputType = z.infer<typeof BannerInput>;
