import Icon from "../../components/ui/Icon.tsx";
import { stepState } from "./order-view.ts";
import { statusNameKey } from "../../lib/order-view.ts";
import type { StatusStep } from "./types.ts";

interface Props {
  steps: StatusStep[];
  cancelled: boolean;
  refunded: boolean;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** What the steps are of (the order's by default, or one part's). */
  label?: string;
  testId?: string;
}

/** Pending → confirmed → picked up → on the way → delivered, each done or active; cancelled and refunded markers. */
export default function StatusSteps({
  steps,
  cancelled,
  refunded,
  t,
  label = t("checkout.order.steps"),
  testId = "status-steps",
}: Props) {
  return (
    <div className="space-y-3">
      {(cancelled || refunded) && (
        <p className="flex flex-wrap gap-2" data-testid="order-markers">
          {cancelled && (
            <span className="rounded-full bg-danger/10 px-3 py-1 text-sm font-semibold text-danger">
              {t("checkout.order.cancelled")}
            </span>
          )}
          {refunded && (
            <span className="rounded-full bg-success/10 px-3 py-1 text-sm font-semibold text-success">
              {t("checkout.order.refunded")}
            </span>
          )}
        </p>
      )}
      <ol className="grid gap-3 sm:grid-cols-5" aria-label={label} data-testid={testId}>
        {steps.map((step) => {
          const state = stepState(step, cancelled);
          return (
            <li
              key={step.status}
              data-state={state}
              aria-current={state === "active" ? "step" : undefined}
              className="flex items-center gap-3 sm:flex-col sm:text-center"
            >
              <span
                aria-hidden="true"
                className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  state === "done"
                    ? "border-success bg-success text-white"
                    : state === "active"
                      ? "border-primary bg-primary/10 text-primary"
                      : "border-line bg-white text-muted"
                }`}
              >
                {state === "done" ? <Icon name="check" size={18} /> : step.status}
              </span>
              <span className={`text-sm ${state === "ahead" ? "text-muted" : "font-medium text-ink"}`}>
                {t(statusNameKey(step.status))}
                {state !== "ahead" && (
                  <span className="sr-only">
                    {" "}
                    ({t(state === "done" ? "checkout.order.done" : "checkout.order.active")})
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
