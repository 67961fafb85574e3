import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { Link } from "react-router";
import { useLanguage } from "../../i18n/strings.tsx";
import { useStoreBalances, type StoreBalance } from "../../data/money.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { formatCurrency } from "../../ui/format.ts";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { useUrlView } from "../../ui/url-view.ts";

/** Admins: every store's balance, stores asking for a payout first; a store's row opens its ledger. */
export function StoreBalances() {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView({ page: "1" });
  const list = useStoreBalances(Number(view.page) || 1);
  const columns = useMemo<ColumnDef<StoreBalance>[]>(
    () => [
      {
        id: "store",
        header: t("money.column.store"),
        cell: ({ row }) => (
          <Link
            to={`/money/stores/${row.original.id}`}
            className="underline"
            aria-label={t("money.openLedger", { name: row.original.name })}
          >
            <span dir="auto">{row.original.name}</span>
          </Link>
        ),
      },
      {
        id: "balance",
        header: t("money.balance"),
        cell: ({ row }) => (
          <span dir="ltr">{formatCurrency(row.original.balance, lang, row.original.currency)}</span>
        ),
      },
      {
        id: "request",
        header: t("money.column.request"),
        cell: ({ row }) =>
          row.original.open_request && (
            <span dir="ltr">
              {formatCurrency(row.original.open_request.amount, lang, row.original.currency)}
            </span>
          ),
      },
    ],
    [t, lang],
  );
  return (
    <>
      <PageHeading>{t("money.stores")}</PageHeading>
      {list.isError ? (
        <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t("money.stores")}
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
