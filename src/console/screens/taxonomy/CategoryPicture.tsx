import { useId, useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useCategoryPicture } from "../../data/categories.ts";

/** A category's tile picture: the current one, a file field that replaces it at once, and Remove. */
export function CategoryPicture({ id, name, image }: { id: number; name: string; image: string | null }) {
  const { t } = useLanguage();
  const change = useCategoryPicture();
  const [problem, setProblem] = useState("");
  const problemId = useId();
  const send = (file: File | null) =>
    change.mutate(
      { id, file },
      {
        onSuccess: () => setProblem(""),
        onError: (error) => setProblem(messageOf(error, t("app.error"))),
      },
    );
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
      {image && <img src={image} alt="" width={64} height={64} className="h-16 w-16 rounded object-cover" />}
      <label className="flex flex-col gap-1">
        {t("taxonomy.pictureOf", { name })}
        <input
          type="file"
          accept="image/jpeg,image/png"
          disabled={change.isPending}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) send(file);
            event.target.value = "";
          }}
        />
      </label>
      {image && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={change.isPending}
          aria-label={t("taxonomy.removePictureOf", { name })}
          onClick={() => send(null)}
        >
          {t("taxonomy.removePicture")}
        </button>
      )}
      {problem && (
        <span id={problemId} role="alert" className="text-danger">
          {problem}
        </span>
      )}
    </div>
  );
}
