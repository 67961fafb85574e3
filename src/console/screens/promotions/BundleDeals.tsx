import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { messageOf } from "../../../client/api.ts";
import { useBundleDeals, useSwitchBundleDeal, type ConsoleBundleDeal } from "../../data/promotions.ts";
import { useT } from "../../i18n/strings.tsx";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { SearchBox } from "../../ui/SearchBox.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { useUrlView } from "../../ui/url-view.ts";
import { PromotionTabs } from "./PromotionTabs.tsx";

/**
 * Every store's bundle deals (admins): find one by product or store, switch it on or off. The
 * quantities stay the product form's, one link away.
 */
export function BundleDeals() {
  const t = useT();
  const [view, update] = useUrlView({ q: "", page: "1" });
  const list = useBundleDeals({ q: view.q, page: Number(view.page) || 1 });
  const change = useSwitchBundleDeal();
  const [notice, setNotice] = useState("");

  const columns = useMemo<ColumnDef<ConsoleBundleDeal>[]>(() => {
    const flip = (deal: ConsoleBundleDeal) =>
      change.mutate(
        { id: deal.id, active: !deal.active },
        {
          onSuccess: (saved) =>
            setNotice(
              t(saved.active ? "promo.bundle.switchedOn" : "promo.bundle.switchedOff", {
                name: saved.product_title,
              }),
            ),
          onError: (error) => setNotice(messageOf(error, t("app.error"))),
        },
      );
    return [
      { id: "product", header: t("promo.bundle.product"), cell: ({ row }) => row.original.product_title },
      { id: "store", header: t("promo.bundle.store"), cell: ({ row }) => row.original.store_name },
      {
        id: "deal",
        header: t("promo.bundle.deal"),
        cell: ({ row }) =>
          t("promo.bundle.dealValue", { buy: row.original.buy_quantity, free: row.original.free_quantity }),
      },
      {
        id: "orders",
        header: t("promo.bundle.orders"),
        cell: ({ row }) => row.original.orders,
      },
      {
        id: "active",
        header: t("promo.active"),
        cell: ({ row }) => (
          <button
            type="button"
            role="switch"
            aria-checked={row.original.active}
            aria-label={t("promo.bundle.switch", { name: row.original.product_title })}
            className={`btn ${row.original.active ? "btn-primary" : "btn-outline"}`}
            disabled={change.isPending && change.variables?.id === row.original.id}
            onClick={() => flip(row.original)}
          >
            {row.original.active ? t("promo.bundle.on") : t("promo.bundle.off")}
          </button>
        ),
      },
      {
        id: "edit",
        header: t("taxonomy.actions"),
        cell: ({ row }) => (
          <Link to={`/products/${row.original.product_id}`} className="text-primary underline">
            {t("promo.bundle.editQuantities", { name: row.original.product_title })}
          </Link>
        ),
      },
    ];
  }, [t, change]);

  if (list.isError) return <ErrorNote error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <PageHeading>{t("promo.bundleDeals")}</PageHeading>
      <div className="space-y-4 p-4">
        <PromotionTabs admin />
        <p className="text-sm text-muted">{t("promo.bundle.intro")}</p>
        <StatusNote>{notice}</StatusNote>
        <SearchBox
          label={t("promo.bundle.search")}
          value={view.q}
          onSearch={(q) => update({ q, page: "1" })}
        />
        <DataTable
          label={t("promo.bundleDeals")}
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
