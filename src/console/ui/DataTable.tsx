import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import { useT } from "../i18n/strings.tsx";
import { Icon } from "./Icon.tsx";

export interface PageInfo {
  current_page: number;
  last_page: number;
  total: number;
}

interface Props<Row extends { id: number }> {
  label: string;
  rows: Row[];
  columns: ColumnDef<Row>[];
  page?: PageInfo;
  onPage?: (page: number) => void;
  sorting?: SortingState;
  onSorting?: (sorting: SortingState) => void;
  hidden?: VisibilityState;
  selection?: RowSelectionState;
  onSelection?: (selection: RowSelectionState) => void;
  /** The name a row's checkbox is labelled with. */
  rowName?: (row: Row) => string;
  busy?: boolean;
}

/**
 * A table whose rows, paging and sorting come from the server: TanStack Table only keeps the
 * view (sorting, selection, visible columns), which the screens keep in the address bar.
 */
export function DataTable<Row extends { id: number }>(props: Props<Row>) {
  const t = useT();
  const selectable = Boolean(props.onSelection);
  const table = useReactTable({
    data: props.rows,
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    state: {
      sorting: props.sorting ?? [],
      columnVisibility: props.hidden ?? {},
      rowSelection: props.selection ?? {},
    },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(props.sorting ?? []) : updater;
      props.onSorting?.(next);
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === "function" ? updater(props.selection ?? {}) : updater;
      props.onSelection?.(next);
    },
    enableRowSelection: selectable,
  });

  return (
    <div>
      <div
        role="region"
        aria-label={props.label}
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-line bg-white"
      >
        <table
          className="w-full text-start text-sm"
          aria-label={props.label}
          aria-busy={props.busy || undefined}
        >
          <thead className="bg-sand">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable && (
                  <th scope="col" className="w-10 px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={t("table.selectAll")}
                      checked={table.getIsAllPageRowsSelected()}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort() && Boolean(props.onSorting);
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 text-start font-semibold"
                      aria-sort={
                        sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          {sorted && <Icon name={sorted === "asc" ? "up" : "down"} />}
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-line" data-row-id={row.id}>
                {selectable && (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      aria-label={t("table.selectRow", { name: props.rowName?.(row.original) ?? row.id })}
                      checked={row.getIsSelected()}
                      onChange={row.getToggleSelectedHandler()}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-top">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {props.rows.length === 0 && !props.busy && <p className="p-4 text-muted">{t("table.empty")}</p>}
      </div>
      {props.page && props.onPage && <Pager page={props.page} onPage={props.onPage} />}
    </div>
  );
}

function Pager({ page, onPage }: { page: PageInfo; onPage: (page: number) => void }): ReactNode {
  const t = useT();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        className="btn btn-outline inline-flex items-center gap-1"
        disabled={page.current_page <= 1}
        onClick={() => onPage(page.current_page - 1)}
      >
        <Icon name="previous" />
        {t("table.previous")}
      </button>
      <span aria-live="polite">
        {t("table.page", { page: page.current_page, pages: page.last_page })} ·{" "}
        {t("table.total", { count: page.total })}
      </span>
      <button
        type="button"
        className="btn btn-outline inline-flex items-center gap-1"
        disabled={page.current_page >= page.last_page}
        onClick={() => onPage(page.current_page + 1)}
      >
        {t("table.next")}
        <Icon name="next" />
      </button>
    </div>
  );
}
