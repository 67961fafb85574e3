import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useRebuild, useStartRebuild } from "../../data/rebuild.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";

/**
 * "Rebuild all": renders every public page in every language into the cache as a job. Its progress
 * bar follows the job (a reload finds it again); pressing while it runs joins it. The report ends it.
 */
export function RebuildAll() {
  const { t } = useLanguage();
  const job = useRebuild();
  const start = useStartRebuild();
  const data = job.data;
  const running = data?.status === "running";
  return (
    <section aria-labelledby="rebuild-all" className="space-y-3 rounded-md border border-line bg-white p-4">
      <h2 id="rebuild-all" className="text-lg font-semibold">
        {t("rebuild.title")}
      </h2>
      <p className="text-sm">{t("rebuild.explain")}</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {running ? t("rebuild.join") : t("rebuild.start")}
      </button>
      {start.error && (
        <p role="alert" className="text-danger">
          {messageOf(start.error, t("app.error"))}
        </p>
      )}
      {job.error && <ErrorNote error={job.error} onRetry={() => void job.refetch()} />}
      {data && running && (
        <div className="space-y-1">
          <label htmlFor="rebuild-progress" className="text-sm">
            {t("rebuild.progress", { done: data.done, total: data.total })}
          </label>
          <progress id="rebuild-progress" className="w-full" max={data.total} value={data.done} />
        </div>
      )}
      {data && !running && (
        <div role="status" className="space-y-1 text-sm">
          <p>
            {data.status === "done"
              ? t("rebuild.report", { pages: data.total, seconds: data.seconds, errors: data.errors.length })
              : t("rebuild.interrupted", { done: data.done, total: data.total })}
          </p>
          {data.errors.length > 0 && (
            <ul aria-label={t("rebuild.failed")} className="list-disc ps-5">
              {data.errors.map((error) => (
                <li key={error.url} dir="ltr">
                  {error.url} ({error.status})
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
