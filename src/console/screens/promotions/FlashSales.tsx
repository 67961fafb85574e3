import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import type { Me } from "../../data/me.ts";
import {
  useFlashSales,
  useSaveFlashEntries,
  useSaveFlashSale,
  type ConsoleFlashSale,
} from "../../data/promotions.ts";
import { useLanguage, type Translate } from "../../i18n/strings.tsx";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { useUrlView } from "../../ui/url-view.ts";
import { nameIn } from "../taxonomy/name-in.ts";
import { FlashEntriesForm } from "./FlashEntriesForm.tsx";
import { FlashSaleForm } from "./FlashSaleForm.tsx";
import { PromotionTabs } from "./PromotionTabs.tsx";

/** Where a sale stands now: switched off, not started, live or over. */
function stateOf(sale: ConsoleFlashSale, t: Translate) {
  const now = Date.now();
  if (!sale.active) return t("promo.state.off");
  if (Date.parse(sale.start_time) > now) return t("promo.state.scheduled");
  return Date.parse(sale.end_time) > now ? t("promo.state.live") : t("promo.state.ended");
}

/** Flash sales: admins schedule and edit them; a seller sees its own store's entries and what they sold. */
export function FlashSales({ me }: { me: NonNullable<Me> }) {
  const { t, lang } = useLanguage();
  const admin = me.user.role === "admin";
  const [view, update] = useUrlView({ page: "1" });
  const list = useFlashSales(Number(view.page) || 1);
  const save = useSaveFlashSale();
  const saveEntries = useSaveFlashEntries();
  const [editing, setEditing] = useState<ConsoleFlashSale | "new" | null>(null);
  const [notice, setNotice] = useState("");
  const done = (note: string) => {
    setEditing(null);
    setNotice(note);
  };
  const when = (iso: string) =>
    new Date(iso).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });

  const columns = useMemo<ColumnDef<ConsoleFlashSale>[]>(
    () => [
      {
        id: "title",
        header: t("promo.saleTitle"),
        cell: ({ row }) => (
          <span dir="auto">{nameIn(row.original.translations, lang, `#${row.original.id}`)}</span>
        ),
      },
      { id: "start", header: t("promo.starts"), cell: ({ row }) => when(row.original.start_time) },
      { id: "end", header: t("promo.ends"), cell: ({ row }) => when(row.original.end_time) },
      { id: "state", header: t("promo.state"), cell: ({ row }) => stateOf(row.original, t) },
      {
        id: "products",
        header: t("promo.products"),
        cell: ({ row }) => (
          <ul>
            {row.original.products.map((p) => (
              <li key={p.product_id} dir="auto">
                {p.product_title}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: "sold",
        header: t("promo.soldOfAllotted"),
        cell: ({ row }) => (
          <span data-testid={`flash-sold-${row.original.id}`}>
            {t("promo.soldCount", { sold: row.original.sold, allotted: row.original.allotted })}
          </span>
        ),
      },
      {
        id: "actions",
        header: t("taxonomy.actions"),
        cell: ({ row }) => {
          const name = nameIn(row.original.translations, lang, `#${row.original.id}`);
          return (
            <button type="button" className="btn btn-outline" onClick={() => setEditing(row.original)}>
              {admin ? t("taxonomy.edit", { name }) : t("promo.myProducts", { name })}
            </button>
          );
        },
      },
    ],
    [t, lang, admin],
  );

  if (list.isError) return <ErrorNote error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <PageHeading>{t("promo.flashSales")}</PageHeading>
      <div className="space-y-4 p-4">
        <PromotionTabs admin={admin} />
        <StatusNote>{notice}</StatusNote>
        {editing === null ? (
          admin && (
            <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
              {t("promo.newSale")}
            </button>
          )
        ) : admin ? (
          <FlashSaleForm
            key={editing === "new" ? "new" : editing.id}
            start={editing === "new" ? null : editing}
            pending={save.isPending}
            save={(body) => save.mutateAsync({ id: editing === "new" ? null : editing.id, body })}
            onDone={done}
          />
        ) : (
          editing !== "new" && (
            <FlashEntriesForm
              key={editing.id}
              sale={editing}
              pending={saveEntries.isPending}
              save={(body) => saveEntries.mutateAsync({ id: editing.id, body })}
              onDone={done}
            />
          )
        )}
        <DataTable
          label={t("promo.flashSales")}
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
