import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { codeLabel } from "../../i18n/codes.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import type { Me } from "../../data/me.ts";
import { useLedgerEntries, useMoneySummary, type LedgerEntry } from "../../data/money.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { formatCurrency } from "../../ui/format.ts";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { useUrlView } from "../../ui/url-view.ts";
import { AskPayout, RecordPayout } from "./PayoutForms.tsx";

const DEFAULT_VIEW = { page: "1", from: "", to: "" };

/**
 * One store's money: its balance (the sum of its entries), what is on the way, its entries (paged,
 * by date, in the URL), and the payout form: the seller asks, an admin records.
 */
export function StoreMoney({ me, storeId }: { me: NonNullable<Me>; storeId: number }) {
  const { t, lang } = useLanguage();
  const summary = useMoneySummary(storeId);
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const entries = useLedgerEntries(storeId, view);
  const [draft, setDraft] = useState(view);
  const [notice, setNotice] = useState("");
  const currency = summary.data?.currency ?? "USD";
  const money = (minor: number) => formatCurrency(minor, lang, currency);
  const columns = useMemo<ColumnDef<LedgerEntry>[]>(
    () => [
      {
        id: "date",
        header: t("money.column.date"),
        cell: ({ row }) => new Date(row.original.created_at).toLocaleString(lang),
      },
      {
        id: "kind",
        header: t("money.column.kind"),
        cell: ({ row }) => codeLabel(t, "ledgerKind", row.original.kind),
      },
      {
        id: "part",
        header: t("money.column.part"),
        cell: ({ row }) => <span dir="ltr">{row.original.part_code ?? row.original.note ?? ""}</span>,
      },
      {
        id: "detail",
        header: t("money.column.detail"),
        cell: ({ row }) => detailOf(row.original),
      },
      {
        id: "amount",
        header: t("money.column.amount"),
        cell: ({ row }) => (
          <span dir="ltr" className={row.original.amount < 0 ? "text-danger" : undefined}>
            {money(row.original.amount)}
          </span>
        ),
      },
    ],
    // money and detailOf only read the language and currency listed here.
    [t, lang, currency],
  );
  function detailOf(entry: LedgerEntry): string {
    if (entry.kind === "sale")
      return t("money.saleDetail", {
        goods: money(entry.goods ?? 0),
        shipping: money(entry.shipping ?? 0),
        discount: money(entry.discount ?? 0),
        commission: money(entry.commission ?? 0),
      });
    if (entry.kind === "refund_reversal")
      return t("money.reversalDetail", {
        refunded: money(entry.refunded ?? 0),
        commission: money(-(entry.commission ?? 0)),
      });
    return "";
  }
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ from: draft.from, to: draft.to });
  };
  const admin = me.user.role === "admin";
  const data = summary.data;
  return (
    <>
      <PageHeading
        actions={
          admin && (
            <Link to="/money" className="btn btn-outline">
              {t("money.back")}
            </Link>
          )
        }
      >
        {data ? t("money.storeTitle", { name: data.store.name }) : t("money.title")}
      </PageHeading>
      {summary.isError && <ErrorNote error={summary.error} onRetry={() => void summary.refetch()} />}
      {data && (
        <section className="mb-6 grid gap-4 md:grid-cols-2">
          <dl className="grid grid-cols-2 gap-4 rounded-md border border-line bg-white p-4">
            <div>
              <dt className="text-sm text-muted">{t("money.balance")}</dt>
              <dd className="text-2xl font-semibold" dir="ltr" data-testid="money-balance">
                {money(data.balance)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t("money.onTheWay")}</dt>
              <dd className="text-2xl" dir="ltr">
                {money(data.on_the_way)}
              </dd>
              <dd className="text-sm text-muted">
                {t("money.onTheWayHint", { count: data.on_the_way_parts })}
              </dd>
            </div>
            {data.open_request && (
              <p className="col-span-2 text-sm" role="note">
                {t("money.openRequest", {
                  amount: money(data.open_request.amount),
                  date: new Date(data.open_request.created_at).toLocaleDateString(lang),
                })}
              </p>
            )}
          </dl>
          {admin ? (
            <RecordPayout
              key={data.open_request?.id ?? "none"}
              storeId={storeId}
              suggested={data.open_request?.amount ?? data.balance}
              onNotice={setNotice}
            />
          ) : (
            !data.open_request && (
              <AskPayout key={data.balance} storeId={storeId} available={data.balance} onNotice={setNotice} />
            )
          )}
        </section>
      )}
      <StatusNote>{notice}</StatusNote>
      <h2 className="mb-2 text-lg font-semibold">{t("money.entries")}</h2>
      <form onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-4">
        {(["from", "to"] as const).map((name) => (
          <label key={name} className="flex flex-col gap-1 text-sm">
            {t(`money.filter.${name}`)}
            <input
              type="date"
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              className="rounded-md border border-line bg-white px-2 py-2"
            />
          </label>
        ))}
        <button type="submit" className="btn btn-outline">
          {t("money.apply")}
        </button>
      </form>
      {entries.isError ? (
        <ErrorNote error={entries.error} onRetry={() => void entries.refetch()} />
      ) : (
        <DataTable
          label={t("money.entries")}
          rows={entries.data?.data ?? []}
          columns={columns}
          busy={entries.isFetching}
          page={entries.data}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
    </>
  );
}
