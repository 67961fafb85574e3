import type { Dir, Lang } from "../i18n/locales.ts";

/** Who is asking and in which language; every service function takes it first. */
export interface RequestContext {
  lang: Lang;
  dir: Dir;
  user?: { id: number; name: string; email: string; role: "customer" | "seller" | "admin" };
  /** A guest's browser-made token (about 18 base-36 characters). */
  guestToken?: string;
  currency: string;
}
