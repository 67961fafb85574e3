import { useState } from "react";
import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import { useDeleteCategory, useMoveCategory, type ConsoleCategory } from "../../data/categories.ts";
import { CategoryForm } from "./CategoryForm.tsx";
import { nameIn } from "./name-in.ts";
import { RowActions } from "./RowActions.tsx";

type Sub = ConsoleCategory["sub_categories"][number];

/** A category's sub-categories: add, edit, move up / down within the category, delete when unused. */
export function SubCategories({
  category,
  name,
  onNotice,
}: {
  category: ConsoleCategory;
  name: string;
  onNotice: (note: string) => void;
}) {
  const { t, lang } = useLanguage();
  const move = useMoveCategory(true);
  const remove = useDeleteCategory(true);
  const [editing, setEditing] = useState<Sub | "new" | null>(null);
  const fail = (error: unknown) => onNotice(messageOf(error, t("app.error")));
  const subs = category.sub_categories;
  return (
    <div className="ms-6 mt-2 space-y-2">
      {subs.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t("taxonomy.subCategoriesOf", { name })}>
          {subs.map((sub, index) => {
            const subName = nameIn(sub.translations, lang, sub.slug);
            const moveTo = (direction: "up" | "down") =>
              move.mutate({ id: sub.id, direction }, { onError: fail });
            return (
              <li key={sub.id} className="flex flex-wrap items-center gap-2" data-sub-category={sub.slug}>
                <span className="grow" dir="auto">
                  {subName}
                </span>
                {!sub.public && <span className="text-xs">({t("taxonomy.hidden")})</span>}
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={index === 0 || move.isPending}
                  aria-label={t("taxonomy.moveUp", { name: subName })}
                  onClick={() => moveTo("up")}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={index === subs.length - 1 || move.isPending}
                  aria-label={t("taxonomy.moveDown", { name: subName })}
                  onClick={() => moveTo("down")}
                >
                  ↓
                </button>
                <RowActions
                  name={subName}
                  onEdit={() => setEditing(sub)}
                  onDelete={() =>
                    remove.mutate(sub.id, {
                      onSuccess: () => onNotice(t("taxonomy.deleted", { name: subName })),
                      onError: fail,
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      {editing === null ? (
        <button
          type="button"
          className="btn btn-outline"
          aria-label={`${t("taxonomy.addSubCategory")}: ${name}`}
          onClick={() => setEditing("new")}
        >
          {t("taxonomy.addSubCategory")}
        </button>
      ) : (
        <CategoryForm
          key={editing === "new" ? "new" : editing.id}
          category={editing === "new" ? null : editing}
          under={{ parentId: category.id }}
          onDone={(note) => {
            setEditing(null);
            onNotice(note);
          }}
        />
      )}
    </div>
  );
}
