import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState, type FormEvent } from "react";
import { useLanguage } from "../../i18n/strings.tsx";
import type { Me } from "../../data/me.ts";
import { useAuditLog, type AuditEntry } from "../../data/audit.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { useUrlView } from "../../ui/url-view.ts";
import { actionLabel, AUDIT_ENTITIES, entityLabel, isKnownEntity } from "./audit-labels.ts";

const DEFAULT_VIEW = { page: "1", actor: "", entity: "", from: "", to: "" };

function showValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

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
        cell: ({ row }) => actionLabel(t, row.original.action),
      },
      {
        id: "entity",
        header: t("audit.column.entity"),
        cell: ({ row }) =>
          `${entityLabel(t, row.original.entity)}${row.original.entity_id ? ` #${row.original.entity_id}` : ""}`,
      },
      {
        id: "changes",
        header: t("audit.column.changes"),
        cell: ({ row }) => (
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
            {Object.entries(row.original.changes).map(([field, [before, after]]) => (
              <div key={field} className="contents">
                <dt className="font-semibold">{field}</dt>
                <dd dir="auto">
                  {showValue(before)} → {showValue(after)}
                </dd>
              </div>
            ))}
          </dl>
        ),
      },
    ],
    [t, lang],
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ actor: draft.actor, entity: draft.entity, from: draft.from, to: draft.to });
  };
  // An entity named in the address that the list does not know yet stays choosable.
  const entities = [
    ...AUDIT_ENTITIES,
    ...(draft.entity && !isKnownEntity(draft.entity) ? [draft.entity] : []),
  ];
  const field = (name: "actor" | "from" | "to", type: string) => (
    <label className="flex flex-col gap-1 text-sm">
      {t(`audit.filter.${name}`)}
      <input
        type={type}
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
        {me.user.role === "admin" && field("actor", "number")}
        <label className="flex flex-col gap-1 text-sm">
          {t("audit.filter.entity")}
          <select
            value={draft.entity}
            onChange={(event) => setDraft({ ...draft, entity: event.target.value })}
            className="rounded-md border border-line bg-white px-2 py-2"
          >
            <option value="">{t("audit.entity.any")}</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {entityLabel(t, entity)}
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
