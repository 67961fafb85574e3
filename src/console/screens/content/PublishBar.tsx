import type { ConsoleAction } from "./console-action.ts";
import { messageOf } from "../../../client/api.ts";
import { LOCALES } from "../../../i18n/locales.ts";
import { useLanguage } from "../../i18n/strings.tsx";

const until = (iso: string) => new Date(iso).toLocaleTimeString();

interface PreviewLinks {
  urls: Record<(typeof LOCALES)[number]["code"], string>;
  expires_at: string;
}

/** Publish (when a draft waits) and, where the content has them, signed preview links to the draft in each language. */
export function PublishBar({
  hasDraft,
  publish,
  preview,
  onNotice,
}: {
  hasDraft: boolean;
  publish: ConsoleAction<void>;
  preview?: ConsoleAction<void> & { data?: PreviewLinks };
  onNotice: (note: string) => void;
}) {
  const { t } = useLanguage();
  const links = preview?.data;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="btn btn-primary"
        disabled={!hasDraft || publish.isPending}
        onClick={() =>
          publish.mutate(undefined, {
            onSuccess: () => onNotice(t("content.published")),
            onError: (error) => onNotice(messageOf(error, t("app.error"))),
          })
        }
      >
        {t("content.publish")}
      </button>
      {preview && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={preview.isPending}
          onClick={() => preview.mutate()}
        >
          {t("content.previewLink")}
        </button>
      )}
      {links && (
        <div>
          <p id="content-previews">{t("content.previews", { until: until(links.expires_at) })}</p>
          <ul className="flex flex-wrap gap-3" aria-labelledby="content-previews">
            {LOCALES.map((locale) => (
              <li key={locale.code}>
                <a
                  href={links.urls[locale.code]}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary underline"
                >
                  {t("content.openPreview")} <span lang={locale.code}>{locale.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
