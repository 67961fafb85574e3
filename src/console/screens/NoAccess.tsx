import { localizePath } from "../../i18n/paths.ts";
import { useLanguage } from "../i18n/strings.tsx";

/** What a shopper sees at /console: no screens, a way back to the shop. */
export function NoAccess() {
  const { t, dir, lang } = useLanguage();
  return (
    <main dir={dir} className="mx-auto max-w-lg p-8 text-center" data-testid="console-no-access">
      <h1 className="font-display text-2xl text-ink">{t("noAccess.title")}</h1>
      <p className="mt-4 text-muted">{t("noAccess.text")}</p>
      <a href={localizePath("/", lang)} className="btn btn-primary mt-6 inline-block">
        {t("app.backToShop")}
      </a>
    </main>
  );
}
