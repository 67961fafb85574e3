import type { ColumnDef, RowSelectionState } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import type { Me } from "../../data/me.ts";
import { PRODUCT_STATUSES, useBulkAction, useProductList, type ProductRow } from "../../data/products.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { sortingOf, sortParam, useUrlView } from "../../ui/url-view.ts";
import { formatMoney } from "../../ui/format.ts";
import { ColumnChooser } from "../../ui/ColumnChooser.tsx";
import { SearchBox } from "../../ui/SearchBox.tsx";

const DEFAULT_VIEW = {
  page: "1",
  per_page: "25",
  sort: "-updated_at",
  q: "",
  status: "",
  store_id: "",
  low_stock: "",
  hide: "",
};

const COLUMN_IDS = ["title", "store", "status", "price", "stock", "variants", "updated_at"] as const;

/** Every product the person may manage: paged, sorted, filtered and searched on the server; view in the URL. */
export function ProductList({ me }: { me: NonNullable<Me> }) {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const list = useProductList(view);
  const bulk = useBulkAction();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [notice, setNotice] = useState("");
  const isAdmin = me.user.role === "admin";
  const hidden = Object.fromEntries(
    view.hide
      .split(",")
      .filter(Boolean)
      .map((id) => [id, false]),
  );

  const columns = useMemo<ColumnDef<ProductRow>[]>(
    () => [
      {
        id: "title",
        header: t("products.column.title"),
        cell: ({ row }) => (
          <Link
            to={`/products/${row.original.id}`}
            className="inline-flex items-center gap-2 text-primary underline"
          >
            {row.original.thumbnail && (
              <img
                src={row.original.thumbnail}
                alt=""
                width="32"
                height="32"
                className="size-8 rounded object-cover"
              />
            )}
            <span dir="auto">{row.original.title}</span>
          </Link>
        ),
      },
      {
        id: "store",
        header: t("products.column.store"),
        enableSorting: false,
        cell: ({ row }) => <span dir="auto">{row.original.store.name}</span>,
      },
      {
        id: "status",
        header: t("products.column.status"),
        enableSorting: false,
        cell: ({ row }) => t(`status.${row.original.status}`),
      },
      {
        id: "price",
        header: t("products.column.price"),
        cell: ({ row }) => formatMoney(row.original.price, lang),
      },
      { id: "stock", header: t("products.column.stock"), cell: ({ row }) => row.original.stock },
      {
        id: "variants",
        header: t("products.column.variants"),
        enableSorting: false,
        cell: ({ row }) => row.original.variants,
      },
      {
        id: "updated_at",
        header: t("products.column.updated"),
        cell: ({ row }) => new Date(row.original.updated_at).toLocaleDateString(lang),
      },
    ],
    [t, lang],
  );

  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const runBulk = (action: "publish" | "unpublish") =>
    bulk.mutate(
      { ids: selectedIds, action },
      {
        onSuccess: () => {
          setNotice(t("products.bulk.done", { count: selectedIds.length }));
          setSelection({});
        },
        onError: (error) => setNotice(messageOf(error, t("app.error"))),
      },
    );
  const canPublish = me.capabilities.includes("products.approve");

  return (
    <>
      <PageHeading
        actions={
          me.user.role === "seller" || me.user.role === "admin" ? (
            <Link to="/products/new" className="btn btn-primary">
              {t("products.new")}
            </Link>
          ) : undefined
        }
      >
        {t("products.title")}
      </PageHeading>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchBox label={t("table.search")} value={view.q} onSearch={(q) => update({ q })} />
        <label className="flex flex-col gap-1 text-sm">
          {t("products.filter.status")}
          <select
            value={view.status}
            onChange={(event) => update({ status: event.target.value })}
            className="rounded-md border border-line bg-white px-2 py-2"
          >
            <option value="">{t("products.filter.anyStatus")}</option>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        {isAdmin && (
          <label className="flex flex-col gap-1 text-sm">
            {t("products.filter.store")}
            <input
              type="number"
              min="1"
              inputMode="numeric"
              value={view.store_id}
              onChange={(event) => update({ store_id: event.target.value })}
              className="w-28 rounded-md border border-line bg-white px-2 py-2"
            />
          </label>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={view.low_stock === "1"}
            onChange={(event) => update({ low_stock: event.target.checked ? "1" : "" })}
          />
          {t("products.filter.lowStock")}
        </label>
        <ColumnChooser
          columns={COLUMN_IDS.map((id) => ({
            id,
            label: t(`products.column.${id === "updated_at" ? "updated" : id}`),
          }))}
          hidden={view.hide}
          onChange={(hide) => update({ hide, page: view.page })}
        />
      </div>
      {canPublish && selectedIds.length > 0 && (
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
            onClick={() => runBulk("publish")}
          >
            {t("products.bulk.publish")}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={bulk.isPending}
            onClick={() => runBulk("unpublish")}
          >
            {t("products.bulk.unpublish")}
          </button>
        </div>
      )}
      <p role="status" className="mb-2 text-sm text-success">
        {notice}
      </p>
      {list.isError ? (
        <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t("products.title")}
          rows={list.data?.data ?? []}
          columns={columns}
          busy={list.isFetching}
          page={list.data}
          onPage={(page) => update({ page: String(page) })}
          sorting={sortingOf(view.sort)}
          onSorting={(sorting) => update({ sort: sortParam(sorting) })}
          hidden={hidden}
          selection={canPublish ? selection : undefined}
          onSelection={canPublish ? setSelection : undefined}
          rowName={(row) => row.title}
        />
      )}
    </>
  );
}
