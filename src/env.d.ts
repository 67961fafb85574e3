/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Language of the request, from the URL prefix (English has none). */
    lang: import("./i18n/locales.ts").Lang;
    dir: import("./i18n/locales.ts").Dir;
    /** Translate function fixed to `lang`. */
    t: import("./i18n/translate.ts").T;
    /** The path without its language prefix, e.g. "/cart" for /fr/cart. */
    path: string;
    /** The signed-in user, when the request carries a valid session (set by the auth middleware). */
    user?: import("./server/platform/context.ts").RequestContext["user"];
  }
}
