import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { NewSlideTitle } from "../../../lib/console/home-input.ts";
import { useAddSlide } from "../../data/home.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { FieldText } from "../../ui/FieldText.tsx";

/** Adds a slide to the draft: its picture (checked like every slide picture) and its English title. */
export function NewSlide({ onNotice }: { onNotice: (note: string) => void }) {
  const { t } = useLanguage();
  const add = useAddSlide();
  const [title, setTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState("");
  return (
    <form
      className="space-y-3 rounded-md border border-dashed border-line p-4"
      aria-label={t("home.newSlide")}
      onSubmit={(event) => {
        event.preventDefault();
        if (!NewSlideTitle.safeParse(title).success || !file) return setProblem(t("home.newSlideNeeds"));
        setProblem("");
        add.mutate(
          { title: title.trim(), file },
          {
            onSuccess: () => onNotice(t("content.savedDraft")),
            onError: (error) => setProblem(messageOf(error, t("app.error"))),
          },
        );
      }}
    >
      <h3 className="font-semibold">{t("home.newSlide")}</h3>
      <FieldText
        label={t("home.newSlideTitle")}
        lang="en"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <label className="flex flex-col gap-1 text-sm">
        {t("content.picture")}
        <input
          type="file"
          accept="image/jpeg,image/png"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      {problem && (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-outline" disabled={add.isPending}>
        {t("home.addSlide")}
      </button>
    </form>
  );
}
