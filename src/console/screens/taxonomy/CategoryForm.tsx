import { useState } from "react";
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { messageOf } from "../../../client/api.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { slugify } from "../../../lib/links.ts";
import { CategoryInput } from "../../../lib/console/taxonomy-input.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useSaveCategory, type ConsoleCategory } from "../../data/categories.ts";
import { FieldText } from "../../ui/FieldText.tsx";

type Texts = Record<string, { title: string; slug: string }>;

function textsOf(category: ConsoleCategory | null): Texts {
  const texts: Texts = {};
  for (const locale of LOCALES) {
    const text = category?.translations[locale.code as keyof ConsoleCategory["translations"]];
    texts[locale.code] = { title: text?.title ?? "", slug: text?.slug ?? "" };
  }
  return texts;
}

/** A category's name and address in each language (English required) and whether the shop shows it. */
export function CategoryForm({
  category,
  onDone,
}: {
  category: ConsoleCategory | null;
  onDone: (note: string) => void;
}) {
  const { t } = useLanguage();
  const save = useSaveCategory();
  const [texts, setTexts] = useState<Texts>(() => textsOf(category));
  const [visible, setVisible] = useState(category?.public ?? true);
  const [problem, setProblem] = useState("");
  const edit = (lang: string, field: "title" | "slug", value: string) =>
    setTexts((all) => ({ ...all, [lang]: { ...(all[lang] ?? { title: "", slug: "" }), [field]: value } }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const translations = Object.fromEntries(
      Object.entries(texts).filter(([lang, text]) => lang === "en" || text.title.trim() || text.slug.trim()),
    );
    const parsed = CategoryInput.safeParse({ public: visible, translations });
    if (!parsed.success) {
      setProblem(t("taxonomy.invalid"));
      return;
    }
    setProblem("");
    save.mutate(
      { id: category?.id ?? null, body: parsed.data },
      {
        onSuccess: () => onDone(t("taxonomy.saved")),
        onError: (error) => setProblem(messageOf(error, t("app.error"))),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-md border border-line bg-white p-4"
      aria-labelledby="category-form-heading"
    >
      <h2 id="category-form-heading" className="text-lg font-semibold">
        {category ? t("taxonomy.editCategory") : t("taxonomy.newCategory")}
      </h2>
      <Tabs>
        <TabList aria-label={t("editor.translations")} className="flex flex-wrap gap-1 border-b border-line">
          {LOCALES.map((locale) => (
            <Tab
              key={locale.code}
              id={locale.code}
              className="cursor-pointer rounded-t-md px-3 py-2 text-sm outline-none data-[focus-visible]:outline-2 data-[selected]:bg-primary data-[selected]:text-white"
            >
              <span lang={locale.code}>{locale.name}</span>
              {locale.code === "en" && <span className="text-xs"> ({t("editor.required")})</span>}
            </Tab>
          ))}
        </TabList>
        {LOCALES.map((locale) => (
          <TabPanel key={locale.code} id={locale.code} className="space-y-3 p-2">
            <FieldText
              label={`${t("editor.field.title")} (${locale.name})`}
              lang={locale.code}
              dir={locale.direction}
              value={texts[locale.code]?.title ?? ""}
              onChange={(event) => edit(locale.code, "title", event.target.value)}
              onBlur={(event) => {
                if (!texts[locale.code]?.slug) edit(locale.code, "slug", slugify(event.target.value));
              }}
            />
            <FieldText
              label={`${t("editor.field.slug")} (${locale.name})`}
              dir="ltr"
              value={texts[locale.code]?.slug ?? ""}
              onChange={(event) => edit(locale.code, "slug", event.target.value)}
            />
          </TabPanel>
        ))}
      </Tabs>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        {t("taxonomy.public")}
      </label>
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t("taxonomy.save")}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onDone("")}>
          {t("taxonomy.cancel")}
        </button>
      </div>
    </form>
  );
}
