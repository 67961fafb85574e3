import { messageOf } from "../../client/api.ts";
import { useT } from "../i18n/strings.tsx";

/** A failed load: the server's message (or a general one) and a way to try again. */
export function ErrorNote({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="m-4 rounded-md border border-danger bg-white p-4 text-danger">
      <p>{messageOf(error, t("app.error"))}</p>
      {onRetry && (
        <button type="button" className="mt-2 underline" onClick={onRetry}>
          {t("app.retry")}
        </button>
      )}
    </div>
  );
}
