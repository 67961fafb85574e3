import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  REDIRECT_COOKIE,
  REDIRECT_COOKIE_MAX_AGE,
} from "../../i18n/detect.ts";
import { isLang } from "../../i18n/locales.ts";

/** The switcher's choice: the language cookie and the redirect cookie both follow it. */
export function languageCookies(lang: string): string[] {
  if (!isLang(lang)) return [];
  return [
    `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`,
    `${REDIRECT_COOKIE}=${lang}; Max-Age=${REDIRECT_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`,
  ];
}

export function rememberLanguage(lang: string): void {
  for (const cookie of languageCookies(lang)) document.cookie = cookie;
}

/** A click on the switcher's links (LanguageSwitcher.astro) keeps the choice before the other page loads. */
export function watchLanguageChoice(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[data-lang-choice]");
    if (link?.dataset.langChoice) rememberLanguage(link.dataset.langChoice);
  });
}
