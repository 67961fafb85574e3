import { useState } from "react";
import { messageOf } from "../../../../client/api.ts";
import { LOCALES, type Lang } from "../../../../i18n/locales.ts";
import {
  MENU_POSITIONS,
  MenuLinkInput,
  type MenuLinkInputType,
  type MenuPosition,
} from "../../../../lib/console/menu-input.ts";
import { useLanguage } from "../../../i18n/strings.tsx";
import { useSaveLink, type ConsoleMenuLink } from "../../../data/menus.ts";
import { FieldText } from "../../../ui/FieldText.tsx";

type Labels = Partial<Record<Lang, string>>;

/** What the API is sent for a link: its labels in the languages that have one. */
export function linkInput(link: {
  position: MenuPosition;
  url: string;
  public: boolean;
  labels: Labels;
}): MenuLinkInputType {
  const translations: Record<string, { title: string }> = {};
  for (const { code } of LOCALES) {
    const title = link.labels[code]?.trim();
    if (title || code === "en") translations[code] = { title: title ?? "" };
  }
  return {
    position: link.position,
    url: link.url.trim(),
    public: link.public,
    translations: translations as MenuLinkInputType["translations"],
  };
}

/**
 * Adds a header or footer link (hidden until published), or edits one: its place, address and a
 * label in each of the shop's languages (English required, the others fall back to it).
 */
export function LinkForm({
  link,
  onDone,
  onNotice,
}: {
  link?: ConsoleMenuLink;
  onDone?: () => void;
  onNotice: (note: string) => void;
}) {
  const { t } = useLanguage();
  const save = useSaveLink();
  const [position, setPosition] = useState<MenuPosition>(link?.position ?? "footer");
  const [url, setUrl] = useState(link?.url ?? "");
  const [labels, setLabels] = useState<Labels>(link?.labels ?? {});
  const [urlProblem, setUrlProblem] = useState("");
  const [problem, setProblem] = useState("");
  const name = link ? (link.labels.en ?? link.url) : "";
  return (
    <form
      className="space-y-3 rounded-md border border-line bg-white p-4"
      aria-label={link ? t("menus.editOne", { name }) : t("menus.add")}
      onSubmit={(event) => {
        event.preventDefault();
        const input = linkInput({ position, url, public: link?.public ?? false, labels });
        const parsed = MenuLinkInput.safeParse(input);
        const badUrl = parsed.error?.issues.some((issue) => issue.path[0] === "url");
        setUrlProblem(badUrl ? t("menus.urlHelp") : "");
        if (!parsed.success) return setProblem(badUrl ? "" : t("menus.labelRequired"));
        setProblem("");
        save.mutate(
          { id: link?.id, input: parsed.data },
          {
            onSuccess: () => {
              onNotice(link ? t("menus.saved") : t("menus.added"));
              if (!link) {
                setUrl("");
                setLabels({});
              }
              onDone?.();
            },
            onError: (error) => setProblem(messageOf(error, t("app.error"))),
          },
        );
      }}
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t("menus.place")}
          <select
            className="rounded-md border border-line bg-white px-2 py-2"
            value={position}
            onChange={(event) => setPosition(event.target.value as MenuPosition)}
          >
            {MENU_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {t(`menus.position.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <FieldText
          label={t("menus.url")}
          dir="ltr"
          placeholder="/flash-sale"
          value={url}
          serverError={urlProblem}
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm">{t("menus.labels")}</legend>
        {LOCALES.map((locale) => (
          <FieldText
            key={locale.code}
            label={t("menus.label", { language: locale.name })}
            lang={locale.code}
            dir={locale.direction}
            aria-required={locale.code === "en"}
            value={labels[locale.code] ?? ""}
            onChange={(event) => setLabels((was) => ({ ...was, [locale.code]: event.target.value }))}
          />
        ))}
      </fieldset>
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <div className="flex gap-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {link ? t("menus.save") : t("menus.add")}
        </button>
        {link && (
          <button type="button" className="btn btn-outline" onClick={onDone}>
            {t("menus.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
