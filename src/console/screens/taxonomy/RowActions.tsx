import { useLanguage } from "../../i18n/strings.tsx";

/** Edit and Delete buttons for one catalogue entry, labelled with its name for screen readers. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLanguage();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={t("taxonomy.edit", { name })}
        onClick={onEdit}
      >
        {t("taxonomy.editShort")}
      </button>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={t("taxonomy.delete", { name })}
        onClick={onDelete}
      >
        {t("taxonomy.deleteShort")}
      </button>
    </>
  );
}
