import { useId, useState, type FormEvent } from "react";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import type { Me } from "../../data/me.ts";
import { exportHref, useImportCheck, useStartImport, type ImportDryRun } from "../../data/imports.ts";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { useUrlView } from "../../ui/url-view.ts";
import { ImportJobProgress } from "./ImportJobProgress.tsx";
import { RowErrorsTable } from "./RowErrorsTable.tsx";

const DEFAULT_VIEW = { store: "", job: "" };

/**
 * A store's products as CSV and back (docs/product-csv.md): download the export; choose a file,
 * check it (each row's errors with line and column, nothing written), then apply it as a job whose
 * progress stays in the address (a reload shows the same job).
 */
export function ImportExport({ me }: { me: NonNullable<Me> }) {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const isAdmin = me.user.role === "admin";
  const storeId = isAdmin ? view.store : "";
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<{ file: File; result: ImportDryRun } | null>(null);
  const [notice, setNotice] = useState("");
  const check = useImportCheck();
  const start = useStartImport();
  const fileId = useId();
  const number = (n: number) => n.toLocaleString(lang);
  const needsStore = isAdmin && !storeId;

  const runCheck = (event: FormEvent) => {
    event.preventDefault();
    setNotice("");
    setChecked(null);
    if (needsStore) return setNotice(t("imports.chooseStore"));
    if (!file) return setNotice(t("imports.chooseFile"));
    check.mutate(
      { file, storeId },
      {
        onSuccess: (result) => setChecked({ file, result }),
        onError: (error) => setNotice(messageOf(error, t("app.error"))),
      },
    );
  };

  const apply = () => {
    if (!checked) return;
    setNotice("");
    start.mutate(
      { file: checked.file, storeId },
      {
        onSuccess: ({ id }) => {
          setChecked(null);
          update({ job: String(id) });
        },
        onError: (error) => setNotice(messageOf(error, t("app.error"))),
      },
    );
  };

  const result = checked?.result;
  return (
    <>
      <PageHeading>{t("imports.title")}</PageHeading>
      <div className="flex max-w-4xl flex-col gap-8">
        {isAdmin && (
          <label className="flex max-w-xs flex-col gap-1 text-sm">
            {t("imports.store")}
            <input
              type="number"
              min="1"
              inputMode="numeric"
              value={view.store}
              onChange={(event) => update({ store: event.target.value, job: "" })}
              className="w-28 rounded-md border border-line bg-white px-2 py-2"
            />
          </label>
        )}
        <section aria-labelledby="export-heading" className="flex flex-col gap-2">
          <h2 id="export-heading" className="text-lg font-semibold">
            {t("imports.exportTitle")}
          </h2>
          <p className="text-sm">{t("imports.exportText")}</p>
          {needsStore ? (
            <p className="text-sm text-muted">{t("imports.chooseStore")}</p>
          ) : (
            <a href={exportHref(storeId)} download className="btn btn-outline self-start">
              {t("imports.download")}
            </a>
          )}
        </section>
        <section aria-labelledby="import-heading" className="flex flex-col gap-3">
          <h2 id="import-heading" className="text-lg font-semibold">
            {t("imports.importTitle")}
          </h2>
          <p className="text-sm">{t("imports.importText")}</p>
          <form onSubmit={runCheck} noValidate className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1 text-sm">
              <label htmlFor={fileId}>{t("imports.file")}</label>
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setChecked(null);
                }}
                className="rounded-md border border-line bg-white px-2 py-2"
              />
            </div>
            <button type="submit" className="btn btn-primary" disabled={check.isPending}>
              {t("imports.check")}
            </button>
          </form>
          <p role="status" className="text-sm" data-testid="import-notice">
            {check.isPending ? t("imports.checking") : notice}
          </p>
          {result && (
            <div className="flex flex-col gap-3" data-testid="import-check">
              <p>
                {t("imports.checkSummary", {
                  rows: number(result.rows),
                  created: number(result.created),
                  updated: number(result.updated),
                  unchanged: number(result.unchanged),
                })}
              </p>
              {result.errors.length > 0 ? (
                <RowErrorsTable
                  errors={result.errors}
                  caption={t("imports.checkErrors", { count: number(result.errors.length) })}
                />
              ) : (
                <button
                  type="button"
                  className="btn btn-primary self-start"
                  onClick={apply}
                  disabled={start.isPending}
                >
                  {t("imports.apply")}
                </button>
              )}
            </div>
          )}
        </section>
        {Number(view.job) > 0 && <ImportJobProgress id={Number(view.job)} />}
      </div>
    </>
  );
}
