import { messageOf } from "../../../client/api.ts";
import { useLanguage } from "../../i18n/strings.tsx";
import type { ConsoleAction } from "./console-action.ts";

/** A button in a table row that runs `action` on `value` and tells how it went. */
export function RowAction<V>({
  action,
  value,
  label,
  ariaLabel,
  done,
  onNotice,
  confirm,
}: {
  action: ConsoleAction<V>;
  value: V;
  label: string;
  ariaLabel: string;
  done: string;
  onNotice: (note: string) => void;
  /** Asked first; the action runs only when the person agrees. */
  confirm?: string;
}) {
  const { t } = useLanguage();
  return (
    <button
      type="button"
      className="btn btn-outline"
      disabled={action.isPending}
      aria-label={ariaLabel}
      onClick={() => {
        if (confirm && !window.confirm(confirm)) return;
        action.mutate(value, {
          onSuccess: () => onNotice(done),
          onError: (error) => onNotice(messageOf(error, t("app.error"))),
        });
      }}
    >
      {label}
    </button>
  );
}
