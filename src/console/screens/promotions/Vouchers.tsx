import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useSaveVoucher, useVouchers, type ConsoleVoucher } from "../../data/promotions.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { SearchBox } from "../../ui/SearchBox.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { formatMoney } from "../../ui/format.ts";
import { useUrlView } from "../../ui/url-view.ts";
import { PromotionTabs } from "./PromotionTabs.tsx";
import { VoucherForm } from "./VoucherForm.tsx";

/** Vouchers (admins): a searchable page with their rules and usage; create, edit, disable. */
export function Vouchers() {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView({ q: "", page: "1" });
  const list = useVouchers({ q: view.q, page: Number(view.page) || 1 });
  const save = useSaveVoucher();
  const [editing, setEditing] = useState<ConsoleVoucher | "new" | null>(null);
  const [notice, setNotice] = useState("");

  const columns = useMemo<ColumnDef<ConsoleVoucher>[]>(() => {
    const day = (iso: string) => new Date(iso).toLocaleDateString(lang, { dateStyle: "medium" });
    return [
      { id: "code", header: t("promo.code"), cell: ({ row }) => <span dir="ltr">{row.original.code}</span> },
      {
        id: "discount",
        header: t("promo.discount"),
        cell: ({ row }) => {
          const v = row.original;
          return v.type === "percent"
            ? t("promo.percentOff", {
                percent: v.amount,
                cap: v.max_discount === null ? "—" : formatMoney(v.max_discount, lang),
              })
            : formatMoney(v.amount, lang);
        },
      },
      {
        id: "min",
        header: t("promo.minSpend"),
        cell: ({ row }) => formatMoney(row.original.min_spend, lang),
      },
      {
        id: "dates",
        header: t("promo.valid"),
        cell: ({ row }) => `${day(row.original.starts_at)} – ${day(row.original.ends_at)}`,
      },
      {
        id: "limits",
        header: t("promo.limits"),
        cell: ({ row }) =>
          t("promo.limitsValue", {
            total: row.original.usage_limit ?? "∞",
            each: row.original.per_customer_limit ?? "∞",
          }),
      },
      {
        id: "used",
        header: t("promo.used"),
        cell: ({ row }) =>
          t("promo.usedValue", {
            times: row.original.used.times,
            customers: row.original.used.customers,
            given: formatMoney(row.original.used.given, lang),
          }),
      },
      {
        id: "scope",
        header: t("promo.scope"),
        cell: ({ row }) => row.original.store_name ?? t("promo.wholeShop"),
      },
      {
        id: "active",
        header: t("promo.active"),
        cell: ({ row }) => (row.original.active ? t("promo.yes") : t("promo.disabled")),
      },
      {
        id: "actions",
        header: t("taxonomy.actions"),
        cell: ({ row }) => (
          <button type="button" className="btn btn-outline" onClick={() => setEditing(row.original)}>
            {t("taxonomy.edit", { name: row.original.code })}
          </button>
        ),
      },
    ];
  }, [t, lang]);

  if (list.isError) return <ErrorNote error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <PageHeading>{t("promo.vouchers")}</PageHeading>
      <div className="space-y-4 p-4">
        <PromotionTabs admin />
        <StatusNote>{notice}</StatusNote>
        {editing === null ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("promo.newVoucher")}
          </button>
        ) : (
          <VoucherForm
            key={editing === "new" ? "new" : editing.id}
            start={editing === "new" ? null : editing}
            pending={save.isPending}
            save={(body) => save.mutateAsync({ id: editing === "new" ? null : editing.id, body })}
            onDone={(note) => {
              setEditing(null);
              setNotice(note);
            }}
          />
        )}
        <SearchBox label={t("table.search")} value={view.q} onSearch={(q) => update({ q, page: "1" })} />
        <DataTable
          label={t("promo.vouchers")}
          rows={list.data?.data ?? []}
          columns={columns}
          busy={list.isFetching}
          page={list.data}
          onPage={(page) => update({ page: String(page) })}
        />
      </div>
    </>
  );
}
