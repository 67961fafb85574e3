import type { MoveDirection } from "../../../../lib/console/menu-input.ts";
import { useLanguage } from "../../../i18n/strings.tsx";

/** The button's element id, so focus can follow a row that moved (React re-inserts the row). */
const moveButtonId = (scope: string, id: number, direction: MoveDirection) =>
  `move-${scope}-${id}-${direction}`;

/** After a move, puts focus back on the moved row's button (or its other one, at an end). */
export function refocusMove(scope: string, id: number, direction: MoveDirection) {
  requestAnimationFrame(() => {
    const same = document.getElementById(moveButtonId(scope, id, direction)) as HTMLButtonElement | null;
    const other = document.getElementById(
      moveButtonId(scope, id, direction === "up" ? "down" : "up"),
    ) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  });
}

/** Up and down buttons of one row; the first row cannot go up, the last cannot go down. */
export function MoveButtons({
  scope,
  id,
  name,
  first,
  last,
  pending,
  onMove,
}: {
  scope: string;
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  pending: boolean;
  onMove: (direction: MoveDirection) => void;
}) {
  const { t } = useLanguage();
  return (
    <>
      <button
        type="button"
        id={moveButtonId(scope, id, "up")}
        className="btn btn-outline"
        disabled={first || pending}
        aria-label={t("menus.moveUp", { name })}
        onClick={() => onMove("up")}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        id={moveButtonId(scope, id, "down")}
        className="btn btn-outline"
        disabled={last || pending}
        aria-label={t("menus.moveDown", { name })}
        onClick={() => onMove("down")}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}
