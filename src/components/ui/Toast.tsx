import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $toast, hideToast, TOAST_MS, toastTitle } from "../../stores/ui.ts";

interface Props {
  labels: { error: string; close: string };
}

/** The shop's one toast: shown while a message is on, error style when flagged, gone after 5 s. */
export default function Toast({ labels }: Props) {
  const toast = useStore($toast);

  useEffect(() => {
    if (!toast.on) return;
    const timer = window.setTimeout(hideToast, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast.on, toast.id]);

  const title = toastTitle(toast, labels.error);

  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-4 z-[70] flex justify-center px-4 md:justify-end"
      role={toast.error ? "alert" : "status"}
      aria-live={toast.error ? "assertive" : "polite"}
    >
      {toast.on && (
        <div
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border bg-white p-4 shadow-lg ${
            toast.error
              ? "border-danger/40 border-s-4 border-s-danger"
              : "border-success/40 border-s-4 border-s-success"
          }`}
          data-testid="toast"
          data-error={toast.error ? "true" : "false"}
        >
          <div className="min-w-0 flex-1">
            {title && <p className={`font-semibold ${toast.error ? "text-danger" : "text-ink"}`}>{title}</p>}
            <p className="text-sm text-ink">{toast.message}</p>
          </div>
          <button
            type="button"
            className="rounded p-1 text-muted hover:text-ink"
            aria-label={labels.close}
            onClick={hideToast}
          >
            <svg
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
