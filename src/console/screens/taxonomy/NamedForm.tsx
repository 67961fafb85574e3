import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { slugify } from "../../../lib/links.ts";
import { AttributeValueInput, NamedInput, ShownNamedInput } from "../../../lib/console/taxonomy-input.ts";
import type { NamedBody } from "../../data/named.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { FormFrame } from "./FormFrame.tsx";
import { LanguageTabs } from "./LanguageTabs.tsx";

type Titles = Partial<Record<string, { title: string }>>;

/** What the form starts from: a saved brand, collection, tag, attribute or value, or nothing yet. */
export interface NamedStart {
  slug: string;
  translations: Titles;
  public?: boolean;
  color?: string | null;
}

/**
 * A name in each language (English required) and one address, for any catalogue kind but
 * categories; `shown` adds "Shown in the shop", `swatch` a colour (attribute values).
 */
export function NamedForm({
  heading,
  start,
  shown = false,
  swatch = false,
  pending,
  save,
  onDone,
}: {
  heading: string;
  start: NamedStart | null;
  shown?: boolean;
  swatch?: boolean;
  pending: boolean;
  save: (body: NamedBody) => Promise<unknown>;
  onDone: (note: string) => void;
}) {
  const { t } = useLanguage();
  const [titles, setTitles] = useState<Record<string, string>>(() =>
    Object.fromEntries(LOCALES.map((l) => [l.code, start?.translations[l.code]?.title ?? ""])),
  );
  const [slug, setSlug] = useState(start?.slug ?? "");
  const [visible, setVisible] = useState(start?.public ?? true);
  const [color, setColor] = useState(start?.color ?? "");
  const [problem, setProblem] = useState("");

  const submit = () => {
    const translations = Object.fromEntries(
      Object.entries(titles)
        .filter(([lang, title]) => lang === "en" || title.trim())
        .map(([lang, title]) => [lang, { title }]),
    );
    const schema = swatch ? AttributeValueInput : shown ? ShownNamedInput : NamedInput;
    const parsed = schema.safeParse({
      slug,
      translations,
      ...(shown ? { public: visible } : {}),
      ...(swatch ? { color: color || null } : {}),
    });
    if (!parsed.success) {
      setProblem(t(swatch ? "taxonomy.invalidValue" : "taxonomy.invalidNamed"));
      return;
    }
    setProblem("");
    save(parsed.data as NamedBody).then(
      () => onDone(t("taxonomy.saved")),
      (error: unknown) => setProblem(messageOf(error, t("app.error"))),
    );
  };

  return (
    <FormFrame
      heading={heading}
      problem={problem}
      pending={pending}
      onSubmit={submit}
      onCancel={() => onDone("")}
    >
      <LanguageTabs>
        {(locale) => (
          <FieldText
            label={`${t("taxonomy.name")} (${locale.name})`}
            lang={locale.code}
            dir={locale.direction}
            value={titles[locale.code] ?? ""}
            onChange={(event) => setTitles((all) => ({ ...all, [locale.code]: event.target.value }))}
            onBlur={(event) => {
              if (locale.code === "en" && !slug) setSlug(slugify(event.target.value));
            }}
          />
        )}
      </LanguageTabs>
      <FieldText
        label={t("editor.field.slug")}
        dir="ltr"
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
      />
      {swatch && (
        <FieldText
          label={t("taxonomy.color")}
          dir="ltr"
          placeholder="#1a2b3c"
          value={color}
          onChange={(event) => setColor(event.target.value.trim())}
        />
      )}
      {shown && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
          {t("taxonomy.public")}
        </label>
      )}
    </FormFrame>
  );
}
