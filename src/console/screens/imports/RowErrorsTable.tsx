import { useT } from "../../i18n/strings.tsx";
import type { ImportRowError } from "../../data/imports.ts";

/** Each problem of a file with its line and column; line 0 is about the whole file. */
export function RowErrorsTable({ errors, caption }: { errors: ImportRowError[]; caption: string }) {
  const t = useT();
  return (
    <table className="w-full text-sm" data-testid="import-errors">
      <caption className="mb-2 text-start font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-line">
          <th scope="col" className="px-3 py-2 text-start">
            {t("imports.line")}
          </th>
          <th scope="col" className="px-3 py-2 text-start">
            {t("imports.column")}
          </th>
          <th scope="col" className="px-3 py-2 text-start">
            {t("imports.problem")}
          </th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error, i) => (
          <tr key={`${error.line}-${error.column}-${i}`} className="border-b border-line">
            <td className="px-3 py-2" dir="ltr">
              {error.line > 0 ? error.line : t("imports.wholeFile")}
            </td>
            <td className="px-3 py-2" dir="ltr">
              <code>{error.column}</code>
            </td>
            <td className="px-3 py-2">{error.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
