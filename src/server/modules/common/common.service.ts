import { DEFAULT_LOCALE, LOCALES, type Lang } from "../../../i18n/locales.ts";
import {
  DEFAULT_SETTING,
  type BannerData,
  type CommonData,
  type LanguageData,
  type Setting,
  type SiteSetting,
} from "../../../lib/common-data.ts";
import { dbOf } from "../../platform/context.ts";
import type { Db } from "../../platform/db/client.ts";
import { BANNER_TYPE } from "../../platform/db/schema/index.ts";
import { memoByCatalog } from "../../cache/catalog-memo.ts";
import { env } from "../../platform/env.ts";
import * as repo from "./common.repo.ts";

/** Served when the shop has no image of its own (public/images/placeholder.svg). */
const DEFAULT_IMAGE = "/images/placeholder.svg";
const API_BASE_PATH = "/api/v1/";
/** Images are stored as site-relative paths, so no prefix is needed to show them. */
const IMG_SRC_URL = "";
const THUMB_PREFIX = "";

/** Where no change listener runs (tests, astro dev): how long one language's common data is reused. */
const COMMON_DATA_TTL_MS = 5_000;

type SettingsRow = Awaited<ReturnType<typeof repo.findSettings>>;

function toSetting(row: SettingsRow): Setting {
  if (!row) return DEFAULT_SETTING;
  return {
    currency: row.currency,
    currency_icon: row.currencyIcon,
    currencyPosition: row.currencyPosition === 2 ? 2 : 1,
    decimal_format: row.decimalFormat,
    phone: row.phone ?? "",
    email: row.email ?? "",
    vendor_registration: row.vendorRegistration,
    default_country: row.defaultCountry,
    default_state: row.defaultState,
    cookie_banner: row.cookieBanner,
    enable_ga: row.enableGa,
    ga_id: row.gaId,
    enable_pixel: row.enablePixel,
    pixel_id: row.pixelId,
    google_login: row.googleLogin,
    facebook_login: row.facebookLogin,
  };
}

type SiteSettingsRows = Awaited<ReturnType<typeof repo.findSiteSettings>>;
type SiteText = "siteName" | "copyrightText" | "metaTitle" | "metaDescription" | "metaKeywords";

function toSiteSetting({ row, wanted, english }: SiteSettingsRows): SiteSetting {
  // The wanted language's override, then the base column, then the English override.
  const text = (field: SiteText) => wanted?.[field] || row?.[field] || english?.[field] || "";
  const siteUrl = row?.siteUrl || env.SITE_URL;
  return {
    header_logo: row?.headerLogo ?? "",
    site_name: text("siteName") || "Modest Marketplace",
    copyright_text: text("copyrightText"),
    primary_color: row?.primaryColor ?? "",
    primary_hover_color: row?.primaryHoverColor ?? "",
    meta_title: text("metaTitle"),
    meta_description: text("metaDescription"),
    meta_keywords: text("metaKeywords"),
    site_url: siteUrl,
    api_base: API_BASE_PATH,
    styling: row?.styling ?? null,
  };
}

function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function toBanner(row: Awaited<ReturnType<typeof repo.findPlacementBanner>>): BannerData | null {
  if (!row) return null;
  const title = row.text?.title ?? "";
  return {
    id: row.id,
    status: row.status === 1 ? 1 : 2,
    closable: row.closable,
    image: row.image ?? "",
    title,
    source_type: row.sourceType,
    slug: row.text?.slug || slugify(title) || "banner",
    url: row.url,
  };
}

function toLanguages(rows: Awaited<ReturnType<typeof repo.findLanguages>>): LanguageData[] {
  if (rows.length === 0) {
    return LOCALES.map((l) => ({ code: l.code, name: l.name, direction: l.direction, predefined: true }));
  }
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    direction: r.direction === "rtl" ? "rtl" : "ltr",
    predefined: r.predefined,
  }));
}

/** Reads everything the shell needs in one language; English fills missing translations. */
export async function loadCommonData(db: Db, lang: Lang): Promise<CommonData> {
  const [
    settingRow,
    siteRows,
    allMenuLinks,
    popup,
    top,
    categories,
    collections,
    scripts,
    services,
    payment,
    social,
    languageRows,
  ] = await Promise.all([
    repo.findSettings(db),
    repo.findSiteSettings(db, lang),
    repo.findMenuLinks(db, lang),
    repo.findPlacementBanner(db, BANNER_TYPE.popup, lang),
    repo.findPlacementBanner(db, BANNER_TYPE.top, lang),
    repo.findCategoriesWithSubCategories(db, lang),
    repo.findCollections(db, lang),
    repo.findCustomScripts(db),
    repo.findServicePages(db, lang),
    repo.findEnabledPaymentMethods(db),
    repo.findSocialLinks(db),
    repo.findLanguages(db),
  ]);
  const siteSetting = toSiteSetting(siteRows);
  const aboutText = siteRows.wanted?.about || siteRows.english?.about;
  const navLink = (l: { title: string; url: string }) => ({ title: l.title, url: l.url });
  // A link with no label in this language nor in English would print an empty anchor: left out.
  const menuLinks = allMenuLinks.filter((l) => l.title);
  return {
    setting: toSetting(settingRow),
    site_setting: siteSetting,
    header_links: {
      left: menuLinks.filter((l) => l.position === "left").map(navLink),
      right: menuLinks.filter((l) => l.position === "right").map(navLink),
    },
    footer_links: menuLinks.filter((l) => l.position === "footer").map(navLink),
    popup_banner: toBanner(popup),
    top_banner: toBanner(top),
    categories: categories.map((c) => ({
      id: c.id,
      title: c.title,
      slug: c.slug,
      image: c.image,
      public_sub_categories: c.subCategories,
    })),
    collections: collections.map((c) => ({ id: c.id, title: c.title, slug: c.slug, image: c.image })),
    custom_scripts: scripts.map((s) => ({
      route_pattern: s.routePattern,
      header_script: s.headerScript,
      header_script_code: s.headerScriptCode,
      body_script: s.bodyScript,
      body_script_code: s.bodyScriptCode,
    })),
    services: services.map((s) => ({ title: s.title, slug: s.slug })),
    about: aboutText ? { title: siteSetting.site_name, description: aboutText } : null,
    payment,
    social,
    languages: toLanguages(languageRows),
    default_language: languageRows.find((l) => l.isDefault)?.code ?? DEFAULT_LOCALE,
    default_image: siteRows.row?.defaultImage || DEFAULT_IMAGE,
    img_src_url: IMG_SRC_URL,
    thumb_prefix: THUMB_PREFIX,
  };
}

/**
 * The common data in ctx.lang, kept per language until the catalogue changes, or for
 * COMMON_DATA_TTL_MS where no change listener runs (see memoByCatalog).
 */
export const getCommonData = memoByCatalog(
  (ctx): Promise<CommonData> => dbOf(ctx).then((db) => loadCommonData(db, ctx.lang)),
  { ttlMs: COMMON_DATA_TTL_MS },
);

/** Drop every cached copy; call after changing settings, links, banners, categories ... */
export const invalidateCommonData = getCommonData.clear;
