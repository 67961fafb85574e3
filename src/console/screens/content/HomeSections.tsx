import type { HomeContent } from "../../data/home.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { MoveButtons, moved } from "./MoveButtons.tsx";

type Section = HomeContent["sections"][number];

/** The home page's sections in their order, each with its switch; saved with the form's draft. */
export function HomeSections({
  sections,
  onChange,
}: {
  sections: Section[];
  onChange: (sections: Section[]) => void;
}) {
  const { t } = useLanguage();
  return (
    <>
      <h2 className="text-lg font-semibold">{t("home.sections")}</h2>
      <ol className="space-y-2" aria-label={t("home.sections")}>
        {sections.map((section, index) => {
          const name = t(`home.section.${section.key}`);
          return (
            <li
              key={section.key}
              className="flex flex-wrap items-center gap-3 rounded-md border border-line bg-white p-3"
            >
              <MoveButtons
                name={name}
                first={index === 0}
                last={index === sections.length - 1}
                onMove={(by) => onChange(moved(sections, index, by))}
              />
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={section.shown}
                  onChange={(event) =>
                    onChange(
                      sections.map((s, i) => (i === index ? { ...s, shown: event.target.checked } : s)),
                    )
                  }
                />
                {name}
              </label>
            </li>
          );
        })}
      </ol>
    </>
  );
}
