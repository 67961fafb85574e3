import { createRoute, z } from "@hono/zod-openapi";
import type { CommonData } from "../../../lib/common-data.ts";
import { getCommonData } from "./common.service.ts";
import type { ApiApp } from "../../platform/api/app-type.ts";
import { withLang } from "../../platform/context.ts";
import { failures, ok, success } from "../../platform/api/envelope.ts";
import { langField, languageHeaders } from "../../platform/api/validation.ts";

const CategoryRef = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});

const Banner = z
  .object({
    id: z.number().int(),
    status: z.union([z.literal(1), z.literal(2)]).openapi({ description: "1 public, 2 private" }),
    closable: z.boolean(),
    image: z.string(),
    title: z.string(),
    source_type: z
      .number()
      .int()
      .openapi({ description: "1 categories, 2 sub_categories, 3 tags, 4 brands, 5 products, 6 url" }),
    slug: z.string(),
    url: z.string().nullable(),
  })
  .openapi("Banner");

const NavLink = z.object({ title: z.string(), url: z.string() });

const CommonDataSchema = z
  .object({
    setting: z.object({
      currency: z.string().openapi({ example: "USD" }),
      currency_icon: z.string().openapi({ example: "$" }),
      currencyPosition: z
        .union([z.literal(1), z.literal(2)])
        .openapi({ description: "1 before the amount, 2 after" }),
      decimal_format: z.string().openapi({ example: "en-US" }),
      phone: z.string(),
      email: z.string(),
      vendor_registration: z.boolean(),
      default_country: z.string(),
      default_state: z.string(),
      cookie_banner: z.boolean(),
      enable_ga: z.boolean(),
      ga_id: z.string().nullable(),
      enable_pixel: z.boolean(),
      pixel_id: z.string().nullable(),
      google_login: z.boolean(),
      facebook_login: z.boolean(),
    }),
    site_setting: z.object({
      header_logo: z.string(),
      site_name: z.string(),
      copyright_text: z.string(),
      primary_color: z.string(),
      primary_hover_color: z.string(),
      meta_title: z.string(),
      meta_description: z.string(),
      meta_keywords: z.string(),
      site_url: z.string(),
      api_base: z.string(),
      styling: z.string().nullable(),
    }),
    header_links: z.object({ left: z.array(NavLink), right: z.array(NavLink) }),
    footer_links: z.array(NavLink),
    popup_banner: Banner.nullable(),
    top_banner: Banner.nullable(),
    categories: z.array(CategoryRef.extend({ public_sub_categories: z.array(CategoryRef) })),
    collections: z.array(CategoryRef),
    custom_scripts: z.array(
      z.object({
        route_pattern: z.string(),
        header_script: z.boolean(),
        header_script_code: z.string().nullable(),
        body_script: z.boolean(),
        body_script_code: z.string().nullable(),
      }),
    ),
    services: z.array(z.object({ title: z.string(), slug: z.string() })),
    about: z.object({ title: z.string(), description: z.string() }).nullable(),
    payment: z
      .array(z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }))
      .openapi({ description: "Enabled payment methods (id and name), public data only" }),
    social: z.array(z.object({ title: z.string(), link: z.string(), image: z.string().nullable() })),
    languages: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        direction: z.enum(["ltr", "rtl"]),
        predefined: z.boolean(),
      }),
    ),
    default_language: z.string(),
    default_image: z.string(),
    img_src_url: z.string(),
    thumb_prefix: z.string(),
  })
  .openapi("CommonData");

// Fails to compile when the schema and src/lib/common-data.ts drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _inSync: Same<z.infer<typeof CommonDataSchema>, CommonData> = true;

const getCommon = createRoute({
  method: "get",
  path: "/common",
  tags: ["Public"],
  summary: "Everything the shell needs: settings, links, banners, menus, languages",
  description:
    "The shop's common data (settings, languages, categories, menus, payment methods) in the language of `language` (else the `Language` header); missing translations fall back to English.",
  request: {
    query: z.object({ language: langField.optional() }),
    headers: languageHeaders,
  },
  responses: {
    200: success(CommonDataSchema, "The common data"),
    ...failures(422, 500),
  },
});

export function commonRoutes(app: ApiApp): void {
  app.openapi(getCommon, async (c) => {
    const { language } = c.req.valid("query");
    const ctx = language ? withLang(c.var.ctx, language) : c.var.ctx;
    return ok(c, await getCommonData(ctx));
  });
}
