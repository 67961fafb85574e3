import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { HomeInput } from "../../../lib/console/home-input.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import {
  useDeleteSlide,
  useHome,
  usePublishHome,
  useRestoreHome,
  useSaveHome,
  useSlidePicture,
  type HomeContent as Content,
} from "../../data/home.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { LanguageTabs } from "../taxonomy/LanguageTabs.tsx";
import { useMe } from "../../data/me.ts";
import { allows } from "../../routes/paths.ts";
import { ContentVersions } from "./ContentVersions.tsx";
import { FeaturedProducts } from "./FeaturedProducts.tsx";
import { HomeSections } from "./HomeSections.tsx";
import { MoveButtons, moved } from "./MoveButtons.tsx";
import { NewSlide } from "./NewSlide.tsx";
import { PublishBar } from "./PublishBar.tsx";
import { RebuildAll } from "./RebuildAll.tsx";
import { isoOf, localInput } from "./moments.ts";

type Slide = Content["slides"][number];
type Feature = Content["features"][number];
type Notice = (note: string) => void;

/**
 * The home page: its slider (slides added and deleted; picture, texts per language, link, schedule,
 * on/off, order), its feature boxes, its sections' order and switches and, for admins, its featured
 * products. Every change keeps a draft version; Publish makes it live, dropping only the home pages
 * (one language's when only its text changed); Restore makes an old version the draft.
 */
export function HomeContent() {
  const { t, lang } = useLanguage();
  const home = useHome();
  const restore = useRestoreHome();
  const publish = usePublishHome();
  const me = useMe();
  const [notice, setNotice] = useState("");
  if (home.error) return <ErrorNote error={home.error} onRetry={() => void home.refetch()} />;
  if (!home.data) return <p>{t("app.loading")}</p>;
  const data = home.data;
  return (
    <section className="space-y-6">
      <PageHeading>{t("home.title")}</PageHeading>
      <StatusNote>{notice}</StatusNote>
      <p>{data.draft ? t("content.draftPending") : t("content.noDraft")}</p>
      <HomeForm key={data.versions[0]?.id ?? "live"} start={data.draft ?? data.live} onNotice={setNotice} />
      <NewSlide key={`new-${data.versions[0]?.id ?? "live"}`} onNotice={setNotice} />
      {allows(me.data?.capabilities ?? [], "promotions.manage") && (
        <FeaturedProducts
          key={`featured-${data.versions[0]?.id ?? "live"}`}
          home={data}
          onNotice={setNotice}
        />
      )}
      <PublishBar hasDraft={Boolean(data.draft)} publish={publish} onNotice={setNotice} />
      <ContentVersions
        versions={data.versions}
        titleOf={(content) =>
          content.slides.map((s) => s.translations[lang]?.title ?? s.translations.en?.title ?? "").join(" · ")
        }
        restore={restore}
        onNotice={setNotice}
      />
      <RebuildAll />
    </section>
  );
}

function HomeForm({ start, onNotice }: { start: Content; onNotice: Notice }) {
  const { t } = useLanguage();
  const save = useSaveHome();
  const [slides, setSlides] = useState<Slide[]>(start.slides);
  const [features, setFeatures] = useState<Feature[]>(start.features);
  const [sections, setSections] = useState(start.sections);
  const [problem, setProblem] = useState("");
  const submit = () => {
    const parsed = HomeInput.safeParse({ slides, features, sections });
    if (!parsed.success) return setProblem(t("content.invalid"));
    setProblem("");
    save.mutate(parsed.data, {
      onSuccess: () => onNotice(t("content.savedDraft")),
      onError: (error) => setProblem(messageOf(error, t("app.error"))),
    });
  };
  const change =
    <T,>(set: (f: (all: T[]) => T[]) => void, index: number) =>
    (next: T) =>
      set((all) => all.map((item, i) => (i === index ? next : item)));
  return (
    <form
      className="space-y-4"
      aria-label={t("home.form")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 className="text-lg font-semibold">{t("home.slides")}</h2>
      {slides.length === 0 && <p>{t("home.noSlides")}</p>}
      <ol className="space-y-3">
        {slides.map((slide, index) => (
          <li key={slide.id}>
            <SlideFields
              slide={slide}
              number={index + 1}
              onChange={change(setSlides, index)}
              onMove={(by) => setSlides((all) => moved(all, index, by))}
              last={index === slides.length - 1}
              onNotice={onNotice}
            />
          </li>
        ))}
      </ol>
      <h2 className="text-lg font-semibold">{t("home.features")}</h2>
      <ol className="space-y-3">
        {features.map((feature, index) => (
          <li key={feature.id}>
            <FeatureFields
              feature={feature}
              number={index + 1}
              onChange={change(setFeatures, index)}
              onMove={(by) => setFeatures((all) => moved(all, index, by))}
              last={index === features.length - 1}
            />
          </li>
        ))}
      </ol>
      <HomeSections sections={sections} onChange={setSections} />
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {t("content.saveDraft")}
      </button>
    </form>
  );
}

type SlideText = NonNullable<Slide["translations"]["en"]>;

function SlideFields({
  slide,
  number,
  last,
  onChange,
  onMove,
  onNotice,
}: {
  slide: Slide;
  number: number;
  last: boolean;
  onChange: (slide: Slide) => void;
  onMove: (by: -1 | 1) => void;
  onNotice: Notice;
}) {
  const { t } = useLanguage();
  const picture = useSlidePicture();
  const remove = useDeleteSlide();
  const name = t("home.slide", { number });
  const setText = (lang: string, field: keyof SlideText, value: string) => {
    const texts = slide.translations as Record<string, SlideText | undefined>;
    const was = texts[lang] ?? { title: "", text: "", button: "" };
    onChange({ ...slide, translations: { ...slide.translations, [lang]: { ...was, [field]: value } } });
  };
  return (
    <fieldset className="space-y-3 rounded-md border border-line bg-white p-4">
      <legend className="font-semibold">{name}</legend>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <img src={slide.image} alt="" width={240} height={80} className="h-20 w-60 rounded object-cover" />
        <label className="flex flex-col gap-1">
          {t("content.picture")}
          <input
            type="file"
            accept="image/jpeg,image/png"
            disabled={picture.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file)
                picture.mutate(
                  { id: slide.id, file },
                  {
                    onSuccess: () => onNotice(t("content.savedDraft")),
                    onError: (error) => onNotice(messageOf(error, t("app.error"))),
                  },
                );
            }}
          />
        </label>
        <MoveButtons name={name} first={number === 1} last={last} onMove={onMove} />
        <button
          type="button"
          className="btn btn-outline"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(t("home.deleteSlideConfirm", { name }))) return;
            remove.mutate(slide.id, {
              onSuccess: () => onNotice(t("content.savedDraft")),
              onError: (error) => onNotice(messageOf(error, t("app.error"))),
            });
          }}
        >
          {t("home.deleteSlide", { name })}
        </button>
      </div>
      <TextTabs
        texts={slide.translations}
        fields={[
          { key: "title", label: t("content.title") },
          { key: "text", label: t("content.text") },
          { key: "button", label: t("home.button") },
        ]}
        onChange={setText}
      />
      <FieldText
        label={t("content.link")}
        dir="ltr"
        value={slide.link ?? ""}
        onChange={(event) => onChange({ ...slide, link: event.target.value.trim() || null })}
      />
      <div className="flex flex-wrap gap-3">
        <FieldText
          label={t("content.from")}
          type="datetime-local"
          value={localInput(slide.starts_at)}
          onChange={(event) => onChange({ ...slide, starts_at: isoOf(event.target.value) })}
        />
        <FieldText
          label={t("content.until")}
          type="datetime-local"
          value={localInput(slide.ends_at)}
          onChange={(event) => onChange({ ...slide, ends_at: isoOf(event.target.value) })}
        />
      </div>
      <Shown checked={slide.public} onChange={(shown) => onChange({ ...slide, public: shown })} />
    </fieldset>
  );
}

type FeatureText = NonNullable<Feature["translations"]["en"]>;

function FeatureFields({
  feature,
  number,
  last,
  onChange,
  onMove,
}: {
  feature: Feature;
  number: number;
  last: boolean;
  onChange: (feature: Feature) => void;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useLanguage();
  const name = t("home.feature", { number });
  const setText = (lang: string, field: keyof FeatureText, value: string) => {
    const texts = feature.translations as Record<string, FeatureText | undefined>;
    const was = texts[lang] ?? { title: "", text: "" };
    onChange({ ...feature, translations: { ...feature.translations, [lang]: { ...was, [field]: value } } });
  };
  return (
    <fieldset className="space-y-3 rounded-md border border-line bg-white p-4">
      <legend className="font-semibold">{name}</legend>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {feature.icon && <img src={feature.icon} alt="" width={40} height={40} className="size-10" />}
        <MoveButtons name={name} first={number === 1} last={last} onMove={onMove} />
      </div>
      <TextTabs
        texts={feature.translations}
        fields={[
          { key: "title", label: t("content.title") },
          { key: "text", label: t("content.text") },
        ]}
        onChange={setText}
      />
      <Shown checked={feature.public} onChange={(shown) => onChange({ ...feature, public: shown })} />
    </fieldset>
  );
}

/** One tab per language holding the fields of that language's text. */
function TextTabs<K extends string>({
  texts,
  fields,
  onChange,
}: {
  texts: Partial<Record<string, Partial<Record<K, string>>>>;
  fields: { key: K; label: string }[];
  onChange: (lang: string, field: K, value: string) => void;
}) {
  return (
    <LanguageTabs>
      {(locale) =>
        fields.map((field) => (
          <FieldText
            key={field.key}
            label={`${field.label} (${locale.name})`}
            lang={locale.code}
            dir={locale.direction}
            value={texts[locale.code]?.[field.key] ?? ""}
            onChange={(event) => onChange(locale.code, field.key, event.target.value)}
          />
        ))
      }
    </LanguageTabs>
  );
}

function Shown({ checked, onChange }: { checked: boolean; onChange: (shown: boolean) => void }) {
  const { t } = useLanguage();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t("content.shown")}
    </label>
  );
}
