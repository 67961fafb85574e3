import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import {
  TRANSLATED_LANGS,
  useMissingTranslations,
  useSaveTranslation,
  type MissingText,
  type TranslatedLang,
} from "../../data/translations.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { useUrlView } from "../../ui/url-view.ts";

const DEFAULT_VIEW = { in: "fr", kind: "" };
const KINDS = [
  "product",
  "category",
  "sub_category",
  "brand",
  "collection",
  "tag",
  "attribute",
  "page",
  "banner",
] as const satisfies readonly MissingText["kind"][];

const languageName = (code: string) => LOCALES.find((l) => l.code === code)?.name ?? code;

/** One missing text: the English beside an input in the language, saved on its own. */
function MissingRow({ row, lang }: { row: MissingText; lang: TranslatedLang }) {
  const { t } = useLanguage();
  const save = useSaveTranslation(lang);
  const [text, setText] = useState("");
  const [notice, setNotice] = useState("");
  const label = t("translations.inputLabel", {
    field: t(`translations.field.${row.field}`),
    language: languageName(lang),
    english: row.english.slice(0, 80),
  });
  const Field = row.field === "title" ? "input" : "textarea";
  return (
    <tr className="border-t border-line align-top">
      <td className="p-2 text-sm">
        {t(`translations.kind.${row.kind}`)} #{row.id}
        <br />
        <span className="text-muted">{t(`translations.field.${row.field}`)}</span>
      </td>
      <td className="max-w-sm p-2" lang="en" dir="ltr">
        <p className="line-clamp-4">{row.english}</p>
      </td>
      <td className="p-2">
        <form
          className="flex flex-wrap items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            setNotice("");
            save.mutate(
              { row, text: text.trim() },
              { onError: (error) => setNotice(messageOf(error, t("app.error"))) },
            );
          }}
        >
          <Field
            value={text}
            lang={lang}
            dir={lang === "ar" ? "rtl" : "ltr"}
            aria-label={label}
            onChange={(event) => setText(event.target.value)}
            className="min-w-56 flex-1 rounded-md border border-line bg-white px-2 py-1"
          />
          <button type="submit" className="btn btn-primary" disabled={save.isPending || !text.trim()}>
            {t("translations.save")}
          </button>
          <p role="status" className="basis-full text-sm text-danger">
            {notice}
          </p>
        </form>
      </td>
    </tr>
  );
}

/** What a language lacks, kind by kind, filled in place: a saved row leaves the list. */
export function Translations() {
  const { t } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const lang: TranslatedLang = TRANSLATED_LANGS.find((l) => l === view.in) ?? "fr";
  const missing = useMissingTranslations(lang, view.kind);
  const counts = missing.data?.counts ?? {};
  return (
    <>
      <PageHeading>{t("translations.title")}</PageHeading>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm">
          {t("translations.language")}
          <select
            value={lang}
            onChange={(event) => update({ in: event.target.value })}
            className="rounded-md border border-line bg-white px-2 py-2"
          >
            {TRANSLATED_LANGS.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("translations.kind")}
          <select
            value={view.kind}
            onChange={(event) => update({ kind: event.target.value })}
            className="rounded-md border border-line bg-white px-2 py-2"
          >
            <option value="">{t("translations.anyKind")}</option>
            {KINDS.filter((kind) => kind in counts || kind === view.kind).map((kind) => (
              <option key={kind} value={kind}>
                {t(`translations.kind.${kind}`)} ({counts[kind] ?? 0})
              </option>
            ))}
          </select>
        </label>
      </div>
      {missing.isError ? (
        <ErrorNote error={missing.error} onRetry={() => void missing.refetch()} />
      ) : missing.data && missing.data.rows.length === 0 ? (
        <p role="status">{t("translations.none")}</p>
      ) : (
        <div className="overflow-x-auto" aria-busy={missing.isFetching}>
          <table className="w-full border-collapse text-start">
            <caption className="sr-only">
              {t("translations.title")}: {languageName(lang)}
            </caption>
            <thead>
              <tr className="text-start text-sm">
                <th scope="col" className="p-2 text-start">
                  {t("translations.column.what")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("translations.column.english")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("translations.column.translation")}
                </th>
              </tr>
            </thead>
            <tbody>
              {(missing.data?.rows ?? []).map((row) => (
                <MissingRow key={`${lang}-${row.kind}-${row.id}-${row.field}`} row={row} lang={lang} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
