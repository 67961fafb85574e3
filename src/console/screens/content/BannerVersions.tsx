import type { UseMutationResult } from "@tanstack/react-query";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useRestoreBanner, type ConsoleBanner } from "../../data/banners.ts";

/** A banner's versions, each named by its title in the console's language (else English). */
export function BannerVersions({
  banner,
  onNotice,
}: {
  banner: ConsoleBanner;
  onNotice: (note: string) => void;
}) {
  const { lang } = useLanguage();
  return (
    <VersionHistory
      versions={banner.versions}
      titleOf={(content) => content.translations[lang]?.title ?? content.translations.en?.title ?? ""}
      restore={useRestoreBanner(banner.id)}
      onNotice={onNotice}
    />
  );
}

interface Version<C> {
  id: number;
  created_at: string;
  created_by: string;
  published_at: string | null;
  draft: boolean;
  content: C;
}

/** Every saved version, newest first: when, by whom, published or draft, and Restore (makes it the draft). */
export function VersionHistory<C>({
  versions,
  titleOf,
  restore,
  onNotice,
}: {
  versions: Version<C>[];
  titleOf: (content: C) => string;
  restore: UseMutationResult<unknown, Error, number>;
  onNotice: (note: string) => void;
}) {
  const { t, lang } = useLanguage();
  if (versions.length === 0) return <p>{t("content.noVersions")}</p>;
  return (
    <section aria-labelledby="banner-versions">
      <h2 id="banner-versions" className="mb-2 text-lg font-semibold">
        {t("content.versions")}
      </h2>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="p-2 text-start">
              {t("content.savedAt")}
            </th>
            <th scope="col" className="p-2 text-start">
              {t("content.savedBy")}
            </th>
            <th scope="col" className="p-2 text-start">
              {t("content.title")}
            </th>
            <th scope="col" className="p-2 text-start">
              {t("content.state")}
            </th>
            <th scope="col" className="p-2 text-start">
              <span className="sr-only">{t("content.restore")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => {
            const when = new Date(version.created_at).toLocaleString(lang);
            const title = titleOf(version.content);
            return (
              <tr key={version.id} className="border-b border-line">
                <td className="p-2">
                  <time dateTime={version.created_at}>{when}</time>
                </td>
                <td className="p-2">{version.created_by}</td>
                <td className="p-2" dir="auto">
                  {title}
                </td>
                <td className="p-2">
                  {version.draft
                    ? t("content.draft")
                    : version.published_at
                      ? t("content.publishedAt", { at: new Date(version.published_at).toLocaleString(lang) })
                      : t("content.replaced")}
                </td>
                <td className="p-2">
                  <button
                    type="button"
                    className="btn btn-outline"
                    disabled={restore.isPending}
                    aria-label={t("content.restoreVersion", { at: when })}
                    onClick={() =>
                      restore.mutate(version.id, {
                        onSuccess: () => onNotice(t("content.restored")),
                        onError: (error) => onNotice(messageOf(error, t("app.error"))),
                      })
                    }
                  >
                    {t("content.restore")}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
