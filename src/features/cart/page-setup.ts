import { localizePath } from "../../i18n/paths.ts";
import { commonDataFor } from "../../layouts/common-data.ts";
import { moneyFormatFromSettings } from "../../lib/money.ts";
import type { ShopPageProps } from "./page-props.ts";
import { checkoutStrings } from "./strings.ts";

const PATHS = {
  home: "/",
  cart: "/cart",
  shipping: "/shipping",
  checkout: "/checkout",
  orders: "/user/orders",
  order: "/user/order",
  /** The confirmation pages: `${placed}/<code>/thanks` (confirmation-path.ts). */
  placed: "/order",
  track: "/track-order",
  addresses: "/user/addresses",
  login: "/login",
};

/** The props every cart/checkout/order island needs, for the request's language and settings. */
export async function shopPageProps(locals: App.Locals): Promise<ShopPageProps> {
  const common = await commonDataFor(locals);
  return {
    lang: locals.lang,
    strings: checkoutStrings(locals.lang),
    money: moneyFormatFromSettings(common.setting),
    imgBase: common.img_src_url,
    fallbackImage: common.default_image,
    paths: Object.fromEntries(Object.entries(PATHS).map(([k, p]) => [k, localizePath(p, locals.lang)])),
  };
}
