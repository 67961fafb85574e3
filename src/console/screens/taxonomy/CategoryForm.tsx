import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { slugify } from "../../../lib/links.ts";
import { CategoryInput } from "../../../lib/console/taxonomy-input.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useSaveCategory, type CategoryLevel, type ConsoleCategory } from "../../data/categories.ts";
import { FieldText } from "../../ui/FieldText.tsx";
import { FormFrame } from "./FormFrame.tsx";
import { LanguageTabs } from "./LanguageTabs.tsx";

type Texts = Record<string, { title: string; slug: string }>;
type Editable = Pick<ConsoleCategory, "id" | "public" | "translations">;

function textsOf(category: Editable | null): Texts {
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
  under = null,
  onDone,
}: {
  category: Editable | null;
  under?: CategoryLevel;
  onDone: (note: string) => void;
}) {
  const { t } = useLanguage();
  const save = useSaveCategory();
  const [texts, setTexts] = useState<Texts>(() => textsOf(category));
  const [visible, setVisible] = useState(category?.public ?? true);
  const [problem, setProblem] = useState("");
  const edit = (lang: string, field: "title" | "slug", value: string) =>
    setTexts((all) => ({ ...all, [lang]: { ...(all[lang] ?? { title: "", slug: "" }), [field]: value } }));

  const submit = () => {
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
      { id: category?.id ?? null, body: parsed.data, under },
      {
        onSuccess: () => onDone(t("taxonomy.saved")),
        onError: (error) => setProblem(messageOf(error, t("app.error"))),
      },
    );
  };

  return (
    <FormFrame
      heading={
        under
          ? t(category ? "taxonomy.editSubCategory" : "taxonomy.newSubCategory")
          : t(category ? "taxonomy.editCategory" : "taxonomy.newCategory")
      }
      problem={problem}
      pending={save.isPending}
      onSubmit={submit}
      onCancel={() => onDone("")}
    >
      <LanguageTabs>
        {(locale) => (
          <>
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
          </>
        )}
      </LanguageTabs>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        {t("taxonomy.public")}
      </label>
    </FormFrame>
  );
}
