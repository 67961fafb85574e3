import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { codeLabel } from "../../i18n/codes.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useDecideApplication, useSellerApplications, type SellerApplication } from "../../data/sellers.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { ReasonDialog } from "../../ui/ReasonDialog.tsx";

/** People who asked to sell: the admin approves (a store is made) or rejects with a reason. */
export function SellerApplications() {
  const { t, lang } = useLanguage();
  const list = useSellerApplications();
  const decide = useDecideApplication();
  const [rejecting, setRejecting] = useState<SellerApplication | null>(null);
  const [notice, setNotice] = useState("");
  const run = (id: number, approve: boolean, reason?: string) =>
    decide.mutate(
      { id, approve, reason },
      {
        onSuccess: () => setNotice(t("sellers.done")),
        onError: (error) => setNotice(messageOf(error, t("app.error"))),
      },
    );
  const columns = useMemo<ColumnDef<SellerApplication>[]>(
    () => [
      {
        id: "name",
        header: t("sellers.column.name"),
        cell: ({ row }) => <span dir="auto">{row.original.user.name}</span>,
      },
      {
        id: "email",
        header: t("sellers.column.email"),
        cell: ({ row }) => <span dir="ltr">{row.original.user.email}</span>,
      },
      {
        id: "store",
        header: t("sellers.column.store"),
        cell: ({ row }) => <span dir="auto">{row.original.store_name}</span>,
      },
      {
        id: "status",
        header: t("sellers.column.status"),
        cell: ({ row }) => codeLabel(t, "applicationStatus", row.original.status),
      },
      {
        id: "date",
        header: t("sellers.column.date"),
        cell: ({ row }) => new Date(row.original.created_at).toLocaleDateString(lang),
      },
      {
        id: "actions",
        header: "",
        cell: ({ row }) =>
          row.original.status === "pending" && (
            <div className="flex gap-2">
              <button
                type="button"
                className="btn btn-primary"
                aria-label={`${t("sellers.approve")} ${row.original.user.name}`}
                onClick={() => run(row.original.id, true)}
              >
                {t("sellers.approve")}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                aria-label={`${t("sellers.reject")} ${row.original.user.name}`}
                onClick={() => setRejecting(row.original)}
              >
                {t("sellers.reject")}
              </button>
            </div>
          ),
      },
    ],
    // run only calls this render's mutation and notice setter, which never change.
    [t, lang],
  );
  return (
    <>
      <PageHeading>{t("sellers.title")}</PageHeading>
      <p role="status" className="mb-2 text-sm">
        {notice}
      </p>
      {list.isError ? (
        <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t("sellers.title")}
          rows={list.data ?? []}
          columns={columns}
          busy={list.isFetching}
        />
      )}
      <ReasonDialog
        title={t("sellers.rejectTitle", { name: rejecting?.user.name ?? "" })}
        confirm={t("sellers.reject")}
        isOpen={rejecting !== null}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (rejecting) run(rejecting.id, false, reason);
          setRejecting(null);
        }}
      />
    </>
  );
}
