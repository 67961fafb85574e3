import { useId, useState } from "react";
import { useT } from "../../i18n/strings.tsx";

interface Choice {
  id: number;
  title: string;
}

/**
 * A searchable group of checkboxes for a long list (tags): the search narrows what is shown,
 * chosen entries stay listed, and the chosen names are summed up under the legend.
 */
export function ChoiceList({
  legend,
  choices,
  chosen,
  onChange,
}: {
  legend: string;
  choices: Choice[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState("");
  const needle = query.trim().toLocaleLowerCase();
  const shown = choices.filter(
    (c) => chosen.includes(String(c.id)) || c.title.toLocaleLowerCase().includes(needle),
  );
  const names = choices.filter((c) => chosen.includes(String(c.id))).map((c) => c.title);
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <fieldset className="rounded-md border border-line bg-white p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {names.length > 0 && (
        <p className="mb-2 text-sm" data-testid={`chosen-${legend}`}>
          {t("editor.choices.chosen", { names: names.join(", ") })}
        </p>
      )}
      {choices.length > 8 && (
        <div className="mb-2 flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-search`}>{t("editor.choices.search", { name: legend })}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="rounded-md border border-line bg-white px-2 py-1"
          />
        </div>
      )}
      <div className="flex max-h-48 flex-wrap gap-x-4 gap-y-1 overflow-y-auto">
        {shown.map((choice) => (
          <label key={choice.id} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              value={String(choice.id)}
              checked={chosen.includes(String(choice.id))}
              onChange={(event) => toggle(String(choice.id), event.target.checked)}
            />
            {choice.title}
          </label>
        ))}
        {shown.length === 0 && <p className="text-sm">{t("editor.choices.none")}</p>}
      </div>
    </fieldset>
  );
}
