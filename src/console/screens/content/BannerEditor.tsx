import { useState } from "react";
import { Link, useParams } from "react-router";
import { messageOf } from "../../../client/api.ts";
import { BannerInput } from "../../../lib/console/banner-input.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import {
  useBanner,
  useBannerPicture,
  useBannerPreviewLink,
  usePublishBanner,
  useRestoreBanner,
  useSaveBanner,
  type BannerContent,
} from "../../data/banners.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { FieldText } from "../../ui/FieldText.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { LanguageTabs } from "../taxonomy/LanguageTabs.tsx";
import { placementOf } from "./BannerList.tsx";
import { ContentVersions } from "./ContentVersions.tsx";
import { PublishBar } from "./PublishBar.tsx";
import { isoOf, localInput } from "./moments.ts";

/**
 * One banner: its picture, title and text in each language, link, schedule and visibility. Save
 * keeps a draft version; Publish makes the draft live; a preview link shows the draft on the home page.
 */
export function BannerEditor() {
  const { t } = useLanguage();
  const id = Number(useParams().id);
  const banner = useBanner(id);
  const publish = usePublishBanner(id);
  const preview = useBannerPreviewLink(id);
  const restore = useRestoreBanner(id);
  const [notice, setNotice] = useState("");
  if (banner.error) return <ErrorNote error={banner.error} onRetry={() => void banner.refetch()} />;
  if (!banner.data) return <p>{t("app.loading")}</p>;
  const data = banner.data;
  const start = data.draft ?? data.live;
  return (
    <section className="space-y-6">
      <PageHeading
        actions={
          <Link to="/content/banners" className="btn btn-outline">
            {t("content.backToBanners")}
          </Link>
        }
      >
        {t("content.editBanner", { placement: t(placementOf(data.type)) })}
      </PageHeading>
      <StatusNote>{notice}</StatusNote>
      <p>{data.draft ? t("content.draftPending") : t("content.noDraft")}</p>
      <BannerPicture id={id} image={start.image} onNotice={setNotice} />
      <BannerForm key={data.versions[0]?.id ?? "live"} id={id} start={start} onNotice={setNotice} />
      <PublishBar hasDraft={data.draft !== null} publish={publish} preview={preview} onNotice={setNotice} />
      <ContentVersions versions={data.versions} restore={restore} onNotice={setNotice} />
    </section>
  );
}

function BannerPicture({
  id,
  image,
  onNotice,
}: {
  id: number;
  image: string | null;
  onNotice: (note: string) => void;
}) {
  const { t } = useLanguage();
  const change = useBannerPicture(id);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {image && <img src={image} alt="" width={240} height={80} className="h-20 w-60 rounded object-cover" />}
      <label className="flex flex-col gap-1">
        {t("content.picture")}
        <input
          type="file"
          accept="image/jpeg,image/png"
          disabled={change.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file)
              change.mutate(file, {
                onSuccess: () => onNotice(t("content.savedDraft")),
                onError: (error) => onNotice(messageOf(error, t("app.error"))),
              });
          }}
        />
      </label>
    </div>
  );
}

function BannerForm({
  id,
  start,
  onNotice,
}: {
  id: number;
  start: BannerContent;
  onNotice: (note: string) => void;
}) {
  const { t } = useLanguage();
  const save = useSaveBanner(id);
  const [texts, setTexts] = useState<Record<string, { title: string; text: string }>>(() => ({
    ...(start.translations as Record<string, { title: string; text: string }>),
  }));
  const [link, setLink] = useState(start.link ?? "");
  const [from, setFrom] = useState(localInput(start.starts_at));
  const [until, setUntil] = useState(localInput(start.ends_at));
  const [shown, setShown] = useState(start.public);
  const [problem, setProblem] = useState("");

  const setText = (lang: string, field: "title" | "text", value: string) =>
    setTexts((all) => ({ ...all, [lang]: { ...(all[lang] ?? { title: "", text: "" }), [field]: value } }));

  const submit = () => {
    const translations = Object.fromEntries(
      Object.entries(texts).filter(([lang, text]) => lang === "en" || text.title.trim() || text.text.trim()),
    );
    const parsed = BannerInput.safeParse({
      public: shown,
      link: link.trim() || null,
      starts_at: isoOf(from),
      ends_at: isoOf(until),
      translations: { en: { title: "", text: "" }, ...translations },
    });
    if (!parsed.success) {
      setProblem(t("content.invalid"));
      return;
    }
    setProblem("");
    save.mutate(parsed.data, {
      onSuccess: () => onNotice(t("content.savedDraft")),
      onError: (error) => setProblem(messageOf(error, t("app.error"))),
    });
  };

  return (
    <form
      className="space-y-3 rounded-md border border-line bg-white p-4"
      aria-label={t("content.bannerForm")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <LanguageTabs>
        {(locale) => (
          <>
            <FieldText
              label={`${t("content.title")} (${locale.name})`}
              lang={locale.code}
              dir={locale.direction}
              value={texts[locale.code]?.title ?? ""}
              onChange={(event) => setText(locale.code, "title", event.target.value)}
            />
            <FieldText
              label={`${t("content.text")} (${locale.name})`}
              lang={locale.code}
              dir={locale.direction}
              value={texts[locale.code]?.text ?? ""}
              onChange={(event) => setText(locale.code, "text", event.target.value)}
            />
          </>
        )}
      </LanguageTabs>
      <FieldText
        label={t("content.link")}
        dir="ltr"
        placeholder="/hot-deals"
        value={link}
        onChange={(event) => setLink(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <FieldText
          label={t("content.from")}
          type="datetime-local"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <FieldText
          label={t("content.until")}
          type="datetime-local"
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
        {t("content.shown")}
      </label>
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
