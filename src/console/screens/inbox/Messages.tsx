import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import {
  useContactMessage,
  useContactMessages,
  useMarkHandled,
  type ContactMessage,
} from "../../data/inbox.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { useUrlView } from "../../ui/url-view.ts";

const DEFAULT_VIEW = { page: "1", handled: "false" };

/** One message in a dialog (reading it marks it read), with the button that marks it handled. */
function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, lang } = useLanguage();
  const message = useContactMessage(id);
  const handled = useMarkHandled();
  const [notice, setNotice] = useState("");
  const data = message.data;
  return (
    <ModalOverlay
      isOpen={id !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4"
    >
      <Modal className="max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-lg">
        <Dialog className="outline-none">
          <Heading slot="title" className="font-display text-xl" dir="auto">
            {data ? data.subject || t("messages.noSubject") : t("app.loading")}
          </Heading>
          {message.isError && <ErrorNote error={message.error} onRetry={() => void message.refetch()} />}
          {data && (
            <>
              <p className="mt-2 text-sm text-muted">
                <span dir="auto">{data.name}</span> · <span dir="ltr">{data.email}</span> ·{" "}
                {new Date(data.created_at).toLocaleString(lang)}
              </p>
              {data.phone && <p className="text-sm">{t("messages.phone", { phone: data.phone })}</p>}
              <p className="mt-4 whitespace-pre-wrap" dir="auto">
                {data.message}
              </p>
              {data.handled_at && (
                <p className="mt-4 text-sm text-muted">
                  {t("messages.handledBy", { name: data.handled_by ?? "" })} ·{" "}
                  {new Date(data.handled_at).toLocaleString(lang)}
                </p>
              )}
              <StatusNote>{notice}</StatusNote>
            </>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <Button className="btn btn-outline" onPress={onClose}>
              {t("messages.close")}
            </Button>
            {data && (
              <Button
                className="btn btn-primary"
                onPress={() =>
                  handled.mutate(
                    { id: data.id, handled: !data.handled_at },
                    { onError: (error) => setNotice(messageOf(error, t("app.error"))) },
                  )
                }
              >
                {data.handled_at ? t("messages.reopen") : t("messages.markHandled")}
              </Button>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** What visitors wrote through the contact form, the waiting ones first shown. */
export function Messages() {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const list = useContactMessages(view);
  const [open, setOpen] = useState<number | null>(null);
  const columns = useMemo<ColumnDef<ContactMessage>[]>(
    () => [
      {
        id: "from",
        header: t("messages.column.from"),
        cell: ({ row }) => (
          <span className={row.original.read ? "" : "font-semibold"} dir="auto">
            {row.original.name}
            {!row.original.read && ` · ${t("messages.new")}`}
          </span>
        ),
      },
      {
        id: "subject",
        header: t("messages.column.subject"),
        cell: ({ row }) => <span dir="auto">{row.original.subject || t("messages.noSubject")}</span>,
      },
      {
        id: "date",
        header: t("messages.column.date"),
        cell: ({ row }) => new Date(row.original.created_at).toLocaleString(lang),
      },
      {
        id: "status",
        header: t("messages.column.status"),
        cell: ({ row }) =>
          row.original.handled_at
            ? t("messages.handledBy", { name: row.original.handled_by ?? "" })
            : t("messages.waiting"),
      },
      {
        id: "open",
        header: "",
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn-outline"
            aria-label={t("messages.readFrom", { name: row.original.name })}
            onClick={() => setOpen(row.original.id)}
          >
            {t("messages.read")}
          </button>
        ),
      },
    ],
    [t, lang],
  );
  return (
    <>
      <PageHeading>{t("messages.title")}</PageHeading>
      <label className="mb-4 flex w-fit flex-col gap-1 text-sm">
        {t("messages.filter")}
        <select
          value={view.handled}
          onChange={(event) => update({ handled: event.target.value })}
          className="rounded-md border border-line bg-white px-2 py-2"
        >
          <option value="false">{t("messages.filter.waiting")}</option>
          <option value="true">{t("messages.filter.handled")}</option>
          <option value="all">{t("messages.filter.all")}</option>
        </select>
      </label>
      {list.isError ? (
        <ErrorNote error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t("messages.title")}
          rows={list.data?.data ?? []}
          columns={columns}
          busy={list.isFetching}
          page={list.data}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
      <MessageDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
}
