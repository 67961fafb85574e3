/**
 * What the console sends to save a static page's draft and to add a redirect, checked by the same
 * zod schemas on the server (the routes) and in the browser (the forms).
 */
import { z } from "zod";
import { slugInput } from "../slug.ts";

/** Search engines show about this many characters of a title and of a description. */
export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 160;

const PageText = z.object({
  title: z.string().trim().max(200),
  /** Empty: the English address. */
  slug: z
    .string()
    .trim()
    .max(191)
    .regex(/^([\p{L}\p{M}\p{N}_-]+)?$/u, { error: "validation.slug" })
    .meta({ pattern: "^[\\p{L}\\p{M}\\p{N}_-]*$" })
    .default(""),
  /** Rich text (HTML); the server keeps only what the shop's sanitizer lets through. */
  body: z.string().max(100_000).default(""),
  seo_title: z.string().trim().max(200).default(""),
  seo_description: z.string().trim().max(400).default(""),
});

export const PageInput = z.object({
  public: z.boolean().default(true),
  in_footer: z.boolean().default(false),
  translations: z.object({
    en: PageText.extend({ title: z.string().trim().min(1).max(200), slug: slugInput }),
    fr: PageText.optional(),
    ar: PageText.optional(),
    hi: PageText.optional(),
    tr: PageText.optional(),
  }),
});

export type PageInputType = z.infer<typeof PageInput>;

/** A path of the shop: one leading slash, no spaces, no scheme or host. */
const shopPath = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^\/(?!\/)[^\s?#]*$/, { error: "validation.invalid" });

export const RedirectInput = z.object({
  from: shopPath,
  to: shopPath,
  code: z.union([z.literal(301), z.literal(302)]).default(301),
});

export type RedirectInputType = z.infer<typeof RedirectInput>;
