import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { RedirectInput } from "../../../lib/console/page-input.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import type { ConsoleStringKey } from "../../i18n/en.ts";
import { useAddRedirect, useDeleteRedirect, useRedirects } from "../../data/pages.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { SearchBox } from "../../ui/SearchBox.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { RowAction } from "./RowAction.tsx";

/**
 * Redirects: paths of the shop that answer 301 or 302 to another, added here or when a page's
 * address changes, and the former addresses of products and categories (kept with them).
 */
export function RedirectList() {
  const { t, lang } = useLanguage();
  const [q, setQ] = useState("");
  const redirects = useRedirects(q);
  const remove = useDeleteRedirect();
  const [notice, setNotice] = useState("");
  if (redirects.error) return <ErrorNote error={redirects.error} onRetry={() => void redirects.refetch()} />;
  return (
    <section className="space-y-4">
      <PageHeading>{t("nav.redirects")}</PageHeading>
      <StatusNote>{notice}</StatusNote>
      <AddRedirect onNotice={setNotice} />
      <SearchBox label={t("redirects.filter")} value={q} onSearch={setQ} />
      {!redirects.data ? (
        <p>{t("app.loading")}</p>
      ) : redirects.data.length === 0 ? (
        <p>{t("redirects.none")}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-2 text-start">
                {t("redirects.from")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("redirects.to")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("redirects.code")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("redirects.created")}
              </th>
              <th scope="col" className="p-2 text-start">
                {t("content.savedBy")}
              </th>
              <th scope="col" className="p-2 text-start">
                <span className="sr-only">{t("redirects.delete")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {redirects.data.map((row) => (
              <tr key={`${row.source}:${row.from}`} className="border-b border-line">
                <td className="p-2" dir="ltr">
                  {row.from}
                </td>
                <td className="p-2" dir="ltr">
                  {row.to}
                </td>
                <td className="p-2">{row.code}</td>
                <td className="p-2">
                  <time dateTime={row.created_at}>{new Date(row.created_at).toLocaleString(lang)}</time>
                </td>
                <td className="p-2">
                  {row.source === "redirect"
                    ? row.created_by
                    : t(`redirects.source.${row.source}` as ConsoleStringKey)}
                </td>
                <td className="p-2">
                  {row.id !== null && (
                    <RowAction
                      action={remove}
                      value={row.id}
                      label={t("redirects.delete")}
                      ariaLabel={t("redirects.deleteOne", { from: row.from })}
                      done={t("redirects.deleted")}
                      onNotice={setNotice}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function AddRedirect({ onNotice }: { onNotice: (note: string) => void }) {
  const { t } = useLanguage();
  const add = useAddRedirect();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [code, setCode] = useState("301");
  const [problem, setProblem] = useState("");
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-md border border-line bg-white p-4"
      aria-label={t("redirects.add")}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = RedirectInput.safeParse({ from, to, code: Number(code) });
        if (!parsed.success) {
          setProblem(t("redirects.invalid"));
          return;
        }
        setProblem("");
        add.mutate(parsed.data, {
          onSuccess: () => {
            setFrom("");
            setTo("");
            onNotice(t("redirects.added"));
          },
          onError: (error) => setProblem(messageOf(error, t("app.error"))),
        });
      }}
    >
      <FieldText
        label={t("redirects.from")}
        dir="ltr"
        placeholder="/old-path"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <FieldText
        label={t("redirects.to")}
        dir="ltr"
        placeholder="/new-path"
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <label className="flex flex-col gap-1 text-sm">
        {t("redirects.code")}
        <select
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="rounded-md border border-line bg-white px-2 py-2"
        >
          <option value="301">{t("redirects.permanent")}</option>
          <option value="302">{t("redirects.temporary")}</option>
        </select>
      </label>
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        {t("redirects.add")}
      </button>
      {problem && (
        <p role="alert" className="w-full text-danger">
          {problem}
        </p>
      )}
    </form>
  );
}
