import { useEffect, useState } from "react";
import { translator, type Strings } from "../../i18n/interpolate.ts";
import { findOrder } from "../orders/orders-api.ts";
import { confirmationPath } from "./confirmation-path.ts";
import { paymentDone } from "./order-api.ts";
import { OUTCOME_MESSAGE, outcomeOf, queryOf, type Outcome } from "./payment-outcome.ts";

interface Props {
  lang: string;
  strings: Strings;
  paths: Record<string, string>;
  /**
   * confirm: post what the gateway sent back to order/payment-done;
   * wait: only watch the order (Payfast: its ITN confirms); cancelled: say so.
   */
  mode: "confirm" | "wait" | "cancelled";
  method: number;
  orderId?: number;
  /** Form fields the gateway posted (read by the page on the server). */
  form?: Record<string, string>;
}

const POLL_MS = 3000;
const POLL_TIMES = 20;

/** Payment callback wait page: the server confirms with the gateway; the page shows the outcome. */
export default function PaymentWait({
  lang,
  strings,
  paths,
  mode,
  method,
  orderId: givenOrder,
  form,
}: Props) {
  const t = translator(strings, lang);
  const [outcome, setOutcome] = useState<Outcome>(mode === "cancelled" ? "cancelled" : "waiting");
  const [orderId, setOrderId] = useState(givenOrder);
  const [placedCode, setPlacedCode] = useState("");

  useEffect(() => {
    if (mode === "confirm") {
      const query = queryOf(window.location.search);
      paymentDone({ method, query, form }).then(
        ({ settled }) => {
          setOrderId(settled.order_id);
          setPlacedCode(settled.tracking_code);
          setOutcome(outcomeOf(settled));
        },
        () => setOutcome("unverified"),
      );
      return;
    }
    if (mode !== "wait" || !givenOrder) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      findOrder(givenOrder).then(
        (order) => {
          if (order.payment_status === 1) {
            setPlacedCode(order.tracking_code);
            setOutcome("paid");
            window.clearInterval(timer);
          } else if (order.cancelled) {
            setOutcome("failed");
            window.clearInterval(timer);
          }
        },
        () => undefined,
      );
      if (tries >= POLL_TIMES) {
        window.clearInterval(timer);
        setOutcome((o) => (o === "waiting" ? "pending" : o));
      }
    }, POLL_MS);
    return () => window.clearInterval(timer);
    // Runs once on load.
  }, []);

  // Paid: the order's own confirmation page, as after an order paid on delivery (replacing this
  // page, so going back does not confirm the payment again).
  useEffect(() => {
    if (outcome === "paid" && placedCode) window.location.replace(confirmationPath(paths.placed, placedCode));
  }, [outcome, placedCode]);

  const bad = outcome === "failed" || outcome === "cancelled" || outcome === "unverified";
  return (
    <div
      className="mx-auto max-w-[450px] space-y-5 rounded-lg border border-line bg-white p-6 text-center"
      data-testid="payment-wait"
    >
      {outcome === "waiting" && (
        <span
          aria-hidden="true"
          className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-line border-t-primary"
        />
      )}
      <p
        role={bad ? "alert" : "status"}
        className={`text-lg ${bad ? "text-danger" : "text-ink"}`}
        data-testid="payment-outcome"
        data-outcome={outcome}
      >
        {t(OUTCOME_MESSAGE[outcome])}
      </p>
      {outcome !== "waiting" && (
        <div className="flex flex-wrap justify-center gap-3">
          {orderId && (
            <a className="btn btn-primary" href={`${paths.order}/${orderId}`}>
              {t("checkout.payment.toOrder")}
            </a>
          )}
          <a className="btn btn-outline" href={paths.cart}>
            {t("checkout.payment.toCart")}
          </a>
        </div>
      )}
    </div>
  );
}
