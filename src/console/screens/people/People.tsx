import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import type { Me } from "../../data/me.ts";
import { usePeople, usePersonAction, type Person, type PersonAction } from "../../data/people.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { ReasonDialog } from "../../ui/ReasonDialog.tsx";
import { SearchBox } from "../../ui/SearchBox.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { useUrlView } from "../../ui/url-view.ts";

const ROLES = ["customer", "seller", "editor", "admin"] as const;
const DEFAULT_VIEW = { page: "1", q: "", role: "" };

/** Everybody with an account: search, filter by role, and what an admin may do to each account. */
export function People({ me }: { me: NonNullable<Me> }) {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const people = usePeople(view);
  const action = usePersonAction();
  const [blocking, setBlocking] = useState<Person | null>(null);
  const [notice, setNotice] = useState("");
  const run = (change: PersonAction) =>
    action.mutate(change, {
      onSuccess: () => setNotice(t("people.done")),
      onError: (error) => setNotice(messageOf(error, t("app.error"))),
    });
  const date = (at: string | null) => (at ? new Date(at).toLocaleDateString(lang) : t("people.unknown"));
  const columns = useMemo<ColumnDef<Person>[]>(
    () => [
      {
        id: "name",
        header: t("people.column.name"),
        cell: ({ row }) => (
          <span dir="auto">
            {row.original.name}
            {row.original.id === me.user.id && ` (${t("people.you")})`}
          </span>
        ),
      },
      {
        id: "email",
        header: t("people.column.email"),
        cell: ({ row }) => <span dir="ltr">{row.original.email}</span>,
      },
      {
        id: "role",
        header: t("people.column.role"),
        cell: ({ row }) => (
          <select
            value={row.original.role}
            aria-label={t("people.roleOf", { name: row.original.name })}
            onChange={(event) =>
              run({ kind: "role", id: row.original.id, role: event.target.value as Person["role"] })
            }
            className="rounded-md border border-line bg-white px-2 py-1"
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        ),
      },
      {
        id: "store",
        header: t("people.column.store"),
        cell: ({ row }) => <span dir="auto">{row.original.store ?? ""}</span>,
      },
      { id: "joined", header: t("people.column.joined"), cell: ({ row }) => date(row.original.joined_at) },
      {
        id: "lastSignIn",
        header: t("people.column.lastSignIn"),
        cell: ({ row }) => date(row.original.last_sign_in_at),
      },
      {
        id: "status",
        header: t("people.column.status"),
        cell: ({ row }) =>
          row.original.blocked ? (
            <span className="font-semibold text-danger">{t("people.blocked")}</span>
          ) : (
            t("people.active")
          ),
      },
      {
        id: "actions",
        header: t("people.column.actions"),
        cell: ({ row }) => {
          const person = row.original;
          const button = (label: string, onPress: () => void) => (
            <button
              type="button"
              className="btn btn-outline"
              aria-label={t("people.actionFor", { action: label, name: person.name })}
              onClick={onPress}
            >
              {label}
            </button>
          );
          return (
            <div className="flex flex-wrap gap-2">
              {person.blocked
                ? button(t("people.unblock"), () => run({ kind: "unblock", id: person.id }))
                : person.id !== me.user.id && button(t("people.block"), () => setBlocking(person))}
              {button(t("people.signOut"), () => run({ kind: "signOut", id: person.id }))}
              {button(t("people.reset"), () => run({ kind: "reset", id: person.id }))}
            </div>
          );
        },
      },
    ],
    // run and date only use this render's mutation, notice setter and language, which t and lang follow.
    [t, lang, me.user.id],
  );
  return (
    <>
      <PageHeading>{t("people.title")}</PageHeading>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SearchBox label={t("people.search")} value={view.q} onSearch={(q) => update({ q })} />
        <label className="flex flex-col gap-1 text-sm">
          {t("people.filter.role")}
          <select
            value={view.role}
            onChange={(event) => update({ role: event.target.value })}
            className="rounded-md border border-line bg-white px-2 py-2"
          >
            <option value="">{t("people.filter.anyRole")}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <StatusNote>{notice}</StatusNote>
      {people.isError ? (
        <ErrorNote error={people.error} onRetry={() => void people.refetch()} />
      ) : (
        <DataTable
          label={t("people.title")}
          rows={people.data?.data ?? []}
          columns={columns}
          busy={people.isFetching}
          page={people.data}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
      <ReasonDialog
        title={t("people.blockTitle", { name: blocking?.name ?? "" })}
        confirm={t("people.block")}
        isOpen={blocking !== null}
        onClose={() => setBlocking(null)}
        onConfirm={(reason) => {
          if (blocking) run({ kind: "block", id: blocking.id, reason });
          setBlocking(null);
        }}
      />
    </>
  );
}
