import { Label, ProgressBar } from "react-aria-components";
import { useLanguage } from "../../i18n/strings.tsx";
import { useImportJob } from "../../data/imports.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { RowErrorsTable } from "./RowErrorsTable.tsx";

/** A job's progress bar, asked again until the job ends, then its report. The job id lives in the URL. */
export function ImportJobProgress({ id }: { id: number }) {
  const { t, lang } = useLanguage();
  const job = useImportJob(id);
  if (job.isError) return <ErrorNote error={job.error} onRetry={() => void job.refetch()} />;
  if (!job.data)
    return (
      <p role="status" className="text-sm">
        {t("app.loading")}
      </p>
    );
  const { status, done, total, report } = job.data;
  const number = (n: number) => n.toLocaleString(lang);
  const failedLines = new Set(report?.errors.map((e) => e.line)).size;
  return (
    <section aria-labelledby="import-job-heading" className="flex flex-col gap-3" data-testid="import-job">
      <h2 id="import-job-heading" className="text-lg font-semibold">
        {t("imports.jobTitle", { id })}
      </h2>
      <ProgressBar
        value={done}
        minValue={0}
        maxValue={Math.max(total, 1)}
        valueLabel={t("imports.rowsDone", { done: number(done), total: number(total) })}
        className="flex max-w-xl flex-col gap-1"
      >
        {({ percentage, valueText }) => (
          <>
            <div className="flex justify-between gap-3 text-sm">
              <Label>{t("imports.progress")}</Label>
              <span>{valueText}</span>
            </div>
            <div className="h-3 w-full overflow-hidden rounded-full bg-sand">
              <div className="h-full bg-primary" style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
      <p role="status" className="text-sm" data-testid="import-status">
        {t(`imports.status.${status}`)}
      </p>
      {report && (
        <>
          <dl
            className="grid max-w-xl grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4"
            data-testid="import-report"
          >
            {(
              [
                ["imports.created", report.created],
                ["imports.updated", report.updated],
                ["imports.unchanged", report.unchanged],
                ["imports.failed", failedLines],
              ] as const
            ).map(([label, count]) => (
              <div key={label}>
                <dt className="text-sm text-muted">{t(label)}</dt>
                <dd className="text-xl font-semibold">{number(count)}</dd>
              </div>
            ))}
          </dl>
          {report.errors.length > 0 && (
            <RowErrorsTable errors={report.errors} caption={t("imports.jobErrors")} />
          )}
        </>
      )}
    </section>
  );
}
