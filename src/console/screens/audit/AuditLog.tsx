import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState, type FormEvent } from "react";
import { AUDIT_ENTITIES, codeLabel } from "../../i18n/codes.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import type { Me } from "../../data/me.ts";
import { useAuditLog, type AuditEntry } from "../../data/audit.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { useUrlView } from "../../ui/url-view.ts";
import { AuditChanges } from "./AuditChanges.tsx";

const DEFAULT_VIEW = { page: "1", person: "", entity: "", from: "", to: "" };

/** Who changed what, newest first; the filters (person, entity, dates) and the page live in the URL. */
export function AuditLog({ me }: { me: NonNullable<Me> }) {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const log = useAuditLog(view);
  const [draft, setDraft] = useState(view);
  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      {
        id: "at",
        header: t("audit.column.when"),
        cell: ({ row }) => new Date(row.original.at).toLocaleString(lang),
      },
      {
        id: "actor",
        header: t("audit.column.actor"),
        cell: ({ row }) => (
          <span dir="auto">{row.original.actor_name ?? `#${row.original.actor_id ?? "?"}`}</span>
        ),
      },
      {
        id: "action",
        header: t("audit.column.action"),
        cell: ({ row }) => codeLabel(t, "auditAction", row.original.action),
      },
      {
        id: "entity",
        header: t("audit.column.entity"),
        cell: ({ row }) =>
          `${codeLabel(t, "auditEntity", row.original.entity)}${row.original.entity_id ? ` #${row.original.entity_id}` : ""}`,
      },
      {
        id: "changes",
        header: t("audit.column.changes"),
        cell: ({ row }) => <AuditChanges entity={row.original.entity} changes={row.original.changes} />,
      },
    ],
    [t, lang],
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ page: "1", person: draft.person, entity: draft.entity, from: draft.from, to: draft.to });
  };
  const field = (name: "person" | "from" | "to", type: string) => (
    <label className="flex flex-col gap-1 text-sm">
      {t(name === "person" ? "audit.filter.actor" : `audit.filter.${name}`)}
      <input
        type={type}
        placeholder={name === "person" ? t("audit.filter.personHint") : undefined}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        className="rounded-md border border-line bg-white px-2 py-2"
      />
    </label>
  );
  return (
    <>
      <PageHeading>{t("audit.title")}</PageHeading>
      <form onSubmit={apply} className="mb-4 flex flex-wrap items-end gap-4">
        {me.user.role === "admin" && field("person", "search")}
        <label className="flex flex-col gap-1 text-sm">
          {t("audit.filter.entity")}
          <select
            value={draft.entity}
            onChange={(event) => setDraft({ ...draft, entity: event.target.value })}
            className="rounded-md border border-line bg-white px-2 py-2"
          >
            <option value="">{t("audit.anyEntity")}</option>
            {AUDIT_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {codeLabel(t, "auditEntity", entity)}
              </option>
            ))}
          </select>
        </label>
        {field("from", "date")}
        {field("to", "date")}
        <button type="submit" className="btn btn-outline">
          {t("audit.apply")}
        </button>
      </form>
      {log.isError ? (
        <ErrorNote error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <DataTable
          label={t("audit.title")}
          rows={log.data?.data ?? []}
          columns={columns}
          busy={log.isFetching}
          page={log.data}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
    </>
  );
}
