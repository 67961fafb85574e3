import { useEffect, useRef, type ReactNode } from "react";
import { localizePath } from "../../i18n/paths.ts";
import { NavLink, useLocation } from "react-router";
import { LOCALES, isLang } from "../../i18n/locales.ts";
import { useLanguage } from "../i18n/strings.tsx";
import type { Me } from "../data/me.ts";
import { SCREENS, allows } from "../routes/paths.ts";
import { wantHeadingFocus } from "./PageHeading.tsx";
import { Icon } from "./Icon.tsx";
import { useNewPartsCount } from "../data/orders.ts";

const MAIN_ID = "console-main";

/** After a navigation inside the console, focus goes to the new screen's heading (not on the first load). */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(wantHeadingFocus);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

function LanguageSwitcher() {
  const { lang, setLang, t } = useLanguage();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{t("app.language")}</span>
      <select
        value={lang}
        onChange={(event) => isLang(event.target.value) && setLang(event.target.value)}
        className="rounded-md border border-line bg-white px-2 py-1"
        data-testid="console-language"
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The frame of every screen: skip link, header (person, language, back to the shop), navigation by role, the screen. */
export function Shell({ me, children }: { me: NonNullable<Me>; children: ReactNode }) {
  const { t, dir, lang } = useLanguage();
  useFocusHeadingOnNavigation();
  const screens = SCREENS.filter((s) => allows(me.capabilities, s.capability));
  const newParts = useNewPartsCount(allows(me.capabilities, "orders.manage"));
  return (
    <div dir={dir} lang={lang} className="flex min-h-dvh flex-col" data-testid="console-app">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        {t("app.skip")}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-white px-4 py-3">
        <div className="flex items-center gap-3">
          <span className="font-display text-xl text-primary">{t("app.title")}</span>
          <span className="text-sm text-muted">
            {t("app.signedInAs", { name: me.user.name })} · {t(`role.${me.user.role}`)}
            {me.store ? ` · ${me.store.name}` : ""}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <LanguageSwitcher />
          <a
            href={localizePath("/", lang)}
            className="inline-flex items-center gap-1 text-sm text-primary underline"
          >
            <Icon name="back" />
            {t("app.backToShop")}
          </a>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav aria-label={t("app.nav")} className="border-line bg-sand md:w-56 md:border-e">
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col">
            {screens.map((screen) => (
              <li key={screen.path}>
                <NavLink
                  to={screen.path}
                  end={screen.path === "/"}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm ${isActive ? "bg-primary text-white" : "text-ink hover:bg-white"}`
                  }
                >
                  {t(screen.label)}
                  {screen.path === "/orders" && Boolean(newParts.data) && (
                    <span
                      className="ms-2 rounded-full bg-danger px-2 py-0.5 text-xs text-white"
                      data-testid="orders-badge"
                    >
                      {t("orders.newCount", { count: newParts.data ?? 0 })}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none md:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
