import type { ColumnDef, RowSelectionState } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import type { Me } from "../../data/me.ts";
import { useBulkConfirm, useOrderParts, type OrderPartRow } from "../../data/orders.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { ColumnChooser } from "../../ui/ColumnChooser.tsx";
import { SearchBox } from "../../ui/SearchBox.tsx";
import { formatCurrency } from "../../ui/format.ts";
import { sortingOf, sortParam, useUrlView } from "../../ui/url-view.ts";
import {
  DELIVERY_STEPS,
  PAYMENT_METHODS,
  methodLabel,
  partStateLabel,
  paymentLabel,
} from "./order-labels.ts";
import type { ConsoleStringKey } from "../../i18n/en.ts";

const DEFAULT_VIEW = {
  page: "1",
  sort: "-created_at",
  q: "",
  status: "",
  from: "",
  to: "",
  payment_status: "",
  payment_method: "",
  store_id: "",
  new: "",
  hide: "",
};

const COLUMN_IDS = [
  "code",
  "created_at",
  "customer",
  "store",
  "items",
  "total",
  "payment",
  "delivery_status",
] as const;
const selectClass = "rounded-md border border-line bg-white px-2 py-2";

/** The order parts the person fulfils (admins: every store's), filtered on the server; the view is in the URL. */
export function OrderList({ me }: { me: NonNullable<Me> }) {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const list = useOrderParts(view);
  const bulk = useBulkConfirm();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [notice, setNotice] = useState("");
  const isAdmin = me.user.role === "admin";
  const hidden = Object.fromEntries(
    [...view.hide.split(","), ...(isAdmin ? [] : ["store"])].filter(Boolean).map((id) => [id, false]),
  );

  const columns = useMemo<ColumnDef<OrderPartRow>[]>(
    () => [
      {
        id: "code",
        header: t("orders.column.code"),
        enableSorting: false,
        cell: ({ row }) => (
          <Link to={`/orders/${row.original.id}`} className="text-primary underline">
            <span dir="ltr">{row.original.code}</span>
            {row.original.new && (
              <span className="ms-2 rounded bg-primary px-1.5 py-0.5 text-xs text-white">
                {t("orders.new")}
              </span>
            )}
          </Link>
        ),
      },
      {
        id: "created_at",
        header: t("orders.column.date"),
        cell: ({ row }) => new Date(row.original.created_at).toLocaleString(lang),
      },
      {
        id: "customer",
        header: t("orders.column.customer"),
        enableSorting: false,
        cell: ({ row }) => <span dir="auto">{row.original.customer_name}</span>,
      },
      {
        id: "store",
        header: t("orders.column.store"),
        enableSorting: false,
        cell: ({ row }) => <span dir="auto">{row.original.store?.name ?? "—"}</span>,
      },
      {
        id: "items",
        header: t("orders.column.items"),
        enableSorting: false,
        cell: ({ row }) => row.original.items,
      },
      {
        id: "total",
        header: t("orders.column.total"),
        cell: ({ row }) => formatCurrency(row.original.total, lang, row.original.currency),
      },
      {
        id: "payment",
        header: t("orders.column.payment"),
        enableSorting: false,
        cell: ({ row }) =>
          `${paymentLabel(t, row.original.payment_status)} · ${methodLabel(t, row.original.payment_method)}`,
      },
      {
        id: "delivery_status",
        header: t("orders.column.status"),
        cell: ({ row }) => partStateLabel(t, row.original),
      },
    ],
    [t, lang],
  );

  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const confirmSelected = () =>
    bulk.mutate(selectedIds, {
      onSuccess: (result) => {
        const codes = new Map((list.data?.data ?? []).map((row) => [row.id, row.code]));
        const failures = result.failed.map((f) => `${codes.get(f.id) ?? f.id}: ${f.message}`);
        setNotice([t("orders.bulk.done", { count: result.done.length }), ...failures].join(" · "));
        setSelection({});
      },
      onError: (error) => setNotice(messageOf(error, t("app.error"))),
    });

  return (
    <>
      <PageHeading>{t("orders.title")}</PageHeading>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchBox label={t("orders.search")} value={view.q} onSearch={(q) => update({ q })} />
        <label className="flex flex-col gap-1 text-sm">
          {t("orders.filter.status")}
          <select
            value={view.status}
            onChange={(e) => update({ status: e.target.value })}
            className={selectClass}
          >
            <option value="">{t("orders.filter.any")}</option>
            {[...DELIVERY_STEPS, "cancelled" as const].map((step) => (
              <option key={step} value={step}>
                {t(`orders.step.${step}` as ConsoleStringKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("orders.filter.payment")}
          <select
            value={view.payment_status}
            onChange={(e) => update({ payment_status: e.target.value })}
            className={selectClass}
          >
            <option value="">{t("orders.filter.any")}</option>
            <option value="paid">{t("orders.paid")}</option>
            <option value="unpaid">{t("orders.unpaid")}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("orders.filter.method")}
          <select
            value={view.payment_method}
            onChange={(e) => update({ payment_method: e.target.value })}
            className={selectClass}
          >
            <option value="">{t("orders.filter.any")}</option>
            {PAYMENT_METHODS.map((method, index) => (
              <option key={method} value={String(index + 1)}>
                {methodLabel(t, index + 1)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("orders.filter.from")}
          <input
            type="date"
            value={view.from}
            onChange={(e) => update({ from: e.target.value })}
            className={selectClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("orders.filter.to")}
          <input
            type="date"
            value={view.to}
            onChange={(e) => update({ to: e.target.value })}
            className={selectClass}
          />
        </label>
        {isAdmin && (
          <label className="flex flex-col gap-1 text-sm">
            {t("orders.filter.store")}
            <input
              type="number"
              min="1"
              inputMode="numeric"
              value={view.store_id}
              onChange={(e) => update({ store_id: e.target.value })}
              className={`w-28 ${selectClass}`}
            />
          </label>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={view.new === "1"}
            onChange={(e) => update({ new: e.target.checked ? "1" : "" })}
          />
          {t("orders.filter.new")}
        </label>
        <ColumnChooser
          columns={COLUMN_IDS.filter((id) => isAdmin || id !== "store").map((id) => ({
            id,
            label: t(
              `orders.column.${id === "created_at" ? "date" : id === "delivery_status" ? "status" : id}`,
            ),
          }))}
          hidden={view.hide}
          onChange={(hide) => update({ hide, page: view.page })}
        />
      </div>
      {selectedIds.length > 0 && (
        <div
          className="mb-3 flex flex-wrap items-center gap-3 rounded-md bg-sand p-3"
          role="group"
          aria-label={t("table.selected", { count: selectedIds.length })}
        >
          <span>{t("table.selected", { count: selectedIds.length })}</span>
          <button
            type="button"
            className="btn btn-primary"
            disabled={bulk.isPending}
            onClick={confirmSelected}
          >
            {t("orders.bulk.confirm")}
          </button>
        </div>
      )}
      <p role="status" className="mb-2 text-sm" data-testid="orders-notice">
        {notice}
      </p>
      {list.isError ? (
        <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t("orders.title")}
          rows={list.data?.data ?? []}
          columns={columns}
          busy={list.isFetching}
          page={list.data}
          onPage={(page) => update({ page: String(page) })}
          sorting={sortingOf(view.sort)}
          onSorting={(sorting) => update({ sort: sortParam(sorting) })}
          hidden={hidden}
          selection={selection}
          onSelection={setSelection}
          rowName={(row) => row.code}
        />
      )}
    </>
  );
}
