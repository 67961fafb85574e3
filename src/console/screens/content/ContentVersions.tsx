import type { ConsoleAction } from "./console-action.ts";
import { RowAction } from "./RowAction.tsx";
import { useLanguage } from "../../i18n/strings.tsx";

/** A saved version of a banner, a page or the home page, as the API lists them. */
export interface ContentVersion<C = Titled> {
  id: number;
  created_at: string;
  created_by: string;
  published_at: string | null;
  draft: boolean;
  content: C;
}

type Titled = { translations: Partial<Record<string, { title: string }>> };

/**
 * Every saved version, newest first: when, by whom, its title (`titleOf`, by default its title in the
 * console's language, else English), published or draft, and Restore (makes it the draft).
 */
export function ContentVersions<C = Titled>({
  versions,
  titleOf,
  restore,
  onNotice,
}: {
  versions: ContentVersion<C>[];
  titleOf?: (content: C) => string;
  restore: ConsoleAction<number>;
  onNotice: (note: string) => void;
}) {
  const { t, lang } = useLanguage();
  if (versions.length === 0) return <p>{t("content.noVersions")}</p>;
  return (
    <section aria-labelledby="content-versions">
      <h2 id="content-versions" className="mb-2 text-lg font-semibold">
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
            const title = titleOf
              ? titleOf(version.content)
              : ((version.content as Titled).translations[lang]?.title ??
                (version.content as Titled).translations.en?.title ??
                "");
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
                  <RowAction
                    action={restore}
                    value={version.id}
                    label={t("content.restore")}
                    ariaLabel={t("content.restoreVersion", { at: when })}
                    done={t("content.restored")}
                    onNotice={onNotice}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
