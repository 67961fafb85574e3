import type { Lang } from "../../i18n/locales.ts";
import type { MoneyFormat } from "../../lib/money.ts";
import type { Strings } from "../../i18n/interpolate.ts";

/** What every cart/checkout/order island gets from its page. */
export interface ShopPageProps {
  lang: Lang;
  strings: Strings;
  money: MoneyFormat;
  /** common data img_src_url and default_image */
  imgBase: string;
  fallbackImage: string;
  /** Localized paths of the screens this island links to. */
  paths: Record<string, string>;
}

/** A stored image path as a URL (absolute paths and full URLs stay as they are). */
export function imageSrc(path: string | null | undefined, base: string): string | null {
  if (!path) return null;
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(path)) return path;
  return base ? `${base.replace(/\/+$/, "")}/${path}` : `/${path}`;
}
