import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import {
  useCategories,
  useDeleteCategory,
  useMoveCategory,
  type ConsoleCategory,
} from "../../data/categories.ts";
import { ErrorNote } from "../../ui/ErrorNote.tsx";
import { PageHeading } from "../../ui/PageHeading.tsx";
import { StatusNote } from "../../ui/StatusNote.tsx";
import { CategoryForm } from "./CategoryForm.tsx";
import { CategoryPicture } from "./CategoryPicture.tsx";
import { nameIn } from "./name-in.ts";
import { RowActions } from "./RowActions.tsx";
import { SubCategories } from "./SubCategories.tsx";

/** The category tree: order among siblings (move up / down), edit in five languages, delete when unused. */
export function Categories() {
  const { t, lang } = useLanguage();
  const list = useCategories();
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<ConsoleCategory | "new" | null>(null);
  const [notice, setNotice] = useState("");
  const fail = (error: unknown) => setNotice(messageOf(error, t("app.error")));

  if (list.isError) return <ErrorNote error={list.error} onRetry={() => void list.refetch()} />;
  const tree = list.data ?? [];
  return (
    <>
      <PageHeading>{t("taxonomy.categories")}</PageHeading>
      <div className="space-y-4 p-4">
        <StatusNote>{notice}</StatusNote>
        {editing === null ? (
          <button type="button" className="btn btn-primary" onClick={() => setEditing("new")}>
            {t("taxonomy.newCategory")}
          </button>
        ) : (
          <CategoryForm
            key={editing === "new" ? "new" : editing.id}
            category={editing === "new" ? null : editing}
            onDone={(note) => {
              setEditing(null);
              setNotice(note);
            }}
          />
        )}
        {list.isPending ? (
          <p role="status">{t("app.loading")}</p>
        ) : (
          <ol
            aria-label={t("taxonomy.categories")}
            className="divide-y divide-line rounded-md border border-line bg-white"
          >
            {tree.map((category, index) => {
              const name = nameIn(category.translations, lang, category.slug);
              return (
                <li key={category.id} className="p-3" data-category={category.slug}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="grow font-medium" dir="auto">
                      {name}
                    </span>
                    {!category.public && <span className="text-xs">({t("taxonomy.hidden")})</span>}
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={index === 0 || move.isPending}
                      aria-label={t("taxonomy.moveUp", { name })}
                      onClick={() => move.mutate({ id: category.id, direction: "up" }, { onError: fail })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={index === tree.length - 1 || move.isPending}
                      aria-label={t("taxonomy.moveDown", { name })}
                      onClick={() => move.mutate({ id: category.id, direction: "down" }, { onError: fail })}
                    >
                      ↓
                    </button>
                    <RowActions
                      name={name}
                      onEdit={() => setEditing(category)}
                      onDelete={() =>
                        remove.mutate(category.id, {
                          onSuccess: () => setNotice(t("taxonomy.deleted", { name })),
                          onError: fail,
                        })
                      }
                    />
                  </div>
                  <CategoryPicture id={category.id} name={name} image={category.image} />
                  <SubCategories category={category} name={name} onNotice={setNotice} />
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </>
  );
}
