import { useT } from "../i18n/strings.tsx";

/** Which columns a table shows; the hidden ones are kept as a comma list ("store,variants") in the URL. */
export function ColumnChooser({
  columns,
  hidden,
  onChange,
}: {
  columns: { id: string; label: string }[];
  hidden: string;
  onChange: (hidden: string) => void;
}) {
  const t = useT();
  const off = new Set(hidden.split(",").filter(Boolean));
  return (
    <details className="relative text-sm">
      <summary className="btn btn-outline cursor-pointer">{t("table.columns")}</summary>
      <fieldset className="absolute start-0 z-10 mt-1 min-w-48 rounded-md border border-line bg-white p-3 shadow">
        <legend className="sr-only">{t("table.columns")}</legend>
        {columns.map((column) => (
          <label key={column.id} className="flex items-center gap-2 py-1">
            <input
              type="checkbox"
              checked={!off.has(column.id)}
              onChange={(event) => {
                const next = new Set(off);
                if (event.target.checked) next.delete(column.id);
                else next.add(column.id);
                onChange([...next].join(","));
              }}
            />
            {column.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
