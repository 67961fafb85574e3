import { DEFAULT_SETTING, type CommonData } from "../lib/common-data.ts";
import type { RequestContext } from "../server/platform/context.ts";
import { getCommonData } from "../server/modules/common/index.ts";

/**
 * What the shell shows when the common data cannot be read at all (the error page's last resort):
 * the shop's default settings, no links, no banners.
 */
export const EMPTY_COMMON_DATA: CommonData = {
  setting: DEFAULT_SETTING,
  site_setting: {
    header_logo: "",
    site_name: "Modest Marketplace",
    copyright_text: "",
    primary_color: "",
    primary_hover_color: "",
    meta_title: "",
    meta_description: "",
    meta_keywords: "",
    site_url: "",
    api_base: "/api/v1/",
    styling: null,
  },
  header_links: { left: [], right: [] },
  footer_links: [],
  popup_banner: null,
  top_banner: null,
  categories: [],
  collections: [],
  custom_scripts: [],
  services: [],
  about: null,
  payment: [],
  social: [],
  languages: [],
  default_language: "en",
  default_image: "/images/placeholder.svg",
  img_src_url: "",
  thumb_prefix: "",
};

const cache = new WeakMap<App.Locals, Promise<CommonData>>();

/** The common data of this request, read once however many components ask. */
export function commonDataFor(locals: App.Locals): Promise<CommonData> {
  let pending = cache.get(locals);
  if (!pending) {
    pending = load(locals);
    cache.set(locals, pending);
  }
  return pending;
}

/** The service context of a page request (language from the URL, user from the session). */
export function requestContextOf(locals: App.Locals): RequestContext {
  return { lang: locals.lang, dir: locals.dir, user: locals.user };
}

function load(locals: App.Locals): Promise<CommonData> {
  return getCommonData(requestContextOf(locals));
}

/** For the error pages: the common data, or the bare defaults when reading it is what failed. */
export async function commonDataOrEmpty(locals: App.Locals): Promise<CommonData> {
  try {
    return await commonDataFor(locals);
  } catch {
    return EMPTY_COMMON_DATA;
  }
}
