import type { Lang } from "../../i18n/locales.ts";

/** The document title before the app's strings load (and for the server-rendered page). */
export const CONSOLE_TITLES: Record<Lang, string> = {
  en: "Console",
  fr: "Console",
  ar: "لوحة الإدارة",
  hi: "कंसोल",
  tr: "Yönetim paneli",
};
