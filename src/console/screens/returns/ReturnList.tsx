import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { codeLabel, RETURN_STATUSES } from "../../i18n/codes.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useReturns, type ReturnRow } from "../../data/returns.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { formatCurrency } from "../../ui/format.ts";
import { useUrlView } from "../../ui/url-view.ts";

const DEFAULT_VIEW = { page: "1", status: "", search: "" };

/** Returns of the seller's store (admins: all), newest first; status and search live in the URL. */
export function ReturnList() {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const list = useReturns(view);
  const [draft, setDraft] = useState(view);
  const columns = useMemo<ColumnDef<ReturnRow>[]>(
    () => [
      {
        id: "code",
        header: t("returns.column.code"),
        cell: ({ row }) => (
          <Link to={`/returns/${row.original.id}`} className="underline" dir="ltr">
            {`#${row.original.id} · ${row.original.part_code}`}
          </Link>
        ),
      },
      {
        id: "customer",
        header: t("returns.column.customer"),
        cell: ({ row }) => <span dir="auto">{row.original.customer.name}</span>,
      },
      {
        id: "store",
        header: t("returns.column.store"),
        cell: ({ row }) => <span dir="auto">{row.original.store?.name ?? "—"}</span>,
      },
      {
        id: "units",
        header: t("returns.column.units"),
        cell: ({ row }) => row.original.lines.reduce((sum, line) => sum + line.quantity, 0),
      },
      {
        id: "amount",
        header: t("returns.column.amount"),
        cell: ({ row }) => formatCurrency(row.original.refund_amount, lang, row.original.currency),
      },
      {
        id: "status",
        header: t("returns.column.status"),
        cell: ({ row }) => codeLabel(t, "returnStatus", row.original.status),
      },
      {
        id: "date",
        header: t("returns.column.date"),
        cell: ({ row }) => new Date(row.original.created_at).toLocaleDateString(lang),
      },
    ],
    [t, lang],
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ page: "1", status: draft.status, search: draft.search });
  };
  return (
    <>
      <PageHeading>{t("returns.title")}</PageHeading>
      <form onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm">
          {t("returns.filter.status")}
          <select
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
            className="rounded-md border border-line bg-white px-2 py-2"
          >
            <option value="">{t("returns.anyStatus")}</option>
            {RETURN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {codeLabel(t, "returnStatus", status)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("returns.filter.search")}
          <input
            type="search"
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            className="rounded-md border border-line bg-white px-2 py-2"
          />
        </label>
        <button type="submit" className="btn btn-outline">
          {t("returns.apply")}
        </button>
      </form>
      {list.isError ? (
        <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t("returns.title")}
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
