/**
 * The shape of GET /api/v1/common. Shared by the server that builds it
 * and the layout/islands that read it. Field names follow the spec.
 */
export interface Setting {
  currency: string;
  currency_icon: string;
  /** 1 = symbol before the amount, 2 = after */
  currencyPosition: 1 | 2;
  /** Intl locale used to format numbers, e.g. en-US */
  decimal_format: string;
  phone: string;
  email: string;
  vendor_registration: boolean;
  default_country: string;
  default_state: string;
  cookie_banner: boolean;
  enable_ga: boolean;
  ga_id: string | null;
  enable_pixel: boolean;
  pixel_id: string | null;
  google_login: boolean;
  facebook_login: boolean;
}

export interface SiteSetting {
  header_logo: string;
  site_name: string;
  copyright_text: string;
  primary_color: string;
  primary_hover_color: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  site_url: string;
  api_base: string;
  styling: string | null;
}

export interface NavLink {
  title: string;
  url: string;
}

interface CategoryRef {
  id: number;
  title: string;
  slug: string;
  image: string | null;
}

interface CommonCategory extends CategoryRef {
  public_sub_categories: CategoryRef[];
}

interface CommonCollection {
  id: number;
  title: string;
  slug: string;
  image: string | null;
}

export interface CustomScript {
  route_pattern: string;
  header_script: boolean;
  header_script_code: string | null;
  body_script: boolean;
  body_script_code: string | null;
}

export interface BannerData {
  id: number;
  status: 1 | 2;
  closable: boolean;
  image: string;
  title: string;
  /** 1 categories, 2 sub_categories, 3 tags, 4 brands, 5 products, 6 url */
  source_type: number;
  slug: string;
  url: string | null;
}

export interface LanguageData {
  code: string;
  name: string;
  direction: "ltr" | "rtl";
  predefined: boolean;
}

export interface CommonData {
  setting: Setting;
  site_setting: SiteSetting;
  header_links: { left: NavLink[]; right: NavLink[] };
  /** The shop's own footer links (console: Menus and links), listed under the service pages. */
  footer_links: NavLink[];
  popup_banner: BannerData | null;
  top_banner: BannerData | null;
  categories: CommonCategory[];
  collections: CommonCollection[];
  custom_scripts: CustomScript[];
  services: { title: string; slug: string }[];
  about: { title: string; description: string } | null;
  /** Payment methods that are on, public data only (see GET payment-gateway) */
  payment: { id: number; name: string; image: string | null }[];
  social: { title: string; link: string; image: string | null }[];
  languages: LanguageData[];
  default_language: string;
  default_image: string;
  img_src_url: string;
  thumb_prefix: string;
}

/** The shop's default settings: used while the shop has no settings row, and by the error page's last resort. */
export const DEFAULT_SETTING: Setting = {
  currency: "USD",
  currency_icon: "$",
  currencyPosition: 1,
  decimal_format: "en-US",
  phone: "",
  email: "",
  vendor_registration: false,
  default_country: "AF",
  default_state: "BDS",
  cookie_banner: true,
  enable_ga: false,
  ga_id: null,
  enable_pixel: false,
  pixel_id: null,
  google_login: false,
  facebook_login: false,
};
