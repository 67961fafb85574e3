import { lazy, Suspense, useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { messageOf } from "../../../client/api.ts";
import {
  PageInput,
  SEO_DESCRIPTION_HINT,
  SEO_TITLE_HINT,
  type PageInputType,
} from "../../../lib/console/page-input.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import {
  useCreatePage,
  usePage,
  usePagePreviewLink,
  usePublishPage,
  useRestorePage,
  useSavePage,
  type PageContent,
} from "../../data/pages.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { LanguageTabs } from "../taxonomy/LanguageTabs.tsx";
import { ContentVersions } from "./ContentVersions.tsx";
import { PublishBar } from "./PublishBar.tsx";

/** The editor's own chunk: only this screen loads it. */
const RichTextEditor = lazy(() => import("./RichTextEditor.tsx"));

type Text = { title: string; slug: string; body: string; seo_title: string; seo_description: string };
const EMPTY: Text = { title: "", slug: "", body: "", seo_title: "", seo_description: "" };
const BLANK: PageContent = { public: true, in_footer: false, translations: {} };

/** A new static page: the form alone; saving it creates the page with its first draft. */
export function NewPage() {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const create = useCreatePage();
  return (
    <section className="space-y-6">
      <PageHeading actions={<BackToPages />}>{t("pages.new")}</PageHeading>
      <PageForm
        start={BLANK}
        saving={create.isPending}
        onSave={(input, onError) =>
          create.mutate(input, {
            onSuccess: (page) => void navigate(`/content/pages/${page.id}`),
            onError,
          })
        }
      />
    </section>
  );
}

/**
 * One static page: title, address, body and SEO texts in each language. Save keeps a draft version;
 * Publish makes it live; a preview link shows the draft at its address.
 */
export function PageEditor() {
  const { t } = useLanguage();
  const id = Number(useParams().id);
  const page = usePage(id);
  const save = useSavePage(id);
  const publish = usePublishPage(id);
  const preview = usePagePreviewLink(id);
  const restore = useRestorePage(id);
  const [notice, setNotice] = useState("");
  if (page.error) return <ErrorNote error={page.error} onRetry={() => void page.refetch()} />;
  if (!page.data) return <p>{t("app.loading")}</p>;
  const data = page.data;
  const start = data.draft ?? data.live;
  return (
    <section className="space-y-6">
      <PageHeading actions={<BackToPages />}>
        {t("pages.edit", { title: data.live.translations.en?.title ?? "" })}
      </PageHeading>
      <StatusNote>{notice}</StatusNote>
      <p>{data.draft ? t("content.draftPending") : t("content.noDraft")}</p>
      <PageForm
        key={data.versions[0]?.id ?? "live"}
        start={start}
        saving={save.isPending}
        onSave={(input, onError) =>
          save.mutate(input, { onSuccess: () => setNotice(t("content.savedDraft")), onError })
        }
      />
      <PublishBar hasDraft={data.draft !== null} publish={publish} preview={preview} onNotice={setNotice} />
      <ContentVersions versions={data.versions} restore={restore} onNotice={setNotice} />
    </section>
  );
}

function BackToPages() {
  const { t } = useLanguage();
  return (
    <Link to="/content/pages" className="btn btn-outline">
      {t("pages.back")}
    </Link>
  );
}

function PageForm({
  start,
  saving,
  onSave,
}: {
  start: PageContent;
  saving: boolean;
  onSave: (input: PageInputType, onError: (error: Error) => void) => void;
}) {
  const { t } = useLanguage();
  const [texts, setTexts] = useState<Record<string, Text>>(() => ({
    ...(start.translations as Record<string, Text>),
  }));
  const [shown, setShown] = useState(start.public);
  const [inFooter, setInFooter] = useState(start.in_footer);
  const [problem, setProblem] = useState("");

  const setText = (lang: string, field: keyof Text, value: string) =>
    setTexts((all) => ({ ...all, [lang]: { ...(all[lang] ?? EMPTY), [field]: value } }));

  const submit = () => {
    const translations = Object.fromEntries(
      Object.entries(texts).filter(([lang, text]) => lang === "en" || text.title.trim()),
    );
    const parsed = PageInput.safeParse({
      public: shown,
      in_footer: inFooter,
      translations: { en: EMPTY, ...translations },
    });
    if (!parsed.success) {
      setProblem(t("pages.invalid"));
      return;
    }
    setProblem("");
    onSave(parsed.data, (error) => setProblem(messageOf(error, t("app.error"))));
  };

  return (
    <form
      className="space-y-3 rounded-md border border-line bg-white p-4"
      aria-label={t("pages.form")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <LanguageTabs>
        {(locale) => {
          const text = texts[locale.code] ?? EMPTY;
          const field = (name: keyof Text) => ({
            lang: locale.code,
            dir: locale.direction,
            value: text[name],
            onChange: (event: { target: { value: string } }) =>
              setText(locale.code, name, event.target.value),
          });
          return (
            <>
              <FieldText label={`${t("content.title")} (${locale.name})`} {...field("title")} />
              <FieldText
                label={`${t("pages.slug")} (${locale.name})`}
                {...field("slug")}
                dir="ltr"
                placeholder={locale.code === "en" ? "privacy-policy" : t("pages.slugAsEnglish")}
              />
              <Suspense fallback={<p>{t("app.loading")}</p>}>
                <RichTextEditor
                  label={`${t("pages.body")} (${locale.name})`}
                  value={text.body}
                  lang={locale.code}
                  dir={locale.direction}
                  onChange={(html) => setText(locale.code, "body", html)}
                />
              </Suspense>
              <HintedField
                label={`${t("pages.seoTitle")} (${locale.name})`}
                hint={SEO_TITLE_HINT}
                {...field("seo_title")}
              />
              <HintedField
                label={`${t("pages.seoDescription")} (${locale.name})`}
                hint={SEO_DESCRIPTION_HINT}
                {...field("seo_description")}
              />
            </>
          );
        }}
      </LanguageTabs>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        {t("content.shown")}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={inFooter} onChange={(event) => setInFooter(event.target.checked)} />
        {t("pages.inFooter")}
      </label>
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {t("content.saveDraft")}
      </button>
    </form>
  );
}

/** A field with how many characters search engines show, and how many it holds. */
function HintedField({
  label,
  hint,
  ...input
}: { label: string; hint: number } & Omit<Parameters<typeof FieldText>[0], "label">) {
  const { t } = useLanguage();
  const id = useId();
  const length = String(input.value ?? "").length;
  return (
    <div>
      <FieldText label={label} aria-describedby={id} {...input} />
      <p id={id} className={`text-xs ${length > hint ? "text-danger" : "text-muted"}`}>
        {t("pages.lengthHint", { count: String(length), hint: String(hint) })}
      </p>
    </div>
  );
}
