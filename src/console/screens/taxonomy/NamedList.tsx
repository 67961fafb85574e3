import { useMemo, useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import {
  useDeleteNamed,
  useNamedList,
  useSaveNamed,
  type ConsoleNamed,
  type NamedKind,
} from "../../data/named.ts";
import { DataTable } from "../../ui/DataTable.tsx";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { SearchBox } from "../../ui/SearchBox.tsx";
import { useUrlView } from "../../ui/url-view.ts";
import { NamedForm } from "./NamedForm.tsx";
import { nameIn } from "./name-in.ts";
import { RowActions } from "./RowActions.tsx";

const DEFAULT_VIEW = { q: "", page: "1" };

const WORDS = {
  brands: { heading: "nav.brands", add: "taxonomy.newBrand" },
  collections: { heading: "nav.collections", add: "taxonomy.newCollection" },
  tags: { heading: "nav.tags", add: "taxonomy.newTag" },
} as const;

/** Brands, collections or tags: a searchable page of them (view in the URL), add, edit, delete. */
export function NamedList({ kind }: { kind: NamedKind }) {
  const { t, lang } = useLanguage();
  const [view, update] = useUrlView(DEFAULT_VIEW);
  const list = useNamedList(kind, { q: view.q, page: Number(view.page) || 1 });
  const save = useSaveNamed(kind);
  const remove = useDeleteNamed(kind);
  const [editing, setEditing] = useState<ConsoleNamed | "new" | null>(null);
  const [notice, setNotice] = useState("");
  const shown = kind !== "tags";
  const words = WORDS[kind];

  const columns = useMemo<ColumnDef<ConsoleNamed>[]>(
    () => [
      {
        id: "name",
        header: t("taxonomy.name"),
        cell: ({ row }) => (
          <span dir="auto">{nameIn(row.original.translations, lang, row.original.slug)}</span>
        ),
      },
      { id: "slug", header: t("editor.field.slug"), cell: ({ row }) => row.original.slug },
      ...(shown
        ? [
            {
              id: "public",
              header: t("taxonomy.public"),
              cell: ({ row }) => (row.original.public ? "✓" : t("taxonomy.hidden")),
            } satisfies ColumnDef<ConsoleNamed>,
          ]
        : []),
      {
        id: "actions",
        header: t("taxonomy.actions"),
        cell: ({ row }) => {
          const name = nameIn(row.original.translations, lang, row.original.slug);
          return (
            <div className="flex gap-2">
              <RowActions
                name={name}
                onEdit={() => setEditing(row.original)}
                onDelete={() =>
                  remove.mutate(row.original.id, {
                    onSuccess: () => setNotice(t("taxonomy.deleted", { name })),
                    onError: (error) => setNotice(messageOf(error, t("app.error"))),
                  })
                }
              />
            </div>
          );
        },
      },
    ],
    [t, lang, shown, remove],
  );

  if (list.isError) return <ErrorNote error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <PageHeading>{t(words.heading)}</PageHeading>
      <div className="space-y-4 p-4">
        <StatusNote>{notice}</StatusNote>
        {editing === null ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t(words.add)}
          </button>
        ) : (
          <NamedForm
            key={editing === "new" ? "new" : editing.id}
            heading={
              editing === "new"
                ? t(words.add)
                : t("taxonomy.edit", { name: nameIn(editing.translations, lang, editing.slug) })
            }
            start={editing === "new" ? null : editing}
            shown={shown}
            pending={save.isPending}
            save={(body) => save.mutateAsync({ id: editing === "new" ? null : editing.id, body })}
            onDone={(note) => {
              setEditing(null);
              setNotice(note);
            }}
          />
        )}
        <SearchBox label={t("table.search")} value={view.q} onSearch={(q) => update({ q })} />
        <DataTable
          label={t(words.heading)}
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
