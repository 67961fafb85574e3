import { useState, type FormEvent } from "react";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useSaveLanguages, type ConsoleSettings } from "../../data/settings.ts";

/** Languages on and off; the default one stays on (its box cannot be cleared). */
export function LanguagesForm(props: {
  languages: ConsoleSettings["languages"];
  onNotice: (text: string) => void;
}) {
  const { t } = useLanguage();
  const save = useSaveLanguages();
  const [on, setOn] = useState(() => new Set(props.languages.filter((l) => l.enabled).map((l) => l.code)));
  const toggle = (code: string, checked: boolean) => {
    const next = new Set(on);
    if (checked) next.add(code);
    else next.delete(code);
    setOn(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const defaults = props.languages.filter((l) => l.is_default).map((l) => l.code);
    save.mutate([...new Set([...defaults, ...on])], {
      onSuccess: () => props.onNotice(t("settings.saved")),
      onError: (error) => props.onNotice(messageOf(error, t("app.error"))),
    });
  };
  return (
    <form onSubmit={submit} className="mb-10 max-w-2xl" aria-labelledby="settings-languages">
      <fieldset>
        <legend id="settings-languages" className="mb-2 text-lg font-semibold">
          {t("settings.languages")}
        </legend>
        <ul className="mb-4 flex flex-col gap-2">
          {props.languages.map((language) => (
            <li key={language.code}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={language.is_default || on.has(language.code)}
                  disabled={language.is_default}
                  onChange={(e) => toggle(language.code, e.target.checked)}
                />
                <span lang={language.code} dir={language.direction === "rtl" ? "rtl" : "ltr"}>
                  {language.name}
                </span>
                {language.is_default && <span className="text-muted">{t("settings.defaultLanguage")}</span>}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {t("settings.saveLanguages")}
      </button>
    </form>
  );
}
