import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { directionOf, isLang, type Dir, type Lang } from "../../i18n/locales.ts";
import { interpolate } from "../../i18n/interpolate.ts";
import type { ConsoleStringKey, ConsoleStrings } from "./en.ts";

/** One chunk per language: the browser downloads only the chosen one. */
const LOADERS: Record<Lang, () => Promise<{ default: ConsoleStrings }>> = {
  en: () => import("./en.ts"),
  fr: () => import("./fr.ts"),
  ar: () => import("./ar.ts"),
  hi: () => import("./hi.ts"),
  tr: () => import("./tr.ts"),
};

const STORAGE_KEY = "console.lang";

export type Translate = (key: ConsoleStringKey, values?: Record<string, string | number>) => string;

interface LanguageState {
  lang: Lang;
  dir: Dir;
  t: Translate;
  setLang: (lang: Lang) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The language the console opens in: the one chosen in it before, else the page's. */
export function initialLanguage(pageLang: Lang): Lang {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLang(saved)) return saved;
  } catch {
    // Storage may be switched off: the page's language will do.
  }
  return pageLang;
}

/**
 * Loads the chosen language's strings and keeps <html lang dir> in step with it: the API client
 * sends the document's language, so the server's messages come back in the same language.
 */
export function LanguageProvider({ pageLang, children }: { pageLang: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(() => initialLanguage(pageLang));
  const [strings, setStrings] = useState<{ lang: Lang; table: ConsoleStrings } | null>(null);

  useEffect(() => {
    let current = true;
    void LOADERS[lang]().then((module) => {
      if (current) setStrings({ lang, table: module.default });
    });
    document.documentElement.lang = lang;
    document.documentElement.dir = directionOf(lang);
    return () => {
      current = false;
    };
  }, [lang]);

  if (!strings) return null;
  const table = strings.table;
  const state: LanguageState = {
    lang: strings.lang,
    dir: directionOf(strings.lang),
    t: (key, values) => interpolate(table[key] ?? key, values ?? {}),
    setLang: (next) => {
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Not remembered, still switched.
      }
      setLangState(next);
    },
  };
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error("useLanguage outside LanguageProvider");
  return state;
}

export function useT(): Translate {
  return useLanguage().t;
}
