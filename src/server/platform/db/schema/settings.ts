import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { checkIn, createdAt, id, sort, updatedAt, visibility } from "./columns.ts";
import { LINK_POSITIONS, TEXT_DIRECTIONS } from "./enums.ts";
import { translationTable } from "./translations.ts";

/** The shop's settings: exactly one row, id 1 (spec §3 Common data "setting"). */
export const settings = pgTable(
  "settings",
  {
    id: smallint("id").primaryKey().default(1),
    currency: text("currency").notNull().default("USD"),
    currencyIcon: text("currency_icon").notNull().default("$"),
    /** 1 symbol before the amount, 2 after. */
    currencyPosition: smallint("currency_position").notNull().default(1),
    decimalFormat: text("decimal_format").notNull().default("en-US"),
    phone: text("phone"),
    email: text("email"),
    address: text("address"),
    vendorRegistration: boolean("vendor_registration").notNull().default(true),
    /** On: a seller submits products and an admin approves them; off: sellers publish directly. */
    productApproval: boolean("product_approval").notNull().default(false),
    defaultCountry: text("default_country").notNull().default("AF"),
    defaultState: text("default_state").notNull().default("BDS"),
    cookieBanner: boolean("cookie_banner").notNull().default(true),
    enableGa: boolean("enable_ga").notNull().default(false),
    gaId: text("ga_id"),
    enablePixel: boolean("enable_pixel").notNull().default(false),
    pixelId: text("pixel_id"),
    googleLogin: boolean("google_login").notNull().default(false),
    facebookLogin: boolean("facebook_login").notNull().default(false),
    /** Number the floating chat link opens (WhatsApp style, digits with country code). */
    chatPhone: text("chat_phone"),
    /** The shop's own bank account, shown to customers paying by bank transfer (while that method is on). */
    bankName: text("bank_name"),
    bankAccountHolder: text("bank_account_holder"),
    /** Account number or IBAN. */
    bankAccountNumber: text("bank_account_number"),
    /** Branch name or SWIFT/BIC. */
    bankBranch: text("bank_branch"),
    /** Days after a part is delivered during which the shopper may ask to return its lines. */
    returnDays: smallint("return_days").notNull().default(14),
    /** Sender of the shop's mail ("Name <address>"); null: MAIL_FROM from the environment. */
    mailFrom: text("mail_from"),
    /** The shop's cut of each line in percent, unless the store or the product's category has its own. */
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2, mode: "number" })
      .notNull()
      .default(10),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("settings_singleton_check", sql`${t.id} = 1`),
    check("settings_return_days_check", sql`${t.returnDays} between 0 and 365`),
    check("settings_commission_percent_check", sql`${t.commissionPercent} between 0 and 100`),
    checkIn("settings_currency_position_check", t.currencyPosition, [1, 2]),
  ],
);

/** Look and identity of the site: exactly one row, id 1. Texts per language in site_setting_translations. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: smallint("id").primaryKey().default(1),
    headerLogo: text("header_logo"),
    footerLogo: text("footer_logo"),
    favicon: text("favicon"),
    defaultImage: text("default_image"),
    siteName: text("site_name").notNull().default("Modest Marketplace"),
    copyrightText: text("copyright_text"),
    primaryColor: text("primary_color").notNull().default("#111827"),
    primaryHoverColor: text("primary_hover_color").notNull().default("#374151"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    metaKeywords: text("meta_keywords"),
    siteUrl: text("site_url"),
    /** Extra CSS the shop adds to every page. */
    styling: text("styling"),
    updatedAt: updatedAt(),
  },
  (t) => [check("site_settings_singleton_check", sql`${t.id} = 1`)],
);

/** Per-language overrides of the site settings' texts (fallback: site_settings columns, then 'en'). */
export const siteSettingTranslations = pgTable("site_setting_translations", {
  lang: text("lang").primaryKey(),
  siteName: text("site_name"),
  copyrightText: text("copyright_text"),
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  metaKeywords: text("meta_keywords"),
  /** Footer "about" paragraph. */
  about: text("about"),
});

/** Header links (position left / right) and footer links (position footer). */
export const links = pgTable(
  "links",
  {
    id: id(),
    position: text("position").notNull(),
    url: text("url").notNull(),
    status: visibility(),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [
    index("links_position_sort_idx").on(t.position, t.sort),
    checkIn("links_position_check", t.position, LINK_POSITIONS),
    checkIn("links_status_check", t.status, [1, 2]),
  ],
);
export const linkTranslations = translationTable("link_translations", "link_id", () => links.id);

export const socialLinks = pgTable(
  "social_links",
  {
    id: id(),
    title: text("title").notNull(),
    link: text("link").notNull(),
    image: text("image"),
    status: visibility(),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [checkIn("social_links_status_check", t.status, [1, 2])],
);

export const languages = pgTable(
  "languages",
  {
    id: id(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    direction: text("direction").notNull().default("ltr"),
    /** Shipped with the product (cannot be deleted). */
    predefined: boolean("predefined").notNull().default(false),
    status: visibility(),
    isDefault: boolean("is_default").notNull().default(false),
    sort: sort(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("languages_code_unique").on(t.code),
    uniqueIndex("languages_single_default_unique")
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    checkIn("languages_direction_check", t.direction, TEXT_DIRECTIONS),
    checkIn("languages_status_check", t.status, [1, 2]),
  ],
);

/** Snippets injected into pages whose route matches route_pattern. */
export const customScripts = pgTable(
  "custom_scripts",
  {
    id: id(),
    /** What the admins call it in the console. */
    name: text("name").notNull().default(""),
    routePattern: text("route_pattern").notNull(),
    headerScript: boolean("header_script").notNull().default(false),
    headerScriptCode: text("header_script_code"),
    bodyScript: boolean("body_script").notNull().default(false),
    bodyScriptCode: text("body_script_code"),
    status: visibility(),
    createdAt: createdAt(),
  },
  (t) => [checkIn("custom_scripts_status_check", t.status, [1, 2])],
);

/** Ids 1..8 fixed by the spec (enums.ts PAYMENT_METHOD); gateway keys live in payment_method_keys or the environment. */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: smallint("id").primaryKey(),
    name: text("name").notNull(),
    enabled: boolean("enabled").notNull().default(false),
    image: text("image"),
    sort: sort(),
  },
  (t) => [check("payment_methods_id_check", sql`${t.id} between 1 and 8`)],
);

/**
 * Gateway keys admins entered in the console, each sealed with AES-256-GCM (platform/secrets): the
 * database never holds one in the clear. `name` is the gateway configuration's field (secretKey ...).
 */
export const paymentMethodKeys = pgTable(
  "payment_method_keys",
  {
    methodId: smallint("method_id").notNull(),
    name: text("name").notNull(),
    sealed: text("sealed").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.methodId, t.name] }),
    check("payment_method_keys_method_check", sql`${t.methodId} between 1 and 8`),
  ],
);

/** Countries with phone codes (spec countries-phones); codes are ISO 3166-1 alpha-2. */
export const countries = pgTable(
  "countries",
  {
    id: id(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    phoneCode: text("phone_code"),
    status: visibility(),
    sort: sort(),
  },
  (t) => [
    uniqueIndex("countries_code_unique").on(t.code),
    checkIn("countries_status_check", t.status, [1, 2]),
  ],
);

/** States/regions; code unique inside its country (e.g. AF / BDS). */
export const states = pgTable(
  "states",
  {
    id: id(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    name: text("name").notNull(),
  },
  (t) => [uniqueIndex("states_country_code_unique").on(t.countryId, t.code)],
);

/** Static pages (privacy-policy, terms, about, faq ...); title and body per language. */
export const pages = pgTable(
  "pages",
  {
    id: id(),
    slug: text("slug").notNull(),
    status: visibility(),
    /** Listed in the footer's service menu (common data "services"). */
    inFooter: boolean("in_footer").notNull().default(false),
    sort: sort(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("pages_slug_unique").on(t.slug), checkIn("pages_status_check", t.status, [1, 2])],
);
/**
 * description holds the page body (HTML, sanitized on save); slug is the page's address in that
 * language (null: the page's own slug); seo_title and seo_description feed the page's head.
 */
export const pageTranslations = translationTable("page_translations", "page_id", () => pages.id, {
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
});
