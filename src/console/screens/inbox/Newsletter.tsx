import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useLanguage } from "../../i18n/strings.tsx";
import { subscribersCsvHref, useSubscribers, type Subscriber } from "../../data/inbox.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { SearchBox } from "../../ui/SearchBox.tsx";
import { useUrlView } from "../../ui/url-view.ts";

const DEFAULT_VIEW = { page: "1", q: "" };

/** The newsletter's subscribers (and who left), searchable, and the CSV of those still subscribed. */
export function Newsletter() {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const list = useSubscribers(view);
  const columns = useMemo<ColumnDef<Subscriber>[]>(
    () => [
      {
        id: "email",
        header: t("newsletter.column.email"),
        cell: ({ row }) => <span dir="ltr">{row.original.email}</span>,
      },
      { id: "lang", header: t("newsletter.column.lang"), cell: ({ row }) => row.original.lang },
      {
        id: "since",
        header: t("newsletter.column.since"),
        cell: ({ row }) => new Date(row.original.subscribed_at).toLocaleDateString(lang),
      },
      {
        id: "status",
        header: t("newsletter.column.status"),
        cell: ({ row }) =>
          row.original.unsubscribed_at
            ? t("newsletter.left", { date: new Date(row.original.unsubscribed_at).toLocaleDateString(lang) })
            : t("newsletter.subscribed"),
      },
    ],
    [t, lang],
  );
  return (
    <>
      <PageHeading>{t("newsletter.title")}</PageHeading>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <SearchBox label={t("newsletter.search")} value={view.q} onSearch={(q) => update({ q })} />
        <a href={subscribersCsvHref(view.q)} download className="btn btn-outline">
          {t("newsletter.export")}
        </a>
      </div>
      {list.isError ? (
        <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t("newsletter.title")}
          rows={list.data?.data ?? []}
          columns={columns}
          busy={list.isFetching}
          page={list.data}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
    </>
  );
}
