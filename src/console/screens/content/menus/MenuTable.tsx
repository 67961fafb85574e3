import type { MoveDirection } from "../../../../lib/console/menu-input.ts";
import { messageOf } from "../../../../client/api.ts";
import { useLanguage } from "../../../i18n/strings.tsx";
import type { ConsoleAction } from "../console-action.ts";
import { RowAction } from "../RowAction.tsx";
import { MoveButtons, refocusMove } from "./MoveButtons.tsx";

/** A menus table's header: the table's own columns, then status and actions. */
export function MenuTableHead({ columns }: { columns: string[] }) {
  const { t } = useLanguage();
  return (
    <thead>
      <tr className="border-b border-line">
        {[...columns, t("menus.status"), t("menus.actions")].map((column) => (
          <th key={column} scope="col" className="p-2 text-start">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * One row's status and actions cells in a menus table: move up and down, publish or hide, edit,
 * delete. `flipped` is the row's input with its public switch turned the other way.
 */
export function MenuRowCells<Input>({
  scope,
  id,
  name,
  first,
  last,
  shown,
  flipped,
  editing,
  onEdit,
  move,
  save,
  remove,
  onNotice,
}: {
  scope: string;
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  shown: boolean;
  flipped: Input;
  editing: boolean;
  onEdit: () => void;
  move: ConsoleAction<{ id: number; direction: MoveDirection }>;
  save: ConsoleAction<{ id: number; input: Input }>;
  remove: ConsoleAction<number>;
  onNotice: (note: string) => void;
}) {
  const { t } = useLanguage();
  const fail = (error: Error) => onNotice(messageOf(error, t("app.error")));
  return (
    <>
      <td className="p-2">{shown ? t("menus.shown") : t("menus.hidden")}</td>
      <td className="p-2">
        <div className="flex flex-wrap gap-2">
          <MoveButtons
            scope={scope}
            id={id}
            name={name}
            first={first}
            last={last}
            pending={move.isPending}
            onMove={(direction) =>
              move.mutate(
                { id, direction },
                {
                  onSuccess: () => {
                    onNotice(t("menus.moved"));
                    refocusMove(scope, id, direction);
                  },
                  onError: fail,
                },
              )
            }
          />
          <button
            type="button"
            className="btn btn-outline"
            disabled={save.isPending}
            aria-label={t(shown ? "menus.hideOne" : "menus.publishOne", { name })}
            onClick={() =>
              save.mutate(
                { id, input: flipped },
                {
                  onSuccess: () => onNotice(t(shown ? "menus.hiddenNow" : "menus.published")),
                  onError: fail,
                },
              )
            }
          >
            {shown ? t("menus.hide") : t("menus.publish")}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            aria-label={t("menus.editOne", { name })}
            aria-expanded={editing}
            onClick={onEdit}
          >
            {t("menus.edit")}
          </button>
          <RowAction
            action={remove}
            value={id}
            label={t("menus.delete")}
            ariaLabel={t("menus.deleteOne", { name })}
            confirm={t("menus.confirmDelete", { name })}
            done={t("menus.deleted")}
            onNotice={onNotice}
          />
        </div>
      </td>
    </>
  );
}
