import { useLanguage } from "../../i18n/strings.tsx";

/** Moves item `index` one place up (-1) or down (+1). */
export function moved<T>(items: T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item as T);
  return next;
}

/** Up and down buttons naming what they move. */
export function MoveButtons({
  name,
  first,
  last,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useLanguage();
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className="btn btn-outline"
        disabled={first}
        aria-label={t("home.moveUp", { name })}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-outline"
        disabled={last}
        aria-label={t("home.moveDown", { name })}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </div>
  );
}
